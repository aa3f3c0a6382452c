import { and, eq } from 'drizzle-orm';
import { formatFen, PAYMENT_METHOD_LABELS, REFUND_REASON_LABELS, type CaseMoney, type PayRefundBody, type RefundBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { registerApprovalKind, startApproval, type ApprovalRequestRow } from '../approval/approval.api.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { FINANCE_LOG_MODULE, writeAdjustment } from './adjustment.ts';
import { lockCase, readCaseMoney } from './fee-ledger.ts';
import { assertMonthOpen, shanghaiMonth } from './month-closing.ts';
import { refunds } from './refund.table.ts';

export const REFUND_KIND = 'feeRefund';

/**
 * 退费申请: at most what was received less every refund paid, approved or still in approval. The case row is
 * locked first, so two applications at once are decided one after the other and the second sees the first.
 */
export const applyRefund = (db: Database, actor: Actor, body: RefundBody): Promise<CaseMoney> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await lockCase(tx, actor.tenantId, body.caseId);
    const money = await readCaseMoney(tx, actor.tenantId, c);
    if (body.amountFen > money.refundableFen)
      throw new AppError(
        'CONFLICT',
        money.refundableFen > 0 ? `退费金额不能超过已收减已退（含审批中）的 ${formatFen(money.refundableFen)}` : '该业务没有可退的已收金额',
      );
    const [row] = await tx
      .insert(refunds)
      .values({ tenantId: actor.tenantId, caseId: c.id, amountFen: body.amountFen, reason: body.reason, note: body.note, appliedBy: actor.userId })
      .returning();
    const summary = `${c.businessNumber} 退费 ${formatFen(body.amountFen)}（${REFUND_REASON_LABELS[body.reason]}）`;
    const approval = await startApproval(tx, actor, { kind: REFUND_KIND, subjectId: row.id, summary });
    await tx.update(refunds).set({ approvalId: approval.id }).where(eq(refunds.id, row.id));
    await audit(tx, actor, { module: FINANCE_LOG_MODULE, action: 'refundApply', targetId: row.id, after: { ...body, approvalId: approval.id } });
    return readCaseMoney(tx, actor.tenantId, c);
  });

/** 退款: the 财务 desk pays out an approved refund; it is booked in the month it is paid. */
export const payRefund = (db: Database, actor: Actor, body: PayRefundBody): Promise<CaseMoney> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const [found] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.tenantId, actor.tenantId), eq(refunds.id, body.id)));
    if (!found) throw notFound('退费');
    const c = await lockCase(tx, actor.tenantId, found.caseId);
    const [r] = await tx.select().from(refunds).where(eq(refunds.id, found.id)).for('update');
    if (r.status !== 'APPROVED') throw new AppError('CONFLICT', r.status === 'PAID' ? '该退费已退款' : '退费尚未审批通过，不能退款');
    const paidAt = new Date();
    await assertMonthOpen(tx, actor.tenantId, paidAt);
    const before = await readCaseMoney(tx, actor.tenantId, c);
    await tx
      .update(refunds)
      .set({ status: 'PAID', method: body.method, paidAt, paidBy: actor.userId, bookedMonth: shanghaiMonth(paidAt) })
      .where(eq(refunds.id, r.id));
    await writeAdjustment(tx, actor, 'refundPay', {
      caseId: c.id,
      targetTable: 'refunds',
      targetId: r.id,
      field: 'refundedFen',
      before: formatFen(before.summary.refundedFen),
      after: `${formatFen(before.summary.refundedFen + r.amountFen)}（${PAYMENT_METHOD_LABELS[body.method]}退款 ${formatFen(r.amountFen)}）`,
      reason: `${REFUND_REASON_LABELS[r.reason]}：${r.note}`,
    });
    return readCaseMoney(tx, actor.tenantId, c);
  });

const refundOf = async (tx: Tx, r: ApprovalRequestRow, lock = true) => {
  const q = tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.tenantId, r.tenantId), eq(refunds.id, r.subjectId)));
  return (await (lock ? q.for('update') : q))[0];
};

registerApprovalKind({
  kind: REFUND_KIND,
  title: '退费申请',
  flowCode: 'feeRefund',
  async onApproved(tx, request, actor) {
    const r = await refundOf(tx, request);
    if (!r || r.status !== 'PENDING') return;
    await tx.update(refunds).set({ status: 'APPROVED', decidedAt: new Date() }).where(eq(refunds.id, r.id));
    await writeAdjustment(tx, actor, 'refundApprove', {
      caseId: r.caseId,
      targetTable: 'refunds',
      targetId: r.id,
      field: 'status',
      before: `审批中 ${formatFen(r.amountFen)}`,
      after: `已批准，待退款 ${formatFen(r.amountFen)}`,
      reason: `${REFUND_REASON_LABELS[r.reason]}：${r.note}`,
      approverId: actor.userId,
    });
  },
  async onClosed(tx, request) {
    await tx
      .update(refunds)
      .set({ status: 'REJECTED', decidedAt: new Date() })
      .where(and(eq(refunds.tenantId, request.tenantId), eq(refunds.id, request.subjectId), eq(refunds.status, 'PENDING')));
  },
  async describe(tx, request) {
    const r = await refundOf(tx, request, false);
    return r
      ? [
          { label: '退费金额', value: formatFen(r.amountFen) },
          { label: '退费原因', value: REFUND_REASON_LABELS[r.reason] },
          { label: '说明', value: r.note },
        ]
      : [];
  },
});
