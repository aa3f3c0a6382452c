import { PASS_THROUGH_FEE_TYPES } from '@notaria/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * The SQL behind 月度报表, each over one organisation and one Shanghai month. Sums come back as text (bigint)
 * and are read with Number(): fen totals stay far below 2^53.
 */

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
/** A timestamp's China calendar day (UTC+8, no daylight saving), as the evidence statistics do. */
const chinaDay = (column: string) => sql.raw(`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`);
const passThrough = sql.join(
  PASS_THROUGH_FEE_TYPES.map((t) => sql`${t}`),
  sql`, `,
);

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type MovementKind = 'PAY' | 'CANCEL' | 'REFUND';

export interface Movement {
  caseId: number;
  method: string;
  kind: MovementKind;
  day: string;
  amountFen: number;
}

/** Payments booked in the month, cancellations booked in it, refunds paid out in it; per case, method, kind and day. */
export async function movements(tx: Tx, tenantId: number, month: string): Promise<Movement[]> {
  const result = await tx.execute(sql`
    select case_id, method, 'PAY' as kind, ${chinaDay('paid_at')} as day, sum(amount_fen)::text as amount
      from payments where tenant_id = ${tenantId} and booked_month = ${month}
      group by case_id, method, day
    union all
    select case_id, method, 'CANCEL', ${chinaDay('cancelled_at')} as day, sum(amount_fen)::text
      from payments where tenant_id = ${tenantId} and status = 'CANCELLED' and cancel_booked_month = ${month}
      group by case_id, method, day
    union all
    select case_id, coalesce(method, 'CASH'), 'REFUND', ${chinaDay('paid_at')} as day, sum(amount_fen)::text
      from refunds where tenant_id = ${tenantId} and status = 'PAID' and booked_month = ${month}
      group by case_id, method, day`);
  return rowsOf<{ case_id: number; method: string; kind: MovementKind; day: string; amount: string }>(result).map((r) => ({
    caseId: r.case_id,
    method: r.method,
    kind: r.kind,
    day: r.day,
    amountFen: Number(r.amount),
  }));
}

/** Allocations to 代收代付 lines of the payments booked in the month, less the reversals of cancellations booked in it. */
export async function passThroughFen(tx: Tx, tenantId: number, month: string): Promise<number> {
  const result = await tx.execute(sql`
    select coalesce(sum(case when a.reverses_id is null then
             case when p.booked_month = ${month} then a.amount_fen else 0 end
           else case when p.cancel_booked_month = ${month} then a.amount_fen else 0 end end), 0)::text as amount
      from payment_allocations a
      join payments p on p.id = a.payment_id
      join case_fees f on f.id = a.fee_id
     where a.tenant_id = ${tenantId} and p.method <> 'ACCOUNT' and f.fee_type in (${passThrough})
       and (p.booked_month = ${month} or p.cancel_booked_month = ${month})`);
  return Number(rowsOf<{ amount: string }>(result)[0]?.amount ?? 0);
}

/** Fee lines of the cases accepted in [start, end) and reductions approved in it. */
export async function accruals(tx: Tx, tenantId: number, start: Date, end: Date): Promise<{ grossFen: number; reductionsFen: number }> {
  const result = await tx.execute(sql`
    select
      (select coalesce(sum(f.amount_fen), 0) from case_fees f join cases c on c.id = f.case_id
        where f.tenant_id = ${tenantId} and coalesce(c.accepted_at, c.created_at) >= ${iso(start)} and coalesce(c.accepted_at, c.created_at) < ${iso(end)})::text as gross,
      (select coalesce(sum(r.amount_fen), 0) from fee_reductions r
        where r.tenant_id = ${tenantId} and r.status = 'APPROVED' and r.decided_at >= ${iso(start)} and r.decided_at < ${iso(end)})::text as reduced`);
  const row = rowsOf<{ gross: string; reduced: string }>(result)[0];
  return { grossFen: Number(row?.gross ?? 0), reductionsFen: Number(row?.reduced ?? 0) };
}

export interface CaseDimensions {
  caseId: number;
  itemName: string;
  categoryName: string;
  handlerId: number;
  handlerName: string;
}

/** The first item's name and category, and the notary, of each case. */
export async function caseDimensions(tx: Tx, tenantId: number, caseIds: number[]): Promise<CaseDimensions[]> {
  if (caseIds.length === 0) return [];
  const ids = sql.join(
    caseIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    select c.id as case_id, c.handler_id, coalesce(u.name, '') as handler_name,
           coalesce(i.item_name, '') as item_name, coalesce(i.category_name, '') as category_name
      from cases c
      left join users u on u.id = c.handler_id
      left join lateral (select item_name, category_name from case_items ci where ci.case_id = c.id order by ci.id limit 1) i on true
     where c.tenant_id = ${tenantId} and c.id in (${ids})`);
  return rowsOf<{ case_id: number; handler_id: number; handler_name: string; item_name: string; category_name: string }>(result).map((r) => ({
    caseId: r.case_id,
    itemName: r.item_name,
    categoryName: r.category_name,
    handlerId: r.handler_id,
    handlerName: r.handler_name,
  }));
}

/**
 * What each case accepted before `asOf` still owes at `asOf`: its fee lines less reductions approved and
 * allocations (payments and 记账 paid by then, less those cancelled by then), with its age in days since acceptance.
 * Each sum is one grouped pass over the organisation's rows, joined to the cases (not three lookups per case).
 */
export async function receivables(tx: Tx, tenantId: number, asOf: Date): Promise<{ ageDays: number; outstandingFen: number }[]> {
  const result = await tx.execute(sql`
    select floor(extract(epoch from (${iso(asOf)} - coalesce(c.accepted_at, c.created_at))) / 86400)::int as age_days,
           (f.gross - coalesce(r.reduced, 0) - coalesce(a.allocated, 0))::text as outstanding
      from cases c
      join (select case_id, sum(amount_fen) as gross from case_fees where tenant_id = ${tenantId} group by case_id) f on f.case_id = c.id
      left join (select case_id, sum(amount_fen) as reduced from fee_reductions
                  where tenant_id = ${tenantId} and status = 'APPROVED' and decided_at < ${iso(asOf)} group by case_id) r on r.case_id = c.id
      left join (select a.case_id, sum(a.amount_fen) as allocated from payment_allocations a join payments p on p.id = a.payment_id
                  where a.tenant_id = ${tenantId} and (case when a.reverses_id is null then p.paid_at else p.cancelled_at end) < ${iso(asOf)}
                  group by a.case_id) a on a.case_id = c.id
     where c.tenant_id = ${tenantId} and coalesce(c.accepted_at, c.created_at) < ${iso(asOf)}
       and f.gross - coalesce(r.reduced, 0) - coalesce(a.allocated, 0) > 0`);
  return rowsOf<{ age_days: number; outstanding: string }>(result)
    .map((r) => ({ ageDays: r.age_days, outstandingFen: Number(r.outstanding) }))
    .filter((r) => r.outstandingFen > 0);
}

/** The first month before `month` with money booked in it (payments, cancellations, refunds) that is not closed, or null. */
export async function unclosedActiveMonthBefore(tx: Tx, tenantId: number, month: string): Promise<string | null> {
  const result = await tx.execute(sql`
    select min(m) as month from (
      select booked_month as m from payments where tenant_id = ${tenantId} and booked_month < ${month}
      union all select cancel_booked_month from payments where tenant_id = ${tenantId} and cancel_booked_month < ${month}
      union all select booked_month from refunds where tenant_id = ${tenantId} and booked_month < ${month}
    ) months
     where not exists (select 1 from month_closings mc where mc.tenant_id = ${tenantId} and mc.month = months.m)`);
  return rowsOf<{ month: string | null }>(result)[0]?.month ?? null;
}
