import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FeeBracket } from '@notaria/contracts';
import { tenantRow } from '../tenant/tenant.table.ts';

/**
 * 收费标准: one version of a fee code's schedule. A new version closes the previous one (effective_to = the day
 * before it starts); a version is never changed after a case line used it — a change is a new version.
 */
export const feeStandards = pgTable(
  'fee_standards',
  {
    ...tenantRow(),
    feeCode: varchar('fee_code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** The 公证事项 the standard applies to; null for a fee charged on any item (副本费, 译文费). */
    itemId: integer('item_id'),
    /** The case fee type the lines it suggests get (NOTARY_FEE, COPY_FEE, TRANSLATION_FEE …). */
    feeType: varchar('fee_type', { length: 32 }).notNull().default('NOTARY_FEE'),
    mode: varchar('mode', { length: 24 }).notNull(),
    unitFen: bigint('unit_fen', { mode: 'number' }).notNull().default(0),
    tiers: jsonb('tiers').$type<FeeBracket[]>().notNull().default([]),
    minFen: bigint('min_fen', { mode: 'number' }).notNull().default(0),
    maxFen: bigint('max_fen', { mode: 'number' }),
    /** Inclusive dates (Asia/Shanghai); effective_to null while the version is in force. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    sourceDoc: varchar('source_doc', { length: 200 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('fee_standards_code_version_uq').on(t.tenantId, t.feeCode, t.version), index('fee_standards_item_idx').on(t.tenantId, t.itemId)],
);
export type FeeStandardRecord = typeof feeStandards.$inferSelect;
