import { CASE_ACTIONS, CASE_STATUS_LABELS, hasPermission, type CaseAction, type CaseStatus } from '@notaria/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { decide, type Asker } from './business.workflow.ts';

/**
 * Who may do what to one case, and in which statuses: small pure functions. The status actions are
 * decided by the transition table (business.workflow.ts); the other steps on a case are checked here.
 */
type Case = { status: string; handlerId: number };

const text = (s: string) => CASE_STATUS_LABELS[s as CaseStatus] ?? s;
const conflict = (c: Case, what: string) => new AppError('CONFLICT', `业务当前为“${text(c.status)}”，${what}`);

/** The actor as the transition table sees them on this case. */
export const askerOf = (actor: Pick<Actor, 'userId' | 'permissions'>, c: Case): Asker => ({
  isHandler: c.handlerId === actor.userId,
  permissions: actor.permissions,
});

/**
 * The status actions the actor may take on the case now: those decide() allows for its status, in table
 * order. What an action checks besides (materials, fees, a pause) is reported when it is taken. `approverIds`:
 * who decides the current step of the case's running 公证业务审批 request, if it has one.
 */
export const abilitiesOf = (actor: Pick<Actor, 'userId' | 'permissions'>, c: Case, approverIds?: readonly number[]): CaseAction[] =>
  CASE_ACTIONS.filter(
    (a) => decide(c.status as CaseStatus, a, askerOf(actor, c)).ok && (!approverIds || !DECIDING.includes(a) || approverIds.includes(actor.userId)),
  );

/** With a multi-step approval running (`approverIds` of abilitiesOf), only the current step's approvers decide. */
const DECIDING: readonly CaseAction[] = ['approve', 'reject'];

/** 补充材料 is asked for while the 15-day clock runs. */
const CLOCK_RUNNING: readonly string[] = ['ACCEPTED', 'APPROVE_REJECT'];
export function checkMayRequestAdditional(c: Case, pausedNow: boolean) {
  if (!CLOCK_RUNNING.includes(c.status)) throw conflict(c, '不能要求补充材料');
  if (pausedNow) throw new AppError('CONFLICT', '已在等待补充材料，请先登记收到');
}

const PARTIES_EDITABLE: readonly string[] = ['NEW', 'ACCEPTED', 'APPROVE_REJECT'];
export function checkPartiesEditable(c: Case) {
  if (!PARTIES_EDITABLE.includes(c.status)) throw conflict(c, '不能编辑当事人');
}

const FEES_CLOSED: readonly string[] = ['ARCHIVED', 'SUSPENDED'];
/** `what`: 追加收费 or 确认收费. */
export function checkFeesOpen(c: Case, what: string) {
  if (FEES_CLOSED.includes(c.status)) throw conflict(c, `不能${what}`);
}

const TRANSFERABLE: readonly string[] = ['NEW', 'ACCEPTED', 'WAIT_APPROVE', 'APPROVE_REJECT', 'APPROVE_PASS', 'CERTIFIED'];
export function checkTransferable(c: Case) {
  if (!TRANSFERABLE.includes(c.status)) throw conflict(c, '不能转办');
}

/** 转办申请: the handling notary, on a case that can be transferred, with no request pending. */
export function checkMayApplyTransfer(actor: Pick<Actor, 'userId'>, c: Case, pending: boolean) {
  if (c.handlerId !== actor.userId) throw new AppError('FORBIDDEN', '只有承办公证员可以执行此操作');
  checkTransferable(c);
  if (pending) throw new AppError('CONFLICT', '已有待审批的转办申请');
}

/** 批准/不批准转办: a holder of 特殊流程审批 who neither handles the case nor would receive it. */
export function checkMayDecideTransfer(actor: Pick<Actor, 'userId' | 'permissions'>, c: Case) {
  if (!hasPermission(actor.permissions, 'business:approve:special')) throw new AppError('FORBIDDEN', '您没有执行此操作的权限');
  if (c.handlerId === actor.userId) throw new AppError('FORBIDDEN', '承办公证员不能审批自己承办的业务');
}
export function checkNotOwnTransfer(actor: Pick<Actor, 'userId'>, toUserId: number) {
  if (toUserId === actor.userId) throw new AppError('FORBIDDEN', '不能审批转办给自己的申请');
}
