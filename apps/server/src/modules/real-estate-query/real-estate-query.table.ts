import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { cases } from '../business/business.table.ts';
import { tenantRow } from '../tenant/tenant.table.ts';
import { timestamps } from '../../db/columns.ts';

/** 不动产查询: one consultation of the property register for a case. */
export const realEstateQueries = pgTable(
  'real_estate_queries',
  {
    ...tenantRow(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
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
    ...timestamps(),
  },
  (t) => [index('real_estate_queries_case_idx').on(t.tenantId, t.caseId), index('real_estate_queries_date_idx').on(t.tenantId, t.queryDate)],
);
