import { bigserial, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tenantId } from '../tenant/tenant.table.ts';
import { createdAt } from '../../db/columns.ts';

/**
 * 核验报告: one verification performed by (or for) a staff member — identity checks today, face
 * recognition and evidence verification later. Other modules write rows through the service.
 */
export const verificationReports = pgTable(
  'verification_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
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
    createdAt: createdAt(),
  },
  (t) => [index('verification_reports_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);
