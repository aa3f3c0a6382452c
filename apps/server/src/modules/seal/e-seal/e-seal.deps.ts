import type { Database } from '../../../db/client.ts';
import type { RealtimeHub } from '../../../realtime/hub.ts';
import type { KeySeal } from '../../integrity/integrity.api.ts';
import type { ESealProvider } from './e-seal-provider.ts';
import type { FileStorage } from '../../files/files.api.ts';

/** What stamping needs besides a transaction: the database (signing and timestamping run their own), files, keys. */
export interface ESealDeps {
  db: Database;
  storage: FileStorage;
  keySeal: KeySeal;
  provider: ESealProvider;
  /** Where the notice of a stamping that did not finish is pushed. */
  hub: RealtimeHub;
}

/**
 * Stamping on approval runs after the deciding transaction commits, where the approval engine hands over no database;
 * the app binds its dependencies once when the routes are mounted (as the approval engine binds its hub).
 */
let bound: ESealDeps | null = null;
export const bindESeal = (deps: ESealDeps) => {
  bound = deps;
};
export const boundESeal = () => bound;
