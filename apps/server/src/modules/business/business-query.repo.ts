import { and, asc, desc, eq, gte, ilike, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { hasPermission, type CasePageQuery, type LitigantPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { countRows } from '../../db/rows.ts';
import { likeText, offsetOf } from '../../lib/sql-helpers.ts';
import { notices } from '../notice/notice.table.ts';
import { operateLog } from '../oplog/oplog.table.ts';
import { roles } from '../role/role.table.ts';
import { userRoles, users } from '../user/user.table.ts';
import { caseParties, cases } from './business.table.ts';

/** Lists and reports over cases, and the people and records around a case. */

const transferPending = sql`exists (select 1 from case_transfers ct where ct.case_id = ${cases.id} and ct.status = 'PENDING')`;
// Contains-searches through the indexed search functions of migration 0044 (the same rows as ILIKE over the organisation's
// cases and parties): row-level security would keep ILIKE in this query off any index.
const partyMatches = (text: string) => sql`${cases.id} in (select notaria_cases_by_party(${text}, ${likeText(text)}))`;
const numberContains = (text: string | undefined) => (text ? sql`${cases.id} in (select notaria_cases_by_number(${text}, ${likeText(text)}))` : undefined);

/** `scope`: the cases the caller's pages may list (case-access.ts); none limits nothing. */
export async function pageCases(tx: Tx, tenantId: number, q: CasePageQuery, scope?: SQL) {
  const where = and(
    eq(cases.tenantId, tenantId),
    scope,
    numberContains(q.businessNumber),
    q.status ? eq(cases.status, q.status) : undefined,
    q.handlerId ? eq(cases.handlerId, q.handlerId) : undefined,
    q.from ? gte(cases.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(cases.createdAt, new Date(q.to)) : undefined,
    q.itemId ? sql`exists (select 1 from case_items ci where ci.case_id = ${cases.id} and ci.item_id = ${q.itemId})` : undefined,
    q.party ? partyMatches(q.party) : undefined,
    q.transferPending === undefined ? undefined : q.transferPending ? transferPending : not(transferPending),
  );
  // The page's ids first, from the index alone however deep the page; then those rows.
  const ids = (await tx.select({ id: cases.id }).from(cases).where(where).orderBy(desc(cases.id)).limit(q.size).offset(offsetOf(q))).map((r) => r.id);
  const list = ids.length
    ? await tx
        .select({ c: cases, handlerName: sql<string>`coalesce(${users.name}, '')` })
        .from(cases)
        .leftJoin(users, eq(users.id, cases.handlerId))
        .where(and(eq(cases.tenantId, tenantId), inArray(cases.id, ids)))
        .orderBy(desc(cases.id))
    : [];
  return { list, total: await countRows(tx, cases, where) };
}

export const userName = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
  )[0]?.name ?? '';

/** Active users of the tenant holding `permission` through any of their roles. */
export async function usersWithPermission(tx: Tx, tenantId: number, permission: string): Promise<number[]> {
  const rows = await tx
    .select({ userId: users.id, permissions: roles.permissions })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.tenantId, tenantId), eq(users.activated, true), or(eq(roles.tenantId, tenantId))));
  return [...new Set(rows.filter((r) => hasPermission(r.permissions, permission)).map((r) => r.userId))];
}

/** The notices about a case: their links open it on one of the business pages. */
export const noticesOfCase = (tx: Tx, tenantId: number, links: string[]) =>
  tx
    .select({
      id: notices.id,
      notifyType: notices.notifyType,
      title: notices.title,
      recipientId: notices.recipientId,
      recipientName: sql<string>`coalesce(${users.name}, '')`,
      isRead: notices.isRead,
      createdAt: notices.createdAt,
    })
    .from(notices)
    .leftJoin(users, eq(users.id, notices.recipientId))
    .where(and(eq(notices.tenantId, tenantId), inArray(notices.link, links)))
    .orderBy(asc(notices.id))
    .limit(500);

export const logsOfCase = (tx: Tx, tenantId: number, targetId: string) =>
  tx
    .select({
      id: operateLog.id,
      at: operateLog.at,
      userName: operateLog.userName,
      action: operateLog.action,
      result: operateLog.result,
      message: operateLog.message,
    })
    .from(operateLog)
    .where(and(eq(operateLog.tenantId, tenantId), eq(operateLog.module, 'business'), eq(operateLog.targetId, targetId)))
    .orderBy(asc(operateLog.id))
    .limit(500);

/**
 * Parties grouped by customer, newest first: a customer's place is its latest party row (of those the filters keep).
 * The page walks the party rows newest first and keeps each customer's latest (no later row of the same customer),
 * so the first page reads a few rows instead of grouping the whole organisation.
 */
export async function pageLitigants(tx: Tx, tenantId: number, q: LitigantPageQuery) {
  const pattern = q.keyword ? likeText(q.keyword) : undefined;
  const where = and(
    eq(caseParties.tenantId, tenantId),
    q.role ? eq(caseParties.role, q.role) : undefined,
    pattern ? or(ilike(caseParties.name, pattern), ilike(caseParties.idNumber, pattern)) : undefined,
  );
  const laterOfSameCustomer = sql`exists (select 1 from case_parties later where later.tenant_id = ${tenantId}
    and later.customer_id = ${caseParties.customerId} and later.customer_type = ${caseParties.customerType} and later.id > ${caseParties.id}
    ${q.role ? sql`and later.role = ${q.role}` : sql``}
    ${pattern ? sql`and (later.name ilike ${pattern} or later.id_number ilike ${pattern})` : sql``})`;
  const latestRows = await tx
    .select()
    .from(caseParties)
    .where(and(where, not(laterOfSameCustomer)))
    .orderBy(desc(caseParties.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const counts = latestRows.length
    ? await tx
        .select({ customerType: caseParties.customerType, customerId: caseParties.customerId, caseCount: sql<number>`count(distinct ${caseParties.caseId})` })
        .from(caseParties)
        .where(
          and(
            where,
            inArray(
              caseParties.customerId,
              latestRows.map((r) => r.customerId),
            ),
          ),
        )
        .groupBy(caseParties.customerId, caseParties.customerType)
    : [];
  const [{ total }] = await tx.select({ total: sql<number>`count(*)` }).from(
    tx
      .select({ one: sql`1` })
      .from(caseParties)
      .where(where)
      .groupBy(caseParties.customerId, caseParties.customerType)
      .as('customers'),
  );
  return {
    total: Number(total),
    list: latestRows.map((p) => ({
      customerType: p.customerType,
      customerId: p.customerId,
      caseCount: counts.find((c) => c.customerType === p.customerType && c.customerId === p.customerId)!.caseCount,
      name: p.name,
      idNumber: p.idNumber,
      snapshot: p.snapshot as Record<string, unknown>,
    })),
  };
}

export const casesOfParties = (tx: Tx, tenantId: number, customerIds: number[]) =>
  customerIds.length
    ? tx
        .select({
          customerType: caseParties.customerType,
          customerId: caseParties.customerId,
          role: caseParties.role,
          caseId: cases.id,
          businessNumber: cases.businessNumber,
          status: cases.status,
          createdAt: cases.createdAt,
        })
        .from(caseParties)
        .innerJoin(cases, eq(cases.id, caseParties.caseId))
        .where(and(eq(caseParties.tenantId, tenantId), inArray(caseParties.customerId, customerIds)))
        .orderBy(desc(cases.id))
    : Promise.resolve([]);

type Bucket<K> = { key: K; count: number };
const byCountDesc = <T extends { count: number }>(list: T[]) => list.sort((a, b) => b.count - a.count);
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Counts of cases created in [from, to] by status, item, category, handler and month (China time): one pass over the
 * cases (grouping sets) and one over their items, instead of one query per dimension.
 */
export async function statistics(tx: Tx, tenantId: number, from?: Date, to?: Date) {
  const inRange = sql.join(
    [
      sql`c.tenant_id = ${tenantId}`,
      ...(from ? [sql`c.created_at >= ${from.toISOString()}::timestamptz`] : []),
      ...(to ? [sql`c.created_at <= ${to.toISOString()}::timestamptz`] : []),
    ],
    sql` and `,
  );
  const caseRows = rowsOf<{ dim: string; status: string; handler_id: number; handler_name: string; month: string; n: number }>(
    await tx.execute(sql`
      select case when grouping(status, handler_id, month) = 7 then 'total' when grouping(status) = 0 then 'status'
                  when grouping(handler_id) = 0 then 'handler' else 'month' end as dim,
             status, handler_id, coalesce(max(handler_name), '') as handler_name, month, count(*)::int as n
        from (select c.status, c.handler_id, u.name as handler_name,
                     to_char((c.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM') as month
                from cases c left join users u on u.id = c.handler_id where ${inRange}) c
       group by grouping sets ((), (status), (handler_id), (month))`),
  );
  const itemRows = rowsOf<{ dim: string; item_id: number; item_name: string; category_name: string; n: number }>(
    await tx.execute(sql`
      with ci as (select ci.case_id, ci.item_id, ci.item_name, ci.category_name
                    from case_items ci join cases c on c.id = ci.case_id where ${inRange})
      select 'item' as dim, item_id, max(item_name) as item_name, null as category_name, count(distinct case_id)::int as n from ci group by item_id
      union all
      select 'category', null, null, category_name, count(distinct case_id)::int from ci group by category_name`),
  );
  const of = (dim: string) => caseRows.filter((r) => r.dim === dim);
  return {
    total: of('total')[0]?.n ?? 0,
    byStatus: byCountDesc<Bucket<string>>(of('status').map((r) => ({ key: r.status, count: r.n }))),
    byItem: byCountDesc(itemRows.filter((r) => r.dim === 'item').map((r) => ({ key: Number(r.item_id), name: r.item_name, count: r.n }))),
    byCategory: byCountDesc<Bucket<string>>(itemRows.filter((r) => r.dim === 'category').map((r) => ({ key: r.category_name, count: r.n }))),
    byHandler: byCountDesc(of('handler').map((r) => ({ key: Number(r.handler_id), name: r.handler_name, count: r.n }))),
    byMonth: of('month')
      .map((r) => ({ key: r.month, count: r.n }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
  };
}
