import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { MyReportQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { paged } from '../../db/rows.ts';
import { verificationReports } from './verification.table.ts';

export function pageUserReports(tx: Tx, tenantId: number, userId: number, q: MyReportQuery) {
  const where = and(
    eq(verificationReports.tenantId, tenantId),
    eq(verificationReports.userId, userId),
    q.kind ? eq(verificationReports.kind, q.kind) : undefined,
    q.result ? eq(verificationReports.result, q.result) : undefined,
    q.from ? gte(verificationReports.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(verificationReports.createdAt, new Date(q.to)) : undefined,
  );
  return paged(tx, verificationReports, where, q, tx.select().from(verificationReports).where(where).orderBy(desc(verificationReports.id)).$dynamic());
}

export async function insertReport(tx: Tx, values: typeof verificationReports.$inferInsert): Promise<number> {
  const [row] = await tx.insert(verificationReports).values(values).returning({ id: verificationReports.id });
  return row.id;
}
