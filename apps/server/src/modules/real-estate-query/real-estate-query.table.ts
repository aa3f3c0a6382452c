import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cases } from '../business/business.table.ts';
import { tenants } from '../tenant/tenant.table.ts';

/** 不动产查询: one consultation of the property register for a case. */
export const realEstateQueries = pgTable(
  'real_estate_queries',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    caseId: integer('case_id').notNull().references(() => cases.id),
    propertyLocation: varchar('property_location', { length: 200 }).notNull(),
    certificateNumber: varchar('certificate_number', { length: 64 }).notNull(),
    ownerName: varchar('owner_name', { length: 64 }).notNull(),
    /** Masked only (maskIdNumber); the full number is never stored. */
    ownerIdMasked: varchar('owner_id_masked', { length: 32 }).notNull().default(''),
    /** REAL_ESTATE_CHANNELS key. */
    channel: varchar('channel', { length: 16 }).notNull(),
    /** China calendar day, YYYY-MM-DD. */
    queryDate: varchar('query_date', { length: 10 }).notNull(),
    /** REAL_ESTATE_RESULTS key. */
    result: varchar('result', { length: 16 }).notNull(),
    notes: varchar('notes', { length: 500 }).notNull().default(''),
    attachments: jsonb('attachments').$type<{ url: string; name: string }[]>().notNull().default([]),
    recordedBy: integer('recorded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('real_estate_queries_case_idx').on(t.tenantId, t.caseId), index('real_estate_queries_date_idx').on(t.tenantId, t.queryDate)],
);
