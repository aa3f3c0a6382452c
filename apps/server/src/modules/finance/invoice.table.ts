import type { InvoiceKind, InvoiceStatus } from '@notaria/contracts';
import { bigint, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { cases } from '../business/business.table.ts';
import { tenantId, tenantRow } from '../tenant/tenant.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * 发票/票据 issued for money received. A red reversal (红冲) is its own row with the negative amount and
 * `redOfId`; the original turns RED_REVERSED. Nothing is deleted.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...tenantRow(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    kind: varchar('kind', { length: 16 }).$type<InvoiceKind>().notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNumber: varchar('tax_number', { length: 32 }).notNull().default(''),
    number: varchar('number', { length: 64 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    issuedAt: ts('issued_at').notNull(),
    issuedBy: integer('issued_by').notNull(),
    status: varchar('status', { length: 16 }).$type<InvoiceStatus>().notNull().default('ISSUED'),
    redOfId: integer('red_of_id'),
    provider: varchar('provider', { length: 32 }).notNull(),
    providerRef: varchar('provider_ref', { length: 128 }).notNull().default(''),
    fileId: varchar('file_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_case_idx').on(t.caseId), uniqueIndex('invoices_tenant_number_uq').on(t.tenantId, t.number)],
);

/** The organisation's invoicing: which kind of 票据 it issues by default (it differs by province). */
export const invoiceSettings = pgTable('invoice_settings', {
  tenantId: tenantId().primaryKey(),
  defaultKind: varchar('default_kind', { length: 16 }).$type<InvoiceKind>().notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
