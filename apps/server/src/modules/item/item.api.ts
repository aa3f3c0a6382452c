// The item module's public surface: what other modules may use. Import item from here, not from its files.
export { type ResolvedItem, intakeFormOf, resolveItem } from './item.service.ts';
