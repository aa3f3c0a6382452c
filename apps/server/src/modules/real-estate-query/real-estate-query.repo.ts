import { and, count, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { RealEstateQueryPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { first, ownedRows } from '../../db/rows.ts';
import { likeText, offsetOf } from '../../lib/sql-helpers.ts';
import { cases } from '../business/business.table.ts';
import { users } from '../user/user.table.ts';
import { realEstateQueries as q } from './real-estate-query.table.ts';

const withNames = (tx: Tx) =>
  tx
    .select({ r: q, businessNumber: cases.businessNumber, recordedByName: sql<string>`coalesce(${users.name}, '')` })
    .from(q)
    .innerJoin(cases, eq(cases.id, q.caseId))
    .leftJoin(users, eq(users.id, q.recordedBy));

export async function pageQueries(tx: Tx, tenantId: number, p: RealEstateQueryPageQuery) {
  const kw = p.keyword?.trim();
  const where = and(
    eq(q.tenantId, tenantId),
    kw ? or(ilike(q.propertyLocation, likeText(kw)), ilike(q.certificateNumber, likeText(kw)), ilike(q.ownerName, likeText(kw))) : undefined,
    p.businessNumber?.trim() ? ilike(cases.businessNumber, likeText(p.businessNumber.trim())) : undefined,
    p.caseId ? eq(q.caseId, p.caseId) : undefined,
    p.channel ? eq(q.channel, p.channel) : undefined,
    p.result ? eq(q.result, p.result) : undefined,
    p.from ? gte(q.queryDate, p.from) : undefined,
    p.to ? lte(q.queryDate, p.to) : undefined,
  );
  const list = await withNames(tx).where(where).orderBy(desc(q.queryDate), desc(q.id)).limit(p.size).offset(offsetOf(p));
  const [{ total }] = await tx.select({ total: count() }).from(q).innerJoin(cases, eq(cases.id, q.caseId)).where(where);
  return { list, total };
}

export const findQuery = (tx: Tx, tenantId: number, id: number) => first(withNames(tx).where(and(eq(q.tenantId, tenantId), eq(q.id, id))));
export const { insert: insertQuery, update: updateQuery, remove: deleteQuery } = ownedRows(q);
