import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenantRow } from '../tenant/tenant.table.ts';

/**
 * 调整记录: every manual change of money (a payment cancelled, a reduction applied, a refund paid, an invoice
 * reversed, a fee line corrected), with what it was, what it became, why and who approved. Append-only.
 */
export const financeAdjustments = pgTable(
  'finance_adjustments',
  {
    ...tenantRow(),
    caseId: integer('case_id'),
    targetTable: varchar('target_table', { length: 32 }).notNull(),
    targetId: integer('target_id').notNull(),
    field: varchar('field', { length: 32 }).notNull(),
    before: varchar('before', { length: 200 }).notNull().default(''),
    after: varchar('after', { length: 200 }).notNull().default(''),
    reason: varchar('reason', { length: 200 }).notNull(),
    actorId: integer('actor_id').notNull(),
    approverId: integer('approver_id'),
    createdAt: createdAt(),
  },
  (t) => [index('finance_adjustments_tenant_idx').on(t.tenantId, t.createdAt), index('finance_adjustments_case_idx').on(t.caseId)],
);
