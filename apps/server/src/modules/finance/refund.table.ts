import type { PaymentMethod, ReductionReason, ReductionStatus, RefundReason, RefundStatus } from '@notaria/contracts';
import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { caseFees, cases } from '../business/business.table.ts';
import { tenantRow } from '../tenant/tenant.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const fen = (name: string) => bigint(name, { mode: 'number' });

/** 减免: part or all of one fee line waived (法律援助, 困难群众…); applies only once its approval passes. */
export const feeReductions = pgTable(
  'fee_reductions',
  {
    ...tenantRow(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    feeId: integer('fee_id')
      .notNull()
      .references(() => caseFees.id),
    amountFen: fen('amount_fen').notNull(),
    reason: varchar('reason', { length: 16 }).$type<ReductionReason>().notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    approvalId: integer('approval_id'),
    status: varchar('status', { length: 16 }).$type<ReductionStatus>().notNull().default('PENDING'),
    appliedBy: integer('applied_by').notNull(),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('fee_reductions_case_idx').on(t.caseId)],
);

/** 退费: money paid back for a cause; approved through its flow, then paid out by the 财务 desk. */
export const refunds = pgTable(
  'refunds',
  {
    ...tenantRow(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    amountFen: fen('amount_fen').notNull(),
    reason: varchar('reason', { length: 16 }).$type<RefundReason>().notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    approvalId: integer('approval_id'),
    status: varchar('status', { length: 16 }).$type<RefundStatus>().notNull().default('PENDING'),
    appliedBy: integer('applied_by').notNull(),
    decidedAt: ts('decided_at'),
    method: varchar('method', { length: 16 }).$type<PaymentMethod>(),
    paidAt: ts('paid_at'),
    paidBy: integer('paid_by'),
    bookedMonth: varchar('booked_month', { length: 7 }),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_case_idx').on(t.caseId), index('refunds_tenant_month_idx').on(t.tenantId, t.bookedMonth)],
);
