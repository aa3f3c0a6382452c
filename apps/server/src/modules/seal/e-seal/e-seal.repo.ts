import type { ESealPageQuery } from '@notaria/contracts';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { eSealRequests } from '../e-seal.table.ts';

export type ESealRequestRow = typeof eSealRequests.$inferSelect;
export type ESealRequestInsert = typeof eSealRequests.$inferInsert;

const byId = (tenantId: number, id: number) => and(eq(eSealRequests.tenantId, tenantId), eq(eSealRequests.id, id));

export async function findRequest(tx: Tx, tenantId: number, id: number, lock = false): Promise<ESealRequestRow> {
  const q = tx.select().from(eSealRequests).where(byId(tenantId, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('电子签章申请');
  return row;
}

export const insertRequest = async (tx: Tx, values: ESealRequestInsert) => (await tx.insert(eSealRequests).values(values).returning())[0];

export const updateRequest = (tx: Tx, tenantId: number, id: number, set: Partial<ESealRequestInsert>) =>
  tx
    .update(eSealRequests)
    .set({ ...set, updatedAt: new Date() })
    .where(byId(tenantId, id));

/** Moves a request on from `from` only, so a late or repeated call changes nothing. */
export const moveRequest = (tx: Tx, tenantId: number, id: number, from: ESealRequestRow['status'], set: Partial<ESealRequestInsert>) =>
  tx
    .update(eSealRequests)
    .set({ ...set, updatedAt: new Date() })
    .where(and(byId(tenantId, id), eq(eSealRequests.status, from)))
    .returning();

/** The applicant's own requests, newest first. */
export async function pageRequests(tx: Tx, tenantId: number, applicantId: number, q: ESealPageQuery) {
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(eSealRequests.tenantId, tenantId),
    eq(eSealRequests.applicantId, applicantId),
    q.status ? eq(eSealRequests.status, q.status) : undefined,
    like ? or(ilike(eSealRequests.documentName, like), ilike(eSealRequests.sealName, like), ilike(eSealRequests.reason, like)) : undefined,
  );
  const [{ total }] = await tx.select({ total: count() }).from(eSealRequests).where(where);
  const list = await tx
    .select()
    .from(eSealRequests)
    .where(where)
    .orderBy(desc(eSealRequests.createdAt), desc(eSealRequests.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  return { list, total: Number(total) };
}
