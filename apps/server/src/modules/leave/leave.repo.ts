import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { hasPermission, type LeaveCalendarEntry, LeavePageQuery, LeaveRow } from '@notaria/contracts';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { paged } from '../../db/rows.ts';
import { approvalDecisions } from '../approval/approval.table.ts';
import { departments } from '../dept/dept.table.ts';
import { roles } from '../role/role.table.ts';
import { userRoles, users } from '../user/user.table.ts';
import { leaveRequests } from './leave.table.ts';

export type LeaveRecord = typeof leaveRequests.$inferSelect;

const handover = alias(users, 'handover');
/** Leaves that put someone off work (or will once approved): shown on the calendar and checked for overlap. */
export const STANDING = ['PENDING', 'APPROVED'] as const;

const rowSelection = {
  l: leaveRequests,
  applicantName: sql<string>`coalesce(${users.name}, '')`,
  deptName: sql<string>`coalesce(${departments.name}, '')`,
  handoverName: sql<string>`coalesce(${handover.name}, '')`,
  decided: sql<boolean>`exists (select 1 from ${approvalDecisions} d where d.request_id = ${leaveRequests.approvalId} and d.tenant_id = ${leaveRequests.tenantId})`,
};

type Selected = { l: LeaveRecord; applicantName: string; deptName: string; handoverName: string; decided: boolean };

export function toLeaveRow({ l, applicantName, deptName, handoverName, decided }: Selected): LeaveRow {
  return {
    id: l.id,
    applicantId: l.applicantId,
    applicantName,
    deptName,
    kind: l.kind,
    startDate: l.startDate,
    startHalf: l.startHalf,
    endDate: l.endDate,
    endHalf: l.endHalf,
    days: l.halfDays / 2,
    reason: l.reason,
    attachmentUrl: l.attachmentUrl,
    attachmentName: l.attachmentName,
    handoverUserId: l.handoverUserId,
    handoverName,
    handedOverCases: l.handedOverCases,
    status: l.status,
    approvalId: l.approvalId,
    canWithdraw: l.status === 'PENDING' && l.approvalId !== null && !decided,
    createdAt: l.createdAt.toISOString(),
  };
}

const withNames = (tx: Tx) =>
  tx
    .select(rowSelection)
    .from(leaveRequests)
    .leftJoin(users, eq(users.id, leaveRequests.applicantId))
    .leftJoin(departments, eq(departments.id, leaveRequests.deptId))
    .leftJoin(handover, eq(handover.id, leaveRequests.handoverUserId))
    .$dynamic();

export async function leaveById(tx: Tx, tenantId: number, id: number): Promise<LeaveRow | undefined> {
  const [r] = await withNames(tx).where(and(eq(leaveRequests.tenantId, tenantId), eq(leaveRequests.id, id)));
  return r && toLeaveRow(r);
}

export async function pageOwnLeaves(tx: Tx, tenantId: number, applicantId: number, q: LeavePageQuery) {
  const where = and(
    eq(leaveRequests.tenantId, tenantId),
    eq(leaveRequests.applicantId, applicantId),
    q.kind ? eq(leaveRequests.kind, q.kind) : undefined,
    q.status ? eq(leaveRequests.status, q.status) : undefined,
  );
  const page = await paged(tx, leaveRequests, where, q, withNames(tx).where(where).orderBy(desc(leaveRequests.id)));
  return { total: page.total, list: page.list.map(toLeaveRow) };
}

/** The applicant's standing leaves touching the days `from` … `to`. */
export const standingLeavesOf = (tx: Tx, tenantId: number, applicantId: number, from: string, to: string) =>
  tx
    .select()
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.tenantId, tenantId),
        eq(leaveRequests.applicantId, applicantId),
        inArray(leaveRequests.status, [...STANDING]),
        gte(leaveRequests.endDate, from),
        lte(leaveRequests.startDate, to),
      ),
    );

/** The office's standing leaves touching the days `from` … `to`, by start. */
export async function calendarBetween(tx: Tx, tenantId: number, from: string, to: string): Promise<LeaveCalendarEntry[]> {
  const rows = await withNames(tx)
    .where(
      and(
        eq(leaveRequests.tenantId, tenantId),
        inArray(leaveRequests.status, [...STANDING]),
        gte(leaveRequests.endDate, from),
        lte(leaveRequests.startDate, to),
      ),
    )
    .orderBy(leaveRequests.startDate, leaveRequests.id)
    .limit(2000);
  return rows.map(({ l, applicantName, deptName }) => ({
    id: l.id,
    applicantId: l.applicantId,
    applicantName,
    deptName,
    kind: l.kind,
    startDate: l.startDate,
    startHalf: l.startHalf,
    endDate: l.endDate,
    endHalf: l.endHalf,
    days: l.halfDays / 2,
    status: l.status,
  }));
}

/** The leave an approval request decides, locked. */
export const leaveOfApproval = async (tx: Tx, tenantId: number, approvalId: number) =>
  (
    await tx
      .select()
      .from(leaveRequests)
      .where(and(eq(leaveRequests.tenantId, tenantId), eq(leaveRequests.approvalId, approvalId)))
      .for('update')
  )[0];

export const setLeave = (tx: Tx, id: number, values: Partial<Pick<LeaveRecord, 'status' | 'approvalId' | 'handedOverCases'>>) =>
  tx
    .update(leaveRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(leaveRequests.id, id));

export const insertLeave = async (tx: Tx, values: typeof leaveRequests.$inferInsert) => (await tx.insert(leaveRequests).values(values).returning())[0];

export async function deptOf(tx: Tx, tenantId: number, userId: number): Promise<number | null> {
  const [u] = await tx
    .select({ deptId: users.deptId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return u?.deptId ?? null;
}

/** Active users of the office holding `permission` through a role, with their department. */
export async function staffWith(tx: Tx, tenantId: number, permission: string) {
  const rows = await tx
    .select({ id: users.id, name: users.name, deptName: sql<string>`coalesce(${departments.name}, '')`, permissions: roles.permissions })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(and(eq(users.tenantId, tenantId), eq(users.activated, true)))
    .orderBy(asc(users.id));
  const byId = new Map<number, { id: number; name: string; deptName: string }>();
  for (const r of rows) if (hasPermission(r.permissions, permission)) byId.set(r.id, { id: r.id, name: r.name, deptName: r.deptName });
  return [...byId.values()];
}
