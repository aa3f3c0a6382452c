import type { ApprovalDecisionValue, ApprovalStatus, ApprovalStepSnapshot } from '@notaria/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenantRow } from '../tenant/tenant.table.ts';

/**
 * One request running through an approval flow (退费, 减免, 请假, 用印…): `kind` names the module that owns the
 * subject, `steps` is the flow as it was when the request started, so editing the flow later changes nothing here.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    ...tenantRow(),
    kind: varchar('kind', { length: 32 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    summary: varchar('summary', { length: 200 }).notNull(),
    applicantId: integer('applicant_id').notNull(),
    /** The applicant's department when the request started: DEPT_HEAD steps are routed from it. */
    applicantDeptId: integer('applicant_dept_id'),
    flowId: integer('flow_id').notNull(),
    flowName: varchar('flow_name', { length: 64 }).notNull(),
    steps: jsonb('steps').$type<ApprovalStepSnapshot[]>().notNull(),
    /** Index into `steps` of the step waiting for a decision (the last one once decided). */
    currentStep: integer('current_step').notNull().default(0),
    /** Who may decide the current step, resolved when the request reached it. */
    currentApproverIds: integer('current_approver_ids').array().notNull(),
    status: varchar('status', { length: 16 }).$type<ApprovalStatus>().notNull().default('PENDING'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('approval_requests_subject_idx').on(t.tenantId, t.kind, t.subjectId),
    /** A subject has at most one request running. */
    uniqueIndex('approval_requests_open_uq')
      .on(t.tenantId, t.kind, t.subjectId)
      .where(sql`status = 'PENDING'`),
    index('approval_requests_applicant_idx').on(t.tenantId, t.applicantId, t.id),
    index('approval_requests_status_idx').on(t.tenantId, t.status),
  ],
);

/** Every decision taken on a request, in order. Append-only: the database refuses UPDATE and DELETE. */
export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    ...tenantRow(),
    requestId: integer('request_id')
      .notNull()
      .references(() => approvalRequests.id),
    stepIndex: integer('step_index').notNull(),
    stepName: varchar('step_name', { length: 64 }).notNull(),
    approverId: integer('approver_id').notNull(),
    decision: varchar('decision', { length: 16 }).$type<ApprovalDecisionValue>().notNull(),
    opinion: varchar('opinion', { length: 500 }).notNull().default(''),
    at: createdAt(),
  },
  (t) => [index('approval_decisions_request_idx').on(t.requestId, t.id), index('approval_decisions_approver_idx').on(t.tenantId, t.approverId)],
);
