import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantRow } from '../tenant/tenant.table.ts';
import { timestamps } from '../../db/columns.ts';

/** 审批流程: a named, ordered list of approval steps used by business approvals and office requests. */
export const flows = pgTable(
  'flows',
  {
    ...tenantRow(),
    name: varchar('name', { length: 64 }).notNull(),
    /** Stable code later modules look the flow up by, e.g. `leave`. */
    code: varchar('code', { length: 32 }).notNull(),
    /** BUSINESS, SPECIAL or OA. */
    category: varchar('category', { length: 16 }).notNull().default('OA'),
    description: varchar('description', { length: 200 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('flows_tenant_code_uq').on(t.tenantId, t.code)],
);

export const flowSteps = pgTable(
  'flow_steps',
  {
    ...tenantRow(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** ROLE, USER or DEPT_HEAD (the head of the applicant's department). */
    approverType: varchar('approver_type', { length: 16 }).notNull(),
    approverRoleId: integer('approver_role_id'),
    approverUserId: integer('approver_user_id'),
  },
  (t) => [
    index('flow_steps_flow_idx').on(t.flowId, t.sort),
    index('flow_steps_role_idx').on(t.approverRoleId),
    index('flow_steps_user_idx').on(t.approverUserId),
  ],
);
