import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { hasPermission, type CasePageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { likeText, offsetOf } from '../../lib/sql-helpers.ts';
import { roles } from '../role/role.table.ts';
import { userRoles, users } from '../user/user.table.ts';
import { caseEvents, caseFees, caseItems, caseMaterials, caseParties, casePauses, caseTransfers, cases } from './business.table.ts';

export type CaseRecord = typeof cases.$inferSelect;

export const findCase = async (tx: Tx, tenantId: number, id: number, lock = false) => {
  const q = tx.select().from(cases).where(and(eq(cases.tenantId, tenantId), eq(cases.id, id)));
  return (await (lock ? q.for('update') : q))[0];
};

export const insertCase = async (tx: Tx, values: typeof cases.$inferInsert) => (await tx.insert(cases).values(values).returning())[0];
export const updateCase = async (tx: Tx, tenantId: number, id: number, values: Partial<typeof cases.$inferInsert>) =>
  (await tx.update(cases).set({ ...values, updatedAt: new Date() }).where(and(eq(cases.tenantId, tenantId), eq(cases.id, id))).returning())[0];

export const itemsOf = (tx: Tx, tenantId: number, caseIds: number[]) =>
  caseIds.length ? tx.select().from(caseItems).where(and(eq(caseItems.tenantId, tenantId), inArray(caseItems.caseId, caseIds))).orderBy(asc(caseItems.id)) : Promise.resolve([]);
export const partiesOf = (tx: Tx, tenantId: number, caseIds: number[]) =>
  caseIds.length ? tx.select().from(caseParties).where(and(eq(caseParties.tenantId, tenantId), inArray(caseParties.caseId, caseIds))).orderBy(asc(caseParties.id)) : Promise.resolve([]);
export const materialsOf = (tx: Tx, tenantId: number, caseId: number) => tx.select().from(caseMaterials).where(and(eq(caseMaterials.tenantId, tenantId), eq(caseMaterials.caseId, caseId))).orderBy(asc(caseMaterials.id));
export const feesOf = (tx: Tx, tenantId: number, caseId: number) => tx.select().from(caseFees).where(and(eq(caseFees.tenantId, tenantId), eq(caseFees.caseId, caseId))).orderBy(asc(caseFees.id));
export const eventsOf = (tx: Tx, tenantId: number, caseId: number) => tx.select().from(caseEvents).where(and(eq(caseEvents.tenantId, tenantId), eq(caseEvents.caseId, caseId))).orderBy(asc(caseEvents.id));

export const setCertificate = (tx: Tx, tenantId: number, id: number, certificateNumber: string, ledgerId: number) =>
  tx.update(caseItems).set({ certificateNumber, ledgerId }).where(and(eq(caseItems.tenantId, tenantId), eq(caseItems.id, id)));

export const insertEvent = (tx: Tx, values: typeof caseEvents.$inferInsert) => tx.insert(caseEvents).values(values);

export const casesOfItem = async (tx: Tx, tenantId: number, itemId: number) =>
  (await tx.select({ n: count() }).from(caseItems).where(and(eq(caseItems.tenantId, tenantId), eq(caseItems.itemId, itemId))))[0].n;

export async function pageCases(tx: Tx, tenantId: number, q: CasePageQuery) {
  const where = and(
    eq(cases.tenantId, tenantId),
    q.businessNumber ? ilike(cases.businessNumber, likeText(q.businessNumber)) : undefined,
    q.status ? eq(cases.status, q.status) : undefined,
    q.handlerId ? eq(cases.handlerId, q.handlerId) : undefined,
    q.from ? gte(cases.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(cases.createdAt, new Date(q.to)) : undefined,
    q.itemId ? sql`exists (select 1 from case_items ci where ci.case_id = ${cases.id} and ci.item_id = ${q.itemId})` : undefined,
    q.party
      ? sql`exists (select 1 from case_parties cp where cp.case_id = ${cases.id} and (cp.name ilike ${likeText(q.party)} or cp.id_number ilike ${likeText(q.party)}))`
      : undefined,
  );
  const list = await tx
    .select({ c: cases, handlerName: sql<string>`coalesce(${users.name}, '')` })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.handlerId))
    .where(where)
    .orderBy(desc(cases.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ total }] = await tx.select({ total: count() }).from(cases).where(where);
  return { list, total };
}

export const userName = async (tx: Tx, tenantId: number, id: number) =>
  (await tx.select({ name: users.name }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id))))[0]?.name ?? '';

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

export const pausesOf = (tx: Tx, tenantId: number, caseIds: number[]) =>
  caseIds.length ? tx.select().from(casePauses).where(and(eq(casePauses.tenantId, tenantId), inArray(casePauses.caseId, caseIds))).orderBy(asc(casePauses.id)) : Promise.resolve([]);
export const insertPause = (tx: Tx, values: typeof casePauses.$inferInsert) => tx.insert(casePauses).values(values);
export const closePause = async (tx: Tx, tenantId: number, caseId: number, receivedBy: number) =>
  (await tx.update(casePauses).set({ receivedBy, receivedAt: new Date() }).where(and(eq(casePauses.tenantId, tenantId), eq(casePauses.caseId, caseId), isNull(casePauses.receivedAt))).returning())[0];

export type TransferRecord = typeof caseTransfers.$inferSelect;
export const transfersOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx.select().from(caseTransfers).where(and(eq(caseTransfers.tenantId, tenantId), eq(caseTransfers.caseId, caseId))).orderBy(asc(caseTransfers.id));
export const insertTransfer = (tx: Tx, values: typeof caseTransfers.$inferInsert) => tx.insert(caseTransfers).values(values);
export const decideTransfer = async (tx: Tx, tenantId: number, id: number, values: Partial<typeof caseTransfers.$inferInsert>) =>
  (await tx.update(caseTransfers).set(values).where(and(eq(caseTransfers.tenantId, tenantId), eq(caseTransfers.id, id))).returning())[0];
