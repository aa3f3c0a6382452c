import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { approvalRequests } from '../approval/approval.table.ts';
import { cases } from '../business/business.table.ts';
import { departments } from '../dept/dept.table.ts';
import { users } from '../user/user.table.ts';

/** Users of the office by id (also disabled ones: a disabled notary may still hold cases). */
export const usersByIds = (tx: Tx, tenantId: number, ids: number[]) =>
  ids.length
    ? tx
        .select({ id: users.id, name: users.name, deptName: sql<string>`coalesce(${departments.name}, '')` })
        .from(users)
        .leftJoin(departments, eq(departments.id, users.deptId))
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)))
    : Promise.resolve([]);

/** The office's cases in `statuses`. */
export const casesIn = (tx: Tx, tenantId: number, statuses: readonly string[]) =>
  tx
    .select()
    .from(cases)
    .where(and(eq(cases.tenantId, tenantId), inArray(cases.status, [...statuses])));

/** Approval requests waiting across the office, longest waiting first. */
export async function pendingApprovals(tx: Tx, tenantId: number, limit: number) {
  const where = and(eq(approvalRequests.tenantId, tenantId), eq(approvalRequests.status, 'PENDING'));
  const list = await tx
    .select({ r: approvalRequests, applicantName: sql<string>`coalesce(${users.name}, '')` })
    .from(approvalRequests)
    .leftJoin(users, eq(users.id, approvalRequests.applicantId))
    .where(where)
    .orderBy(asc(approvalRequests.id))
    .limit(limit);
  const [{ n }] = await tx.select({ n: count() }).from(approvalRequests).where(where);
  return { list, total: n };
}
