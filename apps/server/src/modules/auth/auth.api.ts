// The auth module's public surface: what other modules may use. Import auth from here, not from its files.
export { type Actor } from './actor.ts';
export { setWorkTenant } from './session.repo.ts';
