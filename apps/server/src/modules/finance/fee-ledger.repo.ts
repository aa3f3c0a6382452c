import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FinancePageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { countRows } from '../../db/rows.ts';
import { contains, likeText, offsetOf } from '../../lib/sql-helpers.ts';
import { caseFees, cases } from '../business/business.table.ts';
import { users } from '../user/user.table.ts';
import { invoiceSettings, invoices } from './invoice.table.ts';
import { paymentAllocations, payments } from './payment.table.ts';
import { feeReductions, refunds } from './refund.table.ts';

/** SQL over a case's money: the rows of one case, and the per-case figures of the 收费列表. */

export const feeLinesOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select({ id: caseFees.id, feeType: caseFees.feeType, note: caseFees.note, amountFen: caseFees.amountFen })
    .from(caseFees)
    .where(and(eq(caseFees.tenantId, tenantId), eq(caseFees.caseId, caseId)))
    .orderBy(asc(caseFees.id));

export const allocationsOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select({ paymentId: paymentAllocations.paymentId, feeId: paymentAllocations.feeId, amountFen: paymentAllocations.amountFen, method: payments.method })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(eq(paymentAllocations.tenantId, tenantId), eq(paymentAllocations.caseId, caseId)))
    .orderBy(asc(paymentAllocations.id));

export const paymentsOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select({ p: payments, cashierName: sql<string>`coalesce(${users.name}, '')` })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.cashierId))
    .where(and(eq(payments.tenantId, tenantId), eq(payments.caseId, caseId)))
    .orderBy(desc(payments.id));

export const reductionsOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select()
    .from(feeReductions)
    .where(and(eq(feeReductions.tenantId, tenantId), eq(feeReductions.caseId, caseId)))
    .orderBy(desc(feeReductions.id));

export const refundsOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.tenantId, tenantId), eq(refunds.caseId, caseId)))
    .orderBy(desc(refunds.id));

export const invoicesOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.caseId, caseId)))
    .orderBy(desc(invoices.id));

export const invoiceSettingsOf = async (tx: Tx, tenantId: number) => (await tx.select().from(invoiceSettings).where(eq(invoiceSettings.tenantId, tenantId)))[0];

/** The first applicant of a case, the default payer and invoice title. */
export async function applicantNameOf(tx: Tx, caseId: number): Promise<string> {
  const rows = await tx.execute(sql`select name from case_parties where case_id = ${caseId} and role = 'APPLICANT' order by id limit 1`);
  const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: { name: string }[] }).rows) as { name: string }[];
  return list[0]?.name ?? '';
}

// Per-case figures of the list, as correlated subqueries (a page is a handful of cases).
const money = (q: SQL) => sql`coalesce((${q}), 0)::bigint`;
const gross = money(sql`select sum(f.amount_fen) from case_fees f where f.case_id = ${cases.id}`);
const reduced = money(sql`select sum(r.amount_fen) from fee_reductions r where r.case_id = ${cases.id} and r.status = 'APPROVED'`);
const allocated = (account: boolean) =>
  money(
    sql`select sum(a.amount_fen) from payment_allocations a join payments p on p.id = a.payment_id where a.case_id = ${cases.id} and p.method ${account ? sql`=` : sql`<>`} 'ACCOUNT'`,
  );
const received = allocated(false);
const onAccount = allocated(true);
const refunded = money(sql`select sum(r.amount_fen) from refunds r where r.case_id = ${cases.id} and r.status = 'PAID'`);
const invoiced = money(sql`select sum(i.amount_fen) from invoices i where i.case_id = ${cases.id} and i.status = 'ISSUED' and i.red_of_id is null`);
const outstanding = sql`(${gross} - ${reduced} - ${received} - ${onAccount})`;
/** Mirrors payStatusOf in fee-ledger.ts. */
const payStatus = sql<string>`case when ${refunded} > 0 and ${refunded} >= ${received} then 'REFUNDED'
  when ${outstanding} <= 0 then 'PAID' when ${received} + ${onAccount} > 0 then 'PARTIAL' else 'UNPAID' end`;
/** Mirrors invoiceStatusOf in fee-ledger.ts. */
const invoiceStatus = sql<string>`case when ${invoiced} <= 0 then 'NONE' when ${invoiced} >= ${received} - ${refunded} then 'FULL' else 'PARTIAL' end`;
const monthOf = (col: string) => sql.raw(`to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`);

const moneyColumns = () => ({
  gross: gross.mapWith(Number),
  reduced: reduced.mapWith(Number),
  received: received.mapWith(Number),
  onAccount: onAccount.mapWith(Number),
  refunded: refunded.mapWith(Number),
  invoiced: invoiced.mapWith(Number),
  // Nested in money(): drizzle leaves a column unqualified in a top-level select field of a one-table query.
  lines: money(sql`select count(*) from case_fees f where f.case_id = ${cases.id}`).mapWith(Number),
});

/** The money figures of one case (what its detail shows and 提交审批 checks). */
export const totalsOfCase = async (tx: Tx, tenantId: number, caseId: number) =>
  (
    await tx
      .select(moneyColumns())
      .from(cases)
      .where(and(eq(cases.tenantId, tenantId), eq(cases.id, caseId)))
  )[0];

export async function pageFinanceCases(tx: Tx, tenantId: number, q: FinancePageQuery) {
  const where = and(
    eq(cases.tenantId, tenantId),
    sql`exists (select 1 from case_fees f where f.case_id = ${cases.id})`,
    q.keyword
      ? sql`(${contains(cases.businessNumber, q.keyword)} or exists (select 1 from case_parties cp where cp.case_id = ${cases.id} and cp.name ilike ${likeText(q.keyword)}))`
      : undefined,
    q.month
      ? sql`(${monthOf('cases.accepted_at')} = ${q.month} or ${monthOf('cases.created_at')} = ${q.month}
          or exists (select 1 from payments p where p.case_id = ${cases.id} and (p.booked_month = ${q.month} or p.cancel_booked_month = ${q.month}))
          or exists (select 1 from refunds r where r.case_id = ${cases.id} and r.booked_month = ${q.month}))`
      : undefined,
    q.itemId ? sql`exists (select 1 from case_items ci where ci.case_id = ${cases.id} and ci.item_id = ${q.itemId})` : undefined,
    q.notaryId ? eq(cases.handlerId, q.notaryId) : undefined,
    q.method ? sql`exists (select 1 from payments p where p.case_id = ${cases.id} and p.status = 'PAID' and p.method = ${q.method})` : undefined,
    q.payStatus ? sql`${payStatus} = ${q.payStatus}` : undefined,
    q.invoiceStatus ? sql`${invoiceStatus} = ${q.invoiceStatus}` : undefined,
  );
  const rows = await tx
    .select({
      caseId: cases.id,
      businessNumber: cases.businessNumber,
      status: cases.status,
      acceptedAt: sql<Date | null>`coalesce(${cases.acceptedAt}, ${cases.createdAt})`,
      handlerName: sql<string>`coalesce(${users.name}, '')`,
      itemNames: sql<string>`coalesce((select string_agg(ci.item_name, '、' order by ci.id) from case_items ci where ci.case_id = ${cases.id}), '')`,
      applicantNames: sql<string>`coalesce((select string_agg(cp.name, '、' order by cp.id) from case_parties cp where cp.case_id = ${cases.id} and cp.role = 'APPLICANT'), '')`,
      lastPaidAt: sql<string | null>`(select max(p.paid_at) from payments p where p.case_id = ${cases.id} and p.status = 'PAID')`,
      methods: sql<string[] | null>`(select array_agg(distinct p.method) from payments p where p.case_id = ${cases.id} and p.status = 'PAID')`,
      ...moneyColumns(),
    })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.handlerId))
    .where(where)
    .orderBy(desc(cases.id))
    .limit(q.size)
    .offset(offsetOf(q));
  return { rows, total: await countRows(tx, cases, where) };
}
