import type { Tx } from '../../db/client.ts';
import type { Actor } from '../auth/auth.api.ts';
import type { ApprovalRequestRow } from './approval.repo.ts';

/** A kind of request another module sends through an approval flow, and what it does with the outcome. */
export interface ApprovalKind {
  kind: string;
  title: string;
  flowCode: string;
  /** Called inside the deciding transaction when the last step approves; `decided` carries the last approver's opinion. */
  onApproved(tx: Tx, request: ApprovalRequestRow, actor: Actor, decided?: { opinion: string }): Promise<void>;
  /** Called inside the deciding transaction on rejection or withdrawal; `decided` carries the rejection's opinion. */
  onClosed?(tx: Tx, request: ApprovalRequestRow, actor: Actor, outcome: 'REJECTED' | 'WITHDRAWN', decided?: { opinion: string }): Promise<void>;
  /**
   * Called inside the deciding transaction before any decision is recorded, at every step: the owning module may
   * refuse it (throw an AppError) by its own rules, or record the step on its subject.
   */
  beforeDecide?(tx: Tx, request: ApprovalRequestRow, actor: Actor, decision: 'APPROVE' | 'REJECT', opinion: string): Promise<void>;
  /** false: the applicant cannot withdraw the request (the subject has no way back); withdrawable by default. */
  withdrawable?: boolean;
  /** false: the owning module tells the applicant the outcome itself (no APPROVAL_RESULT notice); told by default. */
  announcesResult?: boolean;
  /** true: the owning module lists these requests in a 工作台 group of its own, so 待我审批 leaves them out. */
  ownTodoGroup?: boolean;
  /** Where the notices and to-do rows of a request point instead of 办公审批 (the owning module's page). */
  link?(request: ApprovalRequestRow): string;
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
