import { and, desc, eq, gte, inArray, lte, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ApprovalPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { ownedRows } from '../../db/rows.ts';
import { contains, offsetOf } from '../../lib/sql-helpers.ts';
import { users } from '../user/user.table.ts';
import { approvalDecisions, approvalRequests } from './approval.table.ts';

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;

const requestRows = ownedRows(approvalRequests);
export const { find: findRequest, insert: insertRequest, update: updateRequest } = requestRows;
export const insertDecision = ownedRows(approvalDecisions).insert;

export const openRequestOf = (tx: Tx, tenantId: number, kind: string, subjectId: number) =>
  requestRows.findBy(tx, tenantId, [eq(approvalRequests.kind, kind), eq(approvalRequests.subjectId, subjectId), eq(approvalRequests.status, 'PENDING')]);

/** SQL condition: `subjectId` has a PENDING request of `kind` (whose current step `approverId` decides, when given). */
export const openRequestSql = (kind: string, subjectId: SQL | AnyColumn, approverId?: number): SQL =>
  sql`exists (select 1 from ${approvalRequests} ar where ar.kind = ${kind} and ar.subject_id = ${subjectId} and ar.status = 'PENDING'${
    approverId === undefined ? sql`` : sql` and ${approverId} = any(ar.current_approver_ids)`
  })`;

/** Which requests a list shows: waiting on the user, decided by them, or their own. */
export type ApprovalScope = 'pending' | 'decided' | 'mine';

function scopeOf(scope: ApprovalScope, tenantId: number, userId: number): SQL {
  if (scope === 'pending') return sql`(${approvalRequests.status} = 'PENDING' and ${userId} = any(${approvalRequests.currentApproverIds}))`;
  if (scope === 'mine') return eq(approvalRequests.applicantId, userId);
  return sql`exists (select 1 from ${approvalDecisions} d where d.request_id = ${approvalRequests.id} and d.tenant_id = ${tenantId} and d.approver_id = ${userId})`;
}

export async function pageRequests(tx: Tx, tenantId: number, userId: number, scope: ApprovalScope, q: ApprovalPageQuery, exceptKinds: string[] = []) {
  const where = and(
    eq(approvalRequests.tenantId, tenantId),
    exceptKinds.length ? notInArray(approvalRequests.kind, exceptKinds) : undefined,
    scopeOf(scope, tenantId, userId),
    q.kind ? eq(approvalRequests.kind, q.kind) : undefined,
    q.status ? eq(approvalRequests.status, q.status) : undefined,
    contains(users.name, q.applicantName),
    q.from ? gte(approvalRequests.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(approvalRequests.createdAt, new Date(q.to)) : undefined,
  );
  const base = () =>
    tx.select({ r: approvalRequests, applicantName: users.name }).from(approvalRequests).innerJoin(users, eq(users.id, approvalRequests.applicantId));
  const list = await base()
    .where(where)
    // Waiting longest first for approvers; newest first for one's own and past decisions.
    .orderBy(scope === 'pending' ? approvalRequests.id : desc(approvalRequests.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(approvalRequests)
    .innerJoin(users, eq(users.id, approvalRequests.applicantId))
    .where(where);
  return { list, total: n };
}

export const decisionsOf = (tx: Tx, tenantId: number, requestId: number) =>
  tx
    .select({ d: approvalDecisions, approverName: users.name })
    .from(approvalDecisions)
    .innerJoin(users, eq(users.id, approvalDecisions.approverId))
    .where(and(eq(approvalDecisions.tenantId, tenantId), eq(approvalDecisions.requestId, requestId)))
    .orderBy(approvalDecisions.id);

export async function userNames(tx: Tx, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
  return new Map(rows.map((u) => [u.id, u.name]));
}

export async function applicantOf(tx: Tx, tenantId: number, userId: number) {
  const [u] = await tx
    .select({ id: users.id, name: users.name, deptId: users.deptId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return u;
}
