import { bigserial, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantId } from '../tenant/tenant.table.ts';

/**
 * 月结: one row per closed month and organisation, append-only (a trigger refuses updates and deletes), so a
 * closed month can never be reopened. `totals` is the report as frozen; its canonical JSON is hashed
 * (SHA-256 and SM3) and appended to the integrity chain at entry `chainSeq`.
 */
export const monthClosings = pgTable(
  'month_closings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    /** 'YYYY-MM' in Asia/Shanghai. */
    month: varchar('month', { length: 7 }).notNull(),
    closedBy: integer('closed_by').notNull(),
    closedByName: varchar('closed_by_name', { length: 32 }).notNull().default(''),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    totals: jsonb('totals').$type<Record<string, unknown>>().notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    sm3: varchar('sm3', { length: 64 }).notNull(),
    /** The integrity chain entry (tenant, seq) that holds the hash. */
    chainSeq: integer('chain_seq').notNull(),
  },
  (t) => [uniqueIndex('month_closings_tenant_month_uq').on(t.tenantId, t.month), index('month_closings_tenant_idx').on(t.tenantId)],
);
