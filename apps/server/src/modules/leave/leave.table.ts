import type { ApprovalStatus, HalfDay, LeaveKind } from '@notaria/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { tenantRow } from '../tenant/tenant.table.ts';

/**
 * 请假: one leave request of a member of staff. `status` follows its approval request (the `leave` flow);
 * `halfDays` are the working half days it covers, counted when it was applied for.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    ...tenantRow(),
    applicantId: integer('applicant_id').notNull(),
    deptId: integer('dept_id'),
    kind: varchar('kind', { length: 16 }).$type<LeaveKind>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startHalf: varchar('start_half', { length: 2 }).$type<HalfDay>().notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    endHalf: varchar('end_half', { length: 2 }).$type<HalfDay>().notNull(),
    halfDays: integer('half_days').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    attachmentUrl: varchar('attachment_url', { length: 300 }).notNull().default(''),
    attachmentName: varchar('attachment_name', { length: 200 }).notNull().default(''),
    /** Who takes over the applicant's open cases when the leave is approved. */
    handoverUserId: integer('handover_user_id'),
    handedOverCases: integer('handed_over_cases').notNull().default(0),
    status: varchar('status', { length: 16 }).$type<ApprovalStatus>().notNull().default('PENDING'),
    approvalId: integer('approval_id'),
    ...timestamps(),
  },
  (t) => [
    index('leave_requests_applicant_idx').on(t.tenantId, t.applicantId, t.id),
    index('leave_requests_dates_idx').on(t.tenantId, t.endDate, t.startDate),
    check('leave_requests_span_ck', sql`${t.endDate} >= ${t.startDate} AND ${t.halfDays} > 0`),
    check('leave_requests_status_ck', sql`${t.status} IN ('PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN')`),
  ],
);
