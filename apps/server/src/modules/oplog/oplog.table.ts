import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantId } from '../tenant/tenant.table.ts';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * 操作日志, append-only and hash-chained per tenant: `hash` is SHA-256 over the entry and `prevHash`,
 * the hash of the tenant's previous entry. Appends are serialised per tenant by an advisory lock.
 */
export const operateLog = pgTable(
  'operate_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id'),
    account: varchar('account', { length: 64 }).notNull().default(''),
    userName: varchar('user_name', { length: 32 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
    module: varchar('module', { length: 32 }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull().default(''),
    requestId: varchar('request_id', { length: 64 }).notNull().default(''),
    method: varchar('method', { length: 8 }).notNull().default(''),
    path: varchar('path', { length: 200 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    /** SUCCESS or FAILURE. */
    result: varchar('result', { length: 8 }).notNull(),
    errorCode: varchar('error_code', { length: 32 }).notNull().default(''),
    message: varchar('message', { length: 300 }).notNull().default(''),
    durationMs: integer('duration_ms').notNull().default(0),
    diff: jsonb('diff').$type<FieldChange[]>().notNull().default([]),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [index('operate_log_tenant_id_idx').on(t.tenantId, t.id), index('operate_log_tenant_at_idx').on(t.tenantId, t.at)],
);
