import type { DashboardSummary } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { shanghaiMonth } from './month-closing.ts';
import { movements, receivables } from './month-report.repo.ts';

/** The money a director looks for first: this month's revenue (payments − refunds) and what is still owed. */
export async function moneyAtAGlance(tx: Tx, tenantId: number, now = new Date()): Promise<NonNullable<DashboardSummary['money']>> {
  const month = shanghaiMonth(now);
  const [moves, owed] = await Promise.all([movements(tx, tenantId, month), receivables(tx, tenantId, now)]);
  let paymentsFen = 0;
  let refundsFen = 0;
  for (const m of moves) {
    if (m.method === 'ACCOUNT') continue;
    if (m.kind === 'PAY') paymentsFen += m.amountFen;
    else if (m.kind === 'CANCEL') paymentsFen -= m.amountFen;
    else refundsFen += m.amountFen;
  }
  return {
    month,
    revenueFen: paymentsFen - refundsFen,
    paymentsFen,
    refundsFen,
    receivablesFen: owed.reduce((s, r) => s + r.outstandingFen, 0),
    receivableCases: owed.length,
  };
}

/** Net revenue (payments − refunds, 记账 not included) per booked month, for the months given. */
export async function revenueByMonth(tx: Tx, tenantId: number, months: string[]): Promise<{ month: string; revenueFen: number }[]> {
  const all = await Promise.all(months.map((m) => movements(tx, tenantId, m)));
  return months.map((month, i) => ({
    month,
    revenueFen: all[i].filter((m) => m.method !== 'ACCOUNT').reduce((s, m) => s + (m.kind === 'PAY' ? m.amountFen : -m.amountFen), 0),
  }));
}
