import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { MyReportQuery, PageResult, VerificationReport } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { offsetOf } from '../../lib/sql-helpers.ts';
import type { Actor } from '../auth/actor.ts';
import { verificationReports } from './verification.table.ts';

/** The current user's reports in the tenant they work in, newest first. */
export const myReports = (db: Database, actor: Actor, q: MyReportQuery): Promise<PageResult<VerificationReport>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const where = and(
      eq(verificationReports.tenantId, actor.tenantId),
      eq(verificationReports.userId, actor.userId),
      q.kind ? eq(verificationReports.kind, q.kind) : undefined,
      q.result ? eq(verificationReports.result, q.result) : undefined,
      q.from ? gte(verificationReports.createdAt, new Date(q.from)) : undefined,
      q.to ? lte(verificationReports.createdAt, new Date(q.to)) : undefined,
    );
    const rows = await tx.select().from(verificationReports).where(where).orderBy(desc(verificationReports.id)).limit(q.size).offset(offsetOf(q));
    const [{ total }] = await tx.select({ total: count() }).from(verificationReports).where(where);
    return { total, list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
  });

export type NewVerificationReport = Omit<typeof verificationReports.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;

/** For the modules that verify (identity, face, evidence): records a report in the caller's transaction. */
export async function recordVerificationReport(tx: Tx, tenantId: number, report: NewVerificationReport): Promise<number> {
  const [row] = await tx.insert(verificationReports).values({ ...report, tenantId }).returning({ id: verificationReports.id });
  return row.id;
}
