import type { PaymentMethod, PaymentStatus } from '@notaria/contracts';
import { bigint, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { caseFees, cases } from '../business/business.table.ts';
import { tenantRow } from '../tenant/tenant.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const fen = (name: string) => bigint(name, { mode: 'number' });

/** Who paid, as they were named at the till (the case's parties may change later; the receipt must not). */
export interface PayerSnapshot {
  name: string;
  phone: string;
}

/** 收款: money (or a 记账 promise) taken for a case by the 财务 desk; cancelled, never deleted. */
export const payments = pgTable(
  'payments',
  {
    ...tenantRow(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    /** From the number rule `fee` (收费单号). */
    paymentNo: varchar('payment_no', { length: 64 }).notNull(),
    payer: jsonb('payer').$type<PayerSnapshot>().notNull(),
    method: varchar('method', { length: 16 }).$type<PaymentMethod>().notNull(),
    amountFen: fen('amount_fen').notNull(),
    paidAt: ts('paid_at').notNull(),
    /** The month (Asia/Shanghai, YYYY-MM) the payment is booked in; its cancellation may book in a later one. */
    bookedMonth: varchar('booked_month', { length: 7 }).notNull(),
    cashierId: integer('cashier_id').notNull(),
    externalRef: varchar('external_ref', { length: 64 }).notNull().default(''),
    note: varchar('note', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 16 }).$type<PaymentStatus>().notNull().default('PAID'),
    cancelReason: varchar('cancel_reason', { length: 200 }).notNull().default(''),
    cancelledAt: ts('cancelled_at'),
    cancelledBy: integer('cancelled_by'),
    cancelBookedMonth: varchar('cancel_booked_month', { length: 7 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_tenant_no_uq').on(t.tenantId, t.paymentNo),
    index('payments_case_idx').on(t.caseId),
    index('payments_tenant_month_idx').on(t.tenantId, t.bookedMonth),
  ],
);

/**
 * Which fee line a payment pays, and how much. Append-only: a cancellation adds the negative rows
 * (`reversesId` the row it undoes), so the history of every line's money stays readable.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    ...tenantRow(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    feeId: integer('fee_id')
      .notNull()
      .references(() => caseFees.id),
    amountFen: fen('amount_fen').notNull(),
    reversesId: integer('reverses_id'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_allocations_case_idx').on(t.caseId), index('payment_allocations_payment_idx').on(t.paymentId)],
);
