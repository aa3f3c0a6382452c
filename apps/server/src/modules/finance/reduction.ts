import { and, eq } from 'drizzle-orm';
import { formatFen, REDUCTION_REASON_LABELS, type CaseMoney, type ReductionBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import { registerApprovalKind, startApproval, type ApprovalRequestRow } from '../approval/approval.api.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { FINANCE_LOG_MODULE, writeAdjustment } from './adjustment.ts';
import { lockCase, readCaseMoney } from './fee-ledger.ts';
import { feeReductions } from './refund.table.ts';

export const REDUCTION_KIND = 'feeReduction';

/** Pending reductions of a line also hold their amount, so two applications cannot waive more than is owed. */
const pendingOn = async (tx: Tx, tenantId: number, feeId: number) =>
  (
    await tx
      .select()
      .from(feeReductions)
      .where(and(eq(feeReductions.tenantId, tenantId), eq(feeReductions.feeId, feeId), eq(feeReductions.status, 'PENDING')))
  )
    .map((r) => r.amountFen)
    .reduce((a, b) => a + b, 0);

/** 减免申请: nothing is waived until the 减免审批 flow approves it. */
export const applyReduction = (db: Database, actor: Actor, body: ReductionBody): Promise<CaseMoney> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await lockCase(tx, actor.tenantId, body.caseId);
    const money = await readCaseMoney(tx, actor.tenantId, c);
    const line = money.lines.find((l) => l.id === body.feeId);
    if (!line) throw invalid('收费项目不属于该业务');
    const room = line.dueFen - (await pendingOn(tx, actor.tenantId, line.id));
    if (body.amountFen > room)
      throw new AppError('CONFLICT', room > 0 ? `“${line.feeType}”最多可减免 ${formatFen(room)}` : `“${line.feeType}”已无可减免的未收金额`);
    const [row] = await tx
      .insert(feeReductions)
      .values({
        tenantId: actor.tenantId,
        caseId: c.id,
        feeId: line.id,
        amountFen: body.amountFen,
        reason: body.reason,
        note: body.note,
        appliedBy: actor.userId,
      })
      .returning();
    const summary = `${c.businessNumber} ${line.feeType} 减免 ${formatFen(body.amountFen)}（${REDUCTION_REASON_LABELS[body.reason]}）`;
    const approval = await startApproval(tx, actor, { kind: REDUCTION_KIND, subjectId: row.id, summary });
    await tx.update(feeReductions).set({ approvalId: approval.id }).where(eq(feeReductions.id, row.id));
    await audit(tx, actor, { module: FINANCE_LOG_MODULE, action: 'reductionApply', targetId: row.id, after: { ...body, approvalId: approval.id } });
    return readCaseMoney(tx, actor.tenantId, c);
  });

const reductionOf = async (tx: Tx, r: ApprovalRequestRow, lock = true) => {
  const q = tx
    .select()
    .from(feeReductions)
    .where(and(eq(feeReductions.tenantId, r.tenantId), eq(feeReductions.id, r.subjectId)));
  return (await (lock ? q.for('update') : q))[0];
};

registerApprovalKind({
  kind: REDUCTION_KIND,
  title: '减免申请',
  flowCode: 'feeReduction',
  async onApproved(tx, request, actor) {
    const red = await reductionOf(tx, request);
    if (!red || red.status !== 'PENDING') return;
    const c = await lockCase(tx, request.tenantId, red.caseId);
    const line = (await readCaseMoney(tx, request.tenantId, c)).lines.find((l) => l.id === red.feeId);
    if (!line || red.amountFen > line.dueFen)
      throw new AppError('CONFLICT', `该收费项目现未收 ${formatFen(line?.dueFen ?? 0)}，少于申请减免的 ${formatFen(red.amountFen)}，请驳回后重新申请`);
    await tx.update(feeReductions).set({ status: 'APPROVED', decidedAt: new Date() }).where(eq(feeReductions.id, red.id));
    await writeAdjustment(tx, actor, 'reductionApprove', {
      caseId: c.id,
      targetTable: 'case_fees',
      targetId: line.id,
      field: 'reducedFen',
      before: formatFen(line.reducedFen),
      after: formatFen(line.reducedFen + red.amountFen),
      reason: `${REDUCTION_REASON_LABELS[red.reason]}：${red.note}`,
      approverId: actor.userId,
    });
  },
  async onClosed(tx, request) {
    await tx
      .update(feeReductions)
      .set({ status: 'REJECTED', decidedAt: new Date() })
      .where(and(eq(feeReductions.tenantId, request.tenantId), eq(feeReductions.id, request.subjectId), eq(feeReductions.status, 'PENDING')));
  },
  async describe(tx, request) {
    const red = await reductionOf(tx, request, false);
    return red
      ? [
          { label: '减免金额', value: formatFen(red.amountFen) },
          { label: '减免原因', value: REDUCTION_REASON_LABELS[red.reason] },
          { label: '说明', value: red.note },
        ]
      : [];
  },
});
