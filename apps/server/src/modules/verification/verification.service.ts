import type { MyReportQuery, PageResult, VerificationReport } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { insertReport, pageUserReports } from './verification.repo.ts';
import type { verificationReports } from './verification.table.ts';

/** The current user's reports in the tenant they work in, newest first. */
export const myReports = (db: Database, actor: Actor, q: MyReportQuery): Promise<PageResult<VerificationReport>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await pageUserReports(tx, actor.tenantId, actor.userId, q);
    return { total: page.total, list: page.list.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
  });

export type NewVerificationReport = Omit<typeof verificationReports.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;

/** For the modules that verify (identity, face, evidence): records a report in the caller's transaction. */
export const recordVerificationReport = (tx: Tx, tenantId: number, report: NewVerificationReport): Promise<number> => insertReport(tx, { ...report, tenantId });
