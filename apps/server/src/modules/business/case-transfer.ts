import type { CaseDetail, TransferApplyBody, TransferDecisionBody } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import { checkMayApplyTransfer, checkMayDecideTransfer, checkNotOwnTransfer, checkTransferable } from './business.policy.ts';
import * as query from './business-query.repo.ts';
import * as repo from './business.repo.ts';
import { detail } from './case-detail.ts';
import { send } from './case-notices.ts';
import { checkStaff, loadCase, record } from './case-steps.ts';

const NOTARY = 'business:accept:submitReview';

/** 转办申请: the handling notary asks to hand the case to another notary; 特殊流程审批 decides. */
export const applyTransfer = (db: Database, hub: RealtimeHub, actor: Actor, body: TransferApplyBody): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const t = actor.tenantId;
    const c = await loadCase(tx, t, body.id, true);
    const transfers = await repo.transfersOf(tx, t, c.id);
    checkMayApplyTransfer(
      actor,
      c,
      transfers.some((x) => x.status === 'PENDING'),
    );
    if (body.toUserId === c.handlerId) throw invalid('不能转办给本人');
    await checkStaff(tx, t, body.toUserId, NOTARY, '公证员');
    const reason = body.reason.trim();
    if (!reason) throw invalid('请填写转办原因');
    const toName = await query.userName(tx, t, body.toUserId);
    await repo.insertTransfer(tx, {
      tenantId: t,
      caseId: c.id,
      fromUserId: c.handlerId,
      fromName: actor.name,
      toUserId: body.toUserId,
      toName,
      reason,
    });
    const diff = [
      { field: 'transferTo', before: null, after: toName },
      { field: 'reason', before: null, after: reason },
    ];
    await record(tx, actor, c, 'transferApply', `转办给 ${toName}：${reason}`, diff, `申请转办给 ${toName}`);
    const approvers = (await query.usersWithPermission(tx, t, 'business:approve:special')).filter((u) => u !== c.handlerId);
    await send(tx, hub, actor, c, { type: 'STATUS_WAIT_APPROVE', to: approvers, title: `业务 ${c.businessNumber} 申请转办给 ${toName}，待审批` });
    return detail(tx, actor, c);
  });

/** 批准/不批准转办: approved, the transferee becomes the handling notary; either way both sides are told. */
export const decideTransferRequest = (db: Database, hub: RealtimeHub, actor: Actor, approve: boolean, body: TransferDecisionBody): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id, true);
    checkMayDecideTransfer(actor, c);
    const t = (await repo.transfersOf(tx, actor.tenantId, c.id)).find((x) => x.status === 'PENDING');
    if (!t) throw new AppError('CONFLICT', '该业务没有待审批的转办申请');
    checkNotOwnTransfer(actor, t.toUserId);
    const opinion = body.opinion?.trim() ?? '';
    if (!approve && !opinion) throw invalid('不批准须填写审批意见');
    if (approve) checkTransferable(c);
    const decision = { status: approve ? 'APPROVED' : 'REJECTED', opinion, decidedBy: actor.userId, decidedAt: new Date() };
    await repo.decideTransfer(tx, actor.tenantId, t.id, decision);
    if (!approve) {
      await record(tx, actor, c, 'transferReject', opinion, [{ field: 'transferTo', before: t.toName, after: null }], `不批准转办给 ${t.toName}`);
      await send(tx, hub, actor, c, { type: 'STATUS_APPROVE_REJECT', to: [t.fromUserId], title: `业务 ${c.businessNumber} 转办未批准` });
      return detail(tx, actor, c);
    }
    await checkStaff(tx, actor.tenantId, t.toUserId, NOTARY, '公证员');
    const after = await repo.updateCase(tx, actor.tenantId, c.id, { handlerId: t.toUserId });
    const diff = [{ field: 'handlerId', before: c.handlerId, after: t.toUserId }];
    await record(tx, actor, c, 'transferApprove', opinion || `转办给 ${t.toName}`, diff, `批准转办：${t.fromName} → ${t.toName}`);
    await send(tx, hub, actor, after, { type: 'STATUS_NEW_BUSINESS', to: [t.toUserId], title: `业务 ${c.businessNumber} 已转办给您` });
    await send(tx, hub, actor, after, {
      type: 'STATUS_APPROVE_PASS',
      to: [t.fromUserId],
      title: `业务 ${c.businessNumber} 转办已批准，现由 ${t.toName} 承办`,
      page: 'accept',
    });
    return detail(tx, actor, after);
  });
