import type { Tx } from '../../db/client.ts';
import type { Actor } from '../auth/auth.api.ts';
import type { ApprovalRequestRow } from './approval.repo.ts';

/** A kind of request another module sends through an approval flow, and what it does with the outcome. */
export interface ApprovalKind {
  kind: string;
  title: string;
  flowCode: string;
  /** Called inside the deciding transaction when the last step approves. */
  onApproved(tx: Tx, request: ApprovalRequestRow, actor: Actor): Promise<void>;
  /** Called inside the deciding transaction on rejection or withdrawal. */
  onClosed?(tx: Tx, request: ApprovalRequestRow, actor: Actor, outcome: 'REJECTED' | 'WITHDRAWN'): Promise<void>;
  /** Optional detail lines shown to approvers (label/value pairs). */
  describe?(tx: Tx, request: ApprovalRequestRow): Promise<{ label: string; value: string }[]>;
}

const KINDS = new Map<string, ApprovalKind>();

/** Modules register their kinds when loaded; registering a kind again replaces it (tests, hot reload). */
export function registerApprovalKind(k: ApprovalKind): void {
  if (!/^[A-Za-z][A-Za-z0-9_]{0,31}$/.test(k.kind)) throw new Error(`approval kind "${k.kind}" must be a code of at most 32 characters`);
  KINDS.set(k.kind, k);
}

export const approvalKind = (kind: string): ApprovalKind | undefined => KINDS.get(kind);
export const approvalKinds = (): ApprovalKind[] => [...KINDS.values()];
/** The title shown for a kind; a kind whose module is not loaded shows its code. */
export const kindTitle = (kind: string) => KINDS.get(kind)?.title ?? kind;
