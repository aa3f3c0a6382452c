// The notice module's public surface: what other modules may use. Import notice from here, not from its files.
export { notify } from './notice.service.ts';
export { resolveRecipients } from './notice.repo.ts';
