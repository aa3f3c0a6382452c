import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { IntroLetterPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { ownedRows, paged } from '../../db/rows.ts';
import { invalid } from '../../lib/app-error.ts';
import { contains } from '../../lib/sql-helpers.ts';
import { cases } from '../business/business.table.ts';
import { users } from '../user/user.table.ts';
import { introLetters } from './intro-letter.table.ts';

export type IntroLetterRecord = typeof introLetters.$inferSelect;
const rows = ownedRows(introLetters);

export const { insert: insertLetter, update: updateLetter, find: findLetter } = rows;

/** The letter an approval request is about; locked for a deciding transaction. */
export const letterOfApproval = (tx: Tx, tenantId: number, approvalId: number, lock = false) =>
  rows.findBy(tx, tenantId, [eq(introLetters.approvalId, approvalId)], lock);

/** The start of a China date (YYYY-MM-DD), `days` later; an impossible date is a 400, not a failed query. */
function chinaDayStart(date: string, days = 0): Date {
  const t = Date.parse(`${date}T00:00:00+08:00`);
  if (Number.isNaN(t)) throw invalid(`日期“${date}”不正确`);
  return new Date(t + days * 86_400_000);
}

/** A page of the office's letters, newest first; only the applicant's own when `applicantId` is given. */
export function pageLetters(tx: Tx, tenantId: number, q: IntroLetterPageQuery, applicantId?: number) {
  const where = and(
    eq(introLetters.tenantId, tenantId),
    applicantId ? eq(introLetters.applicantId, applicantId) : undefined,
    q.status ? eq(introLetters.status, q.status) : undefined,
    q.purpose ? eq(introLetters.purpose, q.purpose) : undefined,
    contains(introLetters.letterNo, q.letterNo),
    contains(introLetters.destination, q.destination),
    contains(introLetters.applicantName, q.applicant),
    q.from ? gte(introLetters.createdAt, chinaDayStart(q.from)) : undefined,
    q.to ? lt(introLetters.createdAt, chinaDayStart(q.to, 1)) : undefined,
  );
  const list = tx.select().from(introLetters).where(where).orderBy(desc(introLetters.id)).$dynamic();
  return paged(tx, introLetters, where, q, list);
}

/** The office's active users among `ids`, by id. */
export async function activeUsers(tx: Tx, tenantId: number, ids: number[]) {
  const found = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.activated, true), inArray(users.id, ids)));
  return new Map(found.map((u) => [u.id, u.name]));
}

export const caseOf = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .select({ id: cases.id, businessNumber: cases.businessNumber })
      .from(cases)
      .where(and(eq(cases.tenantId, tenantId), eq(cases.id, id)))
  )[0];

/** Cases whose business number contains `term`, newest first, for the picker. */
export const casesLike = (tx: Tx, tenantId: number, term: string) =>
  tx
    .select({ id: cases.id, businessNumber: cases.businessNumber, status: cases.status })
    .from(cases)
    .where(and(eq(cases.tenantId, tenantId), contains(cases.businessNumber, term)))
    .orderBy(desc(cases.id))
    .limit(20);

/** The letter being voided, locked, with nothing else touching it in between. */
export const lockLetter = (tx: Tx, tenantId: number, id: number) => rows.find(tx, tenantId, id, true);

export const markVoided = (tx: Tx, tenantId: number, id: number, values: { voidReason: string; voidedBy: number; voidedByName: string }) =>
  tx
    .update(introLetters)
    .set({ ...values, status: 'VOIDED', voidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(introLetters.tenantId, tenantId), eq(introLetters.id, id), eq(introLetters.status, 'APPROVED')))
    .returning();
