// The oplog module's public surface: what other modules may use. Import oplog from here, not from its files.
export { audit, canonicalJson } from './audit.ts';
