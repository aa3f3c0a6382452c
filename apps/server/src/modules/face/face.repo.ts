import { and, asc, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { FacePageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { first, ownedRows, paged } from '../../db/rows.ts';
import { contains, likeText } from '../../lib/sql-helpers.ts';
import { caseParties, cases } from '../business/business.table.ts';
import { users } from '../user/user.table.ts';
import { verificationReports as vr } from '../verification/verification.table.ts';

export const FACE_KIND = 'FACE';
export const FACE_BUSINESS_TYPE = 'case';

export const findCase = (tx: Tx, tenantId: number, id: number) =>
  first(
    tx
      .select({ id: cases.id, businessNumber: cases.businessNumber, status: cases.status })
      .from(cases)
      .where(and(eq(cases.tenantId, tenantId), eq(cases.id, id))),
  );

export const findParty = (tx: Tx, tenantId: number, caseId: number, partyId: number) =>
  ownedRows(caseParties).findBy(tx, tenantId, [eq(caseParties.caseId, caseId), eq(caseParties.id, partyId)]);

/** Cases whose number contains `text`, newest first, with their natural-person parties. */
export async function casesByNumber(tx: Tx, tenantId: number, text: string, limit = 10) {
  const found = await tx
    .select({ id: cases.id, businessNumber: cases.businessNumber, status: cases.status })
    .from(cases)
    .where(and(eq(cases.tenantId, tenantId), ilike(cases.businessNumber, likeText(text))))
    .orderBy(desc(cases.id))
    .limit(limit);
  if (!found.length) return [];
  const parties = await tx
    .select({ id: caseParties.id, caseId: caseParties.caseId, role: caseParties.role, name: caseParties.name, idNumber: caseParties.idNumber })
    .from(caseParties)
    .where(
      and(
        eq(caseParties.tenantId, tenantId),
        eq(caseParties.customerType, 'PERSONAL'),
        inArray(
          caseParties.caseId,
          found.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(caseParties.id));
  return found.map((c) => ({ ...c, parties: parties.filter((p) => p.caseId === c.id) }));
}

const detail = (key: string) => sql<string>`coalesce(${vr.detail}->>${key}, '')`;

/** The tenant's face verification records of cases, newest first. */
export function pageRecords(tx: Tx, tenantId: number, q: FacePageQuery) {
  const where = and(
    eq(vr.tenantId, tenantId),
    eq(vr.kind, FACE_KIND),
    eq(vr.businessType, FACE_BUSINESS_TYPE),
    contains(detail('businessNumber'), q.businessNumber),
    contains(vr.subjectName, q.partyName),
    q.result ? eq(vr.result, q.result) : undefined,
    q.method ? sql`${vr.detail}->>'method' = ${q.method}` : undefined,
    q.from ? gte(vr.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(vr.createdAt, new Date(q.to)) : undefined,
  );
  return paged(
    tx,
    vr,
    where,
    q,
    tx
      .select({ r: vr, verifierName: sql<string>`coalesce(${users.name}, '')` })
      .from(vr)
      .leftJoin(users, eq(users.id, vr.userId))
      .where(where)
      .orderBy(desc(vr.id))
      .$dynamic(),
  );
}
