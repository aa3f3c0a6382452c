import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invalid } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import * as query from './business-query.repo.ts';
import * as repo from './business.repo.ts';
import { cases } from './business.table.ts';
import { send } from './case-notices.ts';
import { checkStaff, record } from './case-steps.ts';

const NOTARY = 'business:accept:submitReview';
/** The statuses 转办 is allowed in (business.policy.ts TRANSFERABLE): the open cases. */
const OPEN: string[] = ['NEW', 'ACCEPTED', 'WAIT_APPROVE', 'APPROVE_REJECT', 'APPROVE_PASS', 'CERTIFIED'];

/** The person who takes over must be a notary of the office, and someone else. */
export async function checkReassignTarget(tx: Tx, tenantId: number, fromUserId: number, toUserId: number) {
  if (fromUserId === toUserId) throw invalid('接办公证员不能是原承办公证员本人');
  await checkStaff(tx, tenantId, toUserId, NOTARY, '接办公证员');
}

/**
 * 转办 decided by someone with the authority to (the office head's console, an approved leave's handover): every
 * open case `fromUserId` handles goes to `toUserId` in the caller's transaction. Each case gets a transfer row that
 * is approved at once, so its 转办 history reads as any other; a transfer request still pending on the case is
 * closed as not approved, being superseded. Both notaries are told.
 */
export async function reassignOpenCases(
  tx: Tx,
  hub: RealtimeHub,
  actor: Actor,
  input: { fromUserId: number; toUserId: number; reason: string },
): Promise<{ moved: number; businessNumbers: string[] }> {
  const t = actor.tenantId;
  await checkReassignTarget(tx, t, input.fromUserId, input.toUserId);
  const reason = input.reason.trim();
  if (!reason) throw invalid('请填写转办原因');
  const open = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.tenantId, t), eq(cases.handlerId, input.fromUserId), inArray(cases.status, OPEN)))
    .orderBy(asc(cases.id))
    .for('update');
  if (!open.length) return { moved: 0, businessNumbers: [] };
  const [fromName, toName] = await Promise.all([query.userName(tx, t, input.fromUserId), query.userName(tx, t, input.toUserId)]);
  const now = new Date();
  for (const c of open) {
    const pending = (await repo.transfersOf(tx, t, c.id)).find((x) => x.status === 'PENDING');
    if (pending)
      await repo.decideTransfer(tx, t, pending.id, {
        status: 'REJECTED',
        opinion: `已由${actor.name}直接转办给 ${toName}`,
        decidedBy: actor.userId,
        decidedAt: now,
      });
    await repo.insertTransfer(tx, {
      tenantId: t,
      caseId: c.id,
      fromUserId: input.fromUserId,
      fromName,
      toUserId: input.toUserId,
      toName,
      reason,
      status: 'APPROVED',
      opinion: reason,
      decidedBy: actor.userId,
      decidedAt: now,
    });
    const after = await repo.updateCase(tx, t, c.id, { handlerId: input.toUserId });
    const diff = [{ field: 'handlerId', before: c.handlerId, after: input.toUserId }];
    await record(tx, actor, c, 'transferApprove', `转办给 ${toName}：${reason}`, diff, `转办：${fromName} → ${toName}`);
    await send(tx, hub, actor, after, { type: 'STATUS_NEW_BUSINESS', to: [input.toUserId], title: `业务 ${c.businessNumber} 已转办给您` });
    await send(tx, hub, actor, after, {
      type: 'STATUS_APPROVE_PASS',
      to: [input.fromUserId],
      title: `业务 ${c.businessNumber} 已转办，现由 ${toName} 承办`,
      page: 'accept',
    });
  }
  return { moved: open.length, businessNumbers: open.map((c) => c.businessNumber) };
}
