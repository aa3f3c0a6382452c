import type { CaseAction, CaseTransitionBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { Actor } from '../auth/auth.api.ts';
import type { CaseRecord } from './business.repo.ts';

/**
 * What another module does when a case takes a status action (出证 finalises the certificates, 送达 records the
 * delivery): lent to the business module in app.ts, never registered by import. `prepare` runs after the action
 * was found allowed and before its transaction — slow work (printing a PDF) belongs there, and it may refuse the
 * action; `apply` runs in the action's transaction, so both commit or neither does.
 */
export interface PreparedStep {
  apply(tx: Tx, before: CaseRecord, after: CaseRecord): Promise<void>;
  /** After the commit (e.g. trusted timestamps). */
  committed?(): Promise<void>;
  /** The action failed after `prepare`: undo what it left outside the database. */
  discarded?(): Promise<void>;
}

export interface CaseStepHook {
  prepare(db: Database, actor: Actor, c: CaseRecord, body: CaseTransitionBody): Promise<PreparedStep>;
}

export type CaseStepHooks = Partial<Record<CaseAction, CaseStepHook[]>>;
