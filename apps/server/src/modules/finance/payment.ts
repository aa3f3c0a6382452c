import { and, eq } from 'drizzle-orm';
import { formatFen, PAYMENT_METHOD_LABELS, type CancelPaymentBody, type CaseMoney, type CollectBody } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { allocateNumberByCode } from '../number/number.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { FINANCE_LOG_MODULE, writeAdjustment } from './adjustment.ts';
import { lockCase, readCaseMoney } from './fee-ledger.ts';
import { assertMonthOpen, shanghaiMonth } from './month-closing.ts';
import { paymentAllocations, payments } from './payment.table.ts';

/**
 * 收款: the 财务 desk takes money (or records 记账) for some of a case's fee lines. Each allocation is at most
 * what the line still owes (fee − approved reductions − allocated), so a line is never paid twice.
 */
export const collectPayment = (db: Database, actor: Actor, body: CollectBody): Promise<CaseMoney> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await lockCase(tx, actor.tenantId, body.caseId);
    const paidAt = new Date();
    await assertMonthOpen(tx, actor.tenantId, paidAt);
    const before = await readCaseMoney(tx, actor.tenantId, c);
    const lines = new Map(before.lines.map((l) => [l.id, l]));
    const seen = new Set<number>();
    for (const a of body.allocations) {
      const line = lines.get(a.feeId);
      if (!line) throw invalid('收费项目不属于该业务');
      if (seen.has(a.feeId)) throw invalid(`收费项目“${line.feeType}”重复分配`);
      seen.add(a.feeId);
      if (a.amountFen > line.dueFen)
        throw new AppError('CONFLICT', line.dueFen > 0 ? `“${line.feeType}”本次最多可收 ${formatFen(line.dueFen)}` : `“${line.feeType}”已无未收金额`);
    }
    const amountFen = body.allocations.reduce((s, a) => s + a.amountFen, 0);
    const number = await allocateNumberByCode(tx, actor.tenantId, 'fee', { date: paidAt, businessType: 'payment', issuedBy: actor.userId });
    const [payment] = await tx
      .insert(payments)
      .values({
        tenantId: actor.tenantId,
        caseId: c.id,
        paymentNo: number.number,
        payer: { name: body.payerName, phone: body.payerPhone ?? '' },
        method: body.method,
        amountFen,
        paidAt,
        bookedMonth: shanghaiMonth(paidAt),
        cashierId: actor.userId,
        externalRef: body.externalRef ?? '',
        note: body.note ?? '',
      })
      .returning();
    await tx
      .insert(paymentAllocations)
      .values(body.allocations.map((a) => ({ tenantId: actor.tenantId, paymentId: payment.id, caseId: c.id, feeId: a.feeId, amountFen: a.amountFen })));
    const after = await readCaseMoney(tx, actor.tenantId, c);
    await audit(tx, actor, {
      module: FINANCE_LOG_MODULE,
      action: 'collect',
      targetId: payment.id,
      diff: [
        { field: 'payment', before: null, after: `${payment.paymentNo} ${PAYMENT_METHOD_LABELS[body.method]} ${formatFen(amountFen)}` },
        { field: 'receivedFen', before: before.summary.receivedFen, after: after.summary.receivedFen },
        { field: 'outstandingFen', before: before.summary.outstandingFen, after: after.summary.outstandingFen },
      ],
      message: `${c.businessNumber} 收款 ${formatFen(amountFen)}`,
    });
    return after;
  });

/**
 * 作废收款: the payment stays, marked cancelled with the reason; its allocations are undone by negative rows
 * booked in the current (open) month — a payment of a closed month is corrected in the next open one.
 */
export const cancelPayment = (db: Database, actor: Actor, body: CancelPaymentBody): Promise<CaseMoney> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const [found] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, actor.tenantId), eq(payments.id, body.id)));
    if (!found) throw notFound('收款记录');
    const c = await lockCase(tx, actor.tenantId, found.caseId);
    const [p] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
    if (p.status !== 'PAID') throw new AppError('CONFLICT', `收款 ${p.paymentNo} 已作废`);
    const now = new Date();
    await assertMonthOpen(tx, actor.tenantId, now);
    const before = await readCaseMoney(tx, actor.tenantId, c);
    if (p.method !== 'ACCOUNT') {
      const received = before.summary.receivedFen - p.amountFen;
      if (before.summary.receivedFen - before.refundableFen > received)
        throw new AppError('CONFLICT', '该业务的退费（含审批中）将超过作废后的已收金额，不能作废此收款');
      if (before.summary.invoicedFen > received - before.summary.refundedFen)
        throw new AppError('CONFLICT', '该业务已开票金额将超过作废后的已收金额，请先红冲发票');
    }
    const allocations = await tx.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, p.id));
    await tx
      .insert(paymentAllocations)
      .values(allocations.map((a) => ({ tenantId: actor.tenantId, paymentId: p.id, caseId: c.id, feeId: a.feeId, amountFen: -a.amountFen, reversesId: a.id })));
    await tx
      .update(payments)
      .set({ status: 'CANCELLED', cancelReason: body.reason, cancelledAt: now, cancelledBy: actor.userId, cancelBookedMonth: shanghaiMonth(now) })
      .where(eq(payments.id, p.id));
    await writeAdjustment(tx, actor, 'cancelPayment', {
      caseId: c.id,
      targetTable: 'payments',
      targetId: p.id,
      field: 'status',
      before: `${p.paymentNo} 已收 ${formatFen(p.amountFen)}`,
      after: `已作废（冲回 ${formatFen(p.amountFen)}，记入 ${shanghaiMonth(now)}）`,
      reason: body.reason,
    });
    return readCaseMoney(tx, actor.tenantId, c);
  });
