import { CASE_ACTION_PERMISSIONS, CASE_STATUS_LABELS, hasPermission, type CaseAction, type CaseStatus } from '@notaria/contracts';

/** Who asks, as far as a transition cares: the case's handling notary or not, and what they hold. */
export interface Asker {
  isHandler: boolean;
  permissions: readonly string[];
}

export interface Transition {
  from: readonly CaseStatus[];
  /** null: back to the status the special flow was launched from. */
  to: CaseStatus | null;
  /** Any one of these permissions. */
  permission: readonly string[];
  /** HANDLER: only the handling notary; NOT_HANDLER: anyone but the handling notary (approvals); ANY. */
  who: 'HANDLER' | 'NOT_HANDLER' | 'ANY';
  /** Where the action leads instead when no item of the case requires approval (免审批). */
  toWhenExempt?: CaseStatus;
}

/** What a transition needs to know about the case besides its status. */
export interface CaseFacts {
  /** The status a special flow was launched from (where rejectSpecial returns). */
  statusBeforeSpecial?: CaseStatus | null;
  /** Every item of the case has approvalRequired false. */
  approvalExempt?: boolean;
}

const LAUNCHABLE: CaseStatus[] = ['NEW', 'ACCEPTED', 'APPROVE_REJECT', 'APPROVE_PASS', 'CERTIFIED'];

/** The explicit transition table of a case (公证业务). Anything not listed is refused. */
export const TRANSITIONS: Record<CaseAction, Transition> = {
  accept: { from: ['NEW'], to: 'ACCEPTED', permission: CASE_ACTION_PERMISSIONS.accept, who: 'HANDLER' },
  submitReview: {
    from: ['ACCEPTED', 'APPROVE_REJECT'],
    to: 'WAIT_APPROVE',
    toWhenExempt: 'APPROVE_PASS',
    permission: CASE_ACTION_PERMISSIONS.submitReview,
    who: 'HANDLER',
  },
  approve: { from: ['WAIT_APPROVE'], to: 'APPROVE_PASS', permission: CASE_ACTION_PERMISSIONS.approve, who: 'NOT_HANDLER' },
  reject: { from: ['WAIT_APPROVE'], to: 'APPROVE_REJECT', permission: CASE_ACTION_PERMISSIONS.reject, who: 'NOT_HANDLER' },
  issue: { from: ['APPROVE_PASS'], to: 'CERTIFIED', permission: CASE_ACTION_PERMISSIONS.issue, who: 'HANDLER' },
  send: { from: ['CERTIFIED'], to: 'WAIT_ARCHIVES', permission: CASE_ACTION_PERMISSIONS.send, who: 'HANDLER' },
  archive: { from: ['WAIT_ARCHIVES'], to: 'ARCHIVED', permission: CASE_ACTION_PERMISSIONS.archive, who: 'ANY' },
  specialFlowLaunch: { from: LAUNCHABLE, to: 'SPECIAL_PENDING', permission: CASE_ACTION_PERMISSIONS.specialFlowLaunch, who: 'HANDLER' },
  approveSpecial: { from: ['SPECIAL_PENDING'], to: 'SUSPENDED', permission: CASE_ACTION_PERMISSIONS.approveSpecial, who: 'NOT_HANDLER' },
  rejectSpecial: { from: ['SPECIAL_PENDING'], to: null, permission: CASE_ACTION_PERMISSIONS.rejectSpecial, who: 'NOT_HANDLER' },
  closeSuspended: { from: ['SUSPENDED'], to: 'WAIT_ARCHIVES', permission: CASE_ACTION_PERMISSIONS.closeSuspended, who: 'HANDLER' },
};

/** `exempt`: the step skips approval (免审批) and must do what an approval does. */
export type Decision = { ok: true; to: CaseStatus; exempt?: true } | { ok: false; code: 'FORBIDDEN' | 'CONFLICT'; message: string };

export const statusText = (s: CaseStatus) => CASE_STATUS_LABELS[s];

/** Whether `asker` may take `action` on a case in `status`, and where it leads. */
export function decide(status: CaseStatus, action: CaseAction, asker: Asker, facts: CaseFacts = {}): Decision {
  const t = TRANSITIONS[action];
  if (!t.permission.some((p) => hasPermission(asker.permissions, p))) return { ok: false, code: 'FORBIDDEN', message: '您没有执行此操作的权限' };
  if (t.who === 'HANDLER' && !asker.isHandler) return { ok: false, code: 'FORBIDDEN', message: '只有承办公证员可以执行此操作' };
  if (t.who === 'NOT_HANDLER' && asker.isHandler) return { ok: false, code: 'FORBIDDEN', message: '承办公证员不能审批自己承办的业务' };
  if (!t.from.includes(status)) return { ok: false, code: 'CONFLICT', message: `业务当前为“${CASE_STATUS_LABELS[status]}”，不能执行此操作` };
  if (t.toWhenExempt && facts.approvalExempt) return { ok: true, to: t.toWhenExempt, exempt: true };
  return { ok: true, to: t.to ?? facts.statusBeforeSpecial ?? 'ACCEPTED' };
}
