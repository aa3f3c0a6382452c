import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenants } from '../tenant/tenant.table.ts';

/**
 * 核验报告: one verification performed by (or for) a staff member — identity checks today, face
 * recognition and evidence verification later. Other modules write rows through the service.
 */
export const verificationReports = pgTable(
  'verification_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    userId: integer('user_id').notNull(),
    /** IDENTITY, FACE, EVIDENCE, ... */
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    subjectName: varchar('subject_name', { length: 64 }).notNull().default(''),
    /** Masked identity number of the subject, e.g. 1101**********1234. */
    subjectIdNo: varchar('subject_id_no', { length: 32 }).notNull().default(''),
    /** PASS, FAIL or PENDING. */
    result: varchar('result', { length: 8 }).notNull(),
    score: integer('score'),
    businessType: varchar('business_type', { length: 32 }).notNull().default(''),
    businessId: varchar('business_id', { length: 64 }).notNull().default(''),
    reportUrl: varchar('report_url', { length: 512 }).notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_reports_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);
