import { and, asc, desc, eq, gte, ilike, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { hasPermission, type CasePageQuery, type LitigantPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { paged } from '../../db/rows.ts';
import { contains, likeText, offsetOf } from '../../lib/sql-helpers.ts';
import { notices } from '../notice/notice.table.ts';
import { operateLog } from '../oplog/oplog.table.ts';
import { roles } from '../role/role.table.ts';
import { userRoles, users } from '../user/user.table.ts';
import { caseItems, caseParties, cases } from './business.table.ts';

/** Lists and reports over cases, and the people and records around a case. */

const transferPending = sql`exists (select 1 from case_transfers ct where ct.case_id = ${cases.id} and ct.status = 'PENDING')`;
const partyMatches = (text: string) => sql`exists (select 1 from case_parties cp where cp.case_id = ${cases.id}
  and (cp.name ilike ${likeText(text)} or cp.id_number ilike ${likeText(text)}))`;

/** `scope`: the cases the caller's pages may list (case-access.ts); none limits nothing. */
export function pageCases(tx: Tx, tenantId: number, q: CasePageQuery, scope?: SQL) {
  const where = and(
    eq(cases.tenantId, tenantId),
    scope,
    contains(cases.businessNumber, q.businessNumber),
    q.status ? eq(cases.status, q.status) : undefined,
    q.handlerId ? eq(cases.handlerId, q.handlerId) : undefined,
    q.from ? gte(cases.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(cases.createdAt, new Date(q.to)) : undefined,
    q.itemId ? sql`exists (select 1 from case_items ci where ci.case_id = ${cases.id} and ci.item_id = ${q.itemId})` : undefined,
    q.party ? partyMatches(q.party) : undefined,
    q.transferPending === undefined ? undefined : q.transferPending ? transferPending : not(transferPending),
  );
  return paged(
    tx,
    cases,
    where,
    q,
    tx
      .select({ c: cases, handlerName: sql<string>`coalesce(${users.name}, '')` })
      .from(cases)
      .leftJoin(users, eq(users.id, cases.handlerId))
      .where(where)
      .orderBy(desc(cases.id))
      .$dynamic(),
  );
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

/** Parties grouped by customer, newest first. */
export async function pageLitigants(tx: Tx, tenantId: number, q: LitigantPageQuery) {
  const where = and(
    eq(caseParties.tenantId, tenantId),
    q.role ? eq(caseParties.role, q.role) : undefined,
    q.keyword ? or(ilike(caseParties.name, likeText(q.keyword)), ilike(caseParties.idNumber, likeText(q.keyword))) : undefined,
  );
  const latest = sql<number>`max(${caseParties.id})`;
  const list = await tx
    .select({
      customerType: caseParties.customerType,
      customerId: caseParties.customerId,
      lastId: latest,
      caseCount: sql<number>`count(distinct ${caseParties.caseId})`,
    })
    .from(caseParties)
    .where(where)
    .groupBy(caseParties.customerType, caseParties.customerId)
    .orderBy(desc(latest))
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ total }] = await tx
    .select({ total: sql<number>`count(distinct (${caseParties.customerType}, ${caseParties.customerId}))` })
    .from(caseParties)
    .where(where);
  const lastIds = list.map((l) => Number(l.lastId));
  const latestRows = list.length
    ? await tx
        .select()
        .from(caseParties)
        .where(and(eq(caseParties.tenantId, tenantId), inArray(caseParties.id, lastIds)))
    : [];
  return {
    total: Number(total),
    list: list.map((l) => {
      const p = latestRows.find((r) => r.id === Number(l.lastId))!;
      return {
        customerType: l.customerType,
        customerId: l.customerId,
        caseCount: l.caseCount,
        name: p.name,
        idNumber: p.idNumber,
        snapshot: p.snapshot as Record<string, unknown>,
      };
    }),
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

/** Counts of cases created in [from, to] by status, item, category, handler and month (China time). */
export async function statistics(tx: Tx, tenantId: number, from?: Date, to?: Date) {
  const where = and(eq(cases.tenantId, tenantId), from ? gte(cases.createdAt, from) : undefined, to ? lte(cases.createdAt, to) : undefined);
  const n = sql<number>`count(distinct ${cases.id})::int`;
  const month = sql<string>`to_char((${cases.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;
  const [[{ total }], byStatus, byItem, byCategory, byHandler, byMonth] = await Promise.all([
    tx.select({ total: n }).from(cases).where(where),
    tx.select({ key: cases.status, count: n }).from(cases).where(where).groupBy(cases.status).orderBy(desc(n)),
    tx
      .select({ key: caseItems.itemId, name: sql<string>`max(${caseItems.itemName})`, count: n })
      .from(cases)
      .innerJoin(caseItems, eq(caseItems.caseId, cases.id))
      .where(where)
      .groupBy(caseItems.itemId)
      .orderBy(desc(n)),
    tx
      .select({ key: caseItems.categoryName, count: n })
      .from(cases)
      .innerJoin(caseItems, eq(caseItems.caseId, cases.id))
      .where(where)
      .groupBy(caseItems.categoryName)
      .orderBy(desc(n)),
    tx
      .select({ key: cases.handlerId, name: sql<string>`coalesce(max(${users.name}), '')`, count: n })
      .from(cases)
      .leftJoin(users, eq(users.id, cases.handlerId))
      .where(where)
      .groupBy(cases.handlerId)
      .orderBy(desc(n)),
    tx.select({ key: month, count: n }).from(cases).where(where).groupBy(month).orderBy(month),
  ]);
  return { total, byStatus, byItem, byCategory, byHandler, byMonth };
}
