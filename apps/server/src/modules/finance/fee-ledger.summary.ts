import type { CaseInvoiceStatus, CasePayStatus, MoneySummary } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { totalsOfCase } from './fee-ledger.repo.ts';

/** What a case's money figures are made of; the list computes the same in SQL (fee-ledger.repo.ts). */
export interface Totals {
  lines: number;
  gross: number;
  reduced: number;
  received: number;
  onAccount: number;
  refunded: number;
  invoiced: number;
}

export function payStatusOf(t: Totals): CasePayStatus {
  const outstanding = t.gross - t.reduced - t.received - t.onAccount;
  if (t.refunded > 0 && t.refunded >= t.received) return 'REFUNDED';
  if (outstanding <= 0) return 'PAID';
  return t.received + t.onAccount > 0 ? 'PARTIAL' : 'UNPAID';
}

export function invoiceStatusOf(t: Totals): CaseInvoiceStatus {
  if (t.invoiced <= 0) return 'NONE';
  return t.invoiced >= t.received - t.refunded ? 'FULL' : 'PARTIAL';
}

export function summaryOf(t: Totals): MoneySummary {
  const outstandingFen = t.gross - t.reduced - t.received - t.onAccount;
  return {
    receivableFen: t.gross - t.reduced,
    reducedFen: t.reduced,
    receivedFen: t.received,
    onAccountFen: t.onAccount,
    refundedFen: t.refunded,
    outstandingFen,
    invoicedFen: t.invoiced,
    settled: t.lines > 0 && outstandingFen <= 0,
    payStatus: payStatusOf(t),
    invoiceStatus: invoiceStatusOf(t),
  };
}

/** Why 提交审批 is refused while a case's fees are not settled. */
export const FEES_NOT_SETTLED = '收费尚未结清（须全部收款、记账或经批准减免），不能提交审批';

/** 应收/实收/未收/已退 of one case, and whether its fees are settled; null for a case of another organisation. */
export async function moneySummaryOf(tx: Tx, tenantId: number, caseId: number): Promise<MoneySummary | null> {
  const t = await totalsOfCase(tx, tenantId, caseId);
  return t ? summaryOf(t) : null;
}
