import type { CaseMoney, FeeLineMoney, InvoiceKind, RefundReason } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findCase, type CaseRecord } from '../business/business.api.ts';
import * as repo from './fee-ledger.repo.ts';
import { summaryOf, type Totals } from './fee-ledger.summary.ts';

/** The case, locked FOR UPDATE: every write to a case's money holds it, so two writes never both see the same room. */
export async function lockCase(tx: Tx, tenantId: number, caseId: number): Promise<CaseRecord> {
  const c = await findCase(tx, tenantId, caseId, true);
  if (!c) throw notFound('业务');
  return c;
}

const SPECIAL_REFUND_REASON: Record<string, RefundReason> = { TERMINATE: 'TERMINATED', REFUSE: 'REFUSED', WITHDRAW: 'WITHDRAWN' };

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything about one case's money, read in the caller's transaction (lock the case first when writing). */
export async function readCaseMoney(tx: Tx, tenantId: number, c: Pick<CaseRecord, 'id' | 'businessNumber' | 'status' | 'specialKind'>): Promise<CaseMoney> {
  const caseId = c.id;
  const [fees, allocations, payments, reductions, refunds, invoices, settings, applicantName] = await Promise.all([
    repo.feeLinesOf(tx, tenantId, caseId),
    repo.allocationsOf(tx, tenantId, caseId),
    repo.paymentsOf(tx, tenantId, caseId),
    repo.reductionsOf(tx, tenantId, caseId),
    repo.refundsOf(tx, tenantId, caseId),
    repo.invoicesOf(tx, tenantId, caseId),
    repo.invoiceSettingsOf(tx, tenantId),
    repo.applicantNameOf(tx, caseId),
  ]);
  const feeType = new Map(fees.map((f) => [f.id, f.feeType]));
  const lines: FeeLineMoney[] = fees.map((f) => {
    const reducedFen = sum(reductions.filter((r) => r.feeId === f.id && r.status === 'APPROVED').map((r) => r.amountFen));
    const allocatedFen = sum(allocations.filter((a) => a.feeId === f.id).map((a) => a.amountFen));
    return { id: f.id, feeType: f.feeType, note: f.note, amountFen: f.amountFen, reducedFen, allocatedFen, dueFen: f.amountFen - reducedFen - allocatedFen };
  });
  const totals: Totals = {
    lines: fees.length,
    gross: sum(fees.map((f) => f.amountFen)),
    reduced: sum(lines.map((l) => l.reducedFen)),
    received: sum(allocations.filter((a) => a.method !== 'ACCOUNT').map((a) => a.amountFen)),
    onAccount: sum(allocations.filter((a) => a.method === 'ACCOUNT').map((a) => a.amountFen)),
    refunded: sum(refunds.filter((r) => r.status === 'PAID').map((r) => r.amountFen)),
    invoiced: sum(invoices.filter((i) => i.status === 'ISSUED' && i.redOfId === null).map((i) => i.amountFen)),
  };
  const refundsClaimed = sum(refunds.filter((r) => r.status !== 'REJECTED').map((r) => r.amountFen));
  const refundableFen = totals.received - refundsClaimed;
  const ended = ['SPECIAL_PENDING', 'SUSPENDED'].includes(c.status) ? SPECIAL_REFUND_REASON[c.specialKind] : undefined;
  return {
    caseId,
    businessNumber: c.businessNumber,
    summary: summaryOf(totals),
    lines,
    payments: payments.map(({ p, cashierName }) => ({
      id: p.id,
      paymentNo: p.paymentNo,
      payerName: p.payer.name,
      method: p.method,
      amountFen: p.amountFen,
      paidAt: p.paidAt.toISOString(),
      bookedMonth: p.bookedMonth,
      cashierName,
      externalRef: p.externalRef,
      status: p.status,
      cancelReason: p.cancelReason,
      allocations: allocations
        .filter((a) => a.paymentId === p.id && a.amountFen > 0)
        .map((a) => ({ feeId: a.feeId, feeType: feeType.get(a.feeId) ?? '', amountFen: a.amountFen })),
    })),
    reductions: reductions.map((r) => ({
      id: r.id,
      feeId: r.feeId,
      feeType: feeType.get(r.feeId) ?? '',
      amountFen: r.amountFen,
      reason: r.reason,
      note: r.note,
      status: r.status,
      approvalId: r.approvalId,
      createdAt: r.createdAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amountFen: r.amountFen,
      reason: r.reason,
      note: r.note,
      status: r.status,
      approvalId: r.approvalId,
      method: r.method,
      paidAt: iso(r.paidAt),
      createdAt: r.createdAt.toISOString(),
    })),
    invoices: invoices.map((i) => ({
      id: i.id,
      kind: i.kind,
      title: i.title,
      taxNumber: i.taxNumber,
      number: i.number,
      amountFen: i.amountFen,
      issuedAt: i.issuedAt.toISOString(),
      status: i.status,
      redOfId: i.redOfId,
      providerRef: i.providerRef,
    })),
    refundableFen,
    invoiceableFen: totals.received - totals.refunded - totals.invoiced,
    defaultInvoiceKind: (settings?.defaultKind ?? 'RECEIPT') as InvoiceKind,
    applicantName,
    proposedRefund: ended && refundableFen > 0 ? { amountFen: refundableFen, reason: ended } : null,
  };
}
