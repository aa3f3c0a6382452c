import { bigint, boolean, date, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { tenantRow } from '../tenant/tenant.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * 介绍信: one request and, once approved, the letter it became. Names (applicant, persons, approver, case number) are
 * snapshots taken when they were written, so a printed letter and its counterfoil never change with later edits.
 */
export const introLetters = pgTable(
  'intro_letters',
  {
    ...tenantRow(),
    /** PENDING, APPROVED, REJECTED, WITHDRAWN or VOIDED. */
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    applicantId: integer('applicant_id').notNull(),
    applicantName: varchar('applicant_name', { length: 32 }).notNull(),
    destination: varchar('destination', { length: 100 }).notNull(),
    /** The staff sent, as `{ id, name }` in the order given. */
    persons: jsonb('persons').$type<{ id: number; name: string }[]>().notNull(),
    /** VERIFY (核实), CONTACT, COLLECT or OTHER. */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    matter: varchar('matter', { length: 200 }).notNull(),
    validDays: integer('valid_days').notNull(),
    caseId: integer('case_id'),
    caseNumber: varchar('case_number', { length: 64 }).notNull().default(''),
    /** A verification trip of fewer than two people, recorded when applied. */
    fewPersons: boolean('few_persons').notNull().default(false),
    approvalId: integer('approval_id'),
    /** From the number rule `introductionLetter`, allocated in the approving transaction. */
    letterNo: varchar('letter_no', { length: 200 }).notNull().default(''),
    ledgerId: bigint('ledger_id', { mode: 'number' }),
    approverName: varchar('approver_name', { length: 32 }).notNull().default(''),
    issuedAt: ts('issued_at'),
    validUntil: date('valid_until', { mode: 'string' }),
    voidReason: varchar('void_reason', { length: 200 }).notNull().default(''),
    voidedBy: integer('voided_by'),
    voidedByName: varchar('voided_by_name', { length: 32 }).notNull().default(''),
    voidedAt: ts('voided_at'),
    ...timestamps(),
  },
  (t) => [index('intro_letters_tenant_applicant_idx').on(t.tenantId, t.applicantId), index('intro_letters_tenant_approval_idx').on(t.tenantId, t.approvalId)],
);
