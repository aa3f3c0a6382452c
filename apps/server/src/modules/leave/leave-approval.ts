import { LEAVE_KINDS, leaveSpanText } from '@notaria/contracts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { registerApprovalKind } from '../approval/approval.api.ts';
import { reassignOpenCases } from '../business/business.api.ts';
import * as repo from './leave.repo.ts';

export const LEAVE_KIND = 'leave';

/**
 * Where the handover's case notices are pushed. The approval engine calls onApproved without a hub, so the app binds
 * its hub when the leave routes are mounted; unbound, notices are stored and read on the next fetch.
 */
let liveHub: RealtimeHub | null = null;
export const bindLeaveHub = (hub: RealtimeHub) => {
  liveHub = hub;
};
const storeOnly = { deliver: async () => undefined } as unknown as RealtimeHub;

registerApprovalKind({
  kind: LEAVE_KIND,
  title: '请假',
  flowCode: 'leave',
  // The handover happens at approval: the cases move to the colleague as soon as the leave is granted, so nothing
  // waits for a scheduled job on the first day of leave and the approver sees the result at once.
  async onApproved(tx, request, actor) {
    const leave = await repo.leaveOfApproval(tx, request.tenantId, request.id);
    if (!leave || leave.status !== 'PENDING') return;
    let moved = 0;
    if (leave.handoverUserId !== null) {
      const reason = `请假交接：${LEAVE_KINDS[leave.kind]} ${leaveSpanText(leave)}`;
      const result = await reassignOpenCases(tx, liveHub ?? storeOnly, actor, {
        fromUserId: leave.applicantId,
        toUserId: leave.handoverUserId,
        reason,
      }).catch((e: unknown) => {
        if (e instanceof AppError && e.code === 'VALIDATION_FAILED') throw invalid(`工作交接人已不能承办业务（${e.message}），请驳回后由申请人重新指定交接人`);
        throw e;
      });
      moved = result.moved;
    }
    await repo.setLeave(tx, leave.id, { status: 'APPROVED', handedOverCases: moved });
  },
  async onClosed(tx, request, _actor, outcome) {
    const leave = await repo.leaveOfApproval(tx, request.tenantId, request.id);
    if (leave && leave.status === 'PENDING') await repo.setLeave(tx, leave.id, { status: outcome });
  },
  async describe(tx, request) {
    const leave = await repo.leaveById(tx, request.tenantId, request.subjectId);
    if (!leave) return [];
    return [
      { label: '请假类型', value: LEAVE_KINDS[leave.kind as keyof typeof LEAVE_KINDS] ?? leave.kind },
      { label: '请假时间', value: leaveSpanText(leave) },
      { label: '天数', value: `${leave.days} 天（按工作日计）` },
      { label: '部门', value: leave.deptName || '—' },
      { label: '请假事由', value: leave.reason },
      { label: '工作交接人', value: leave.handoverName ? `${leave.handoverName}（批准后其在办业务转给此人）` : '—' },
      { label: '附件', value: leave.attachmentName || (leave.attachmentUrl ? '已上传' : '无') },
    ];
  },
});
