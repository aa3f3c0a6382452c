import { bigserial, boolean, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { tenantId } from '../tenant/tenant.table.ts';
import { users } from '../user/user.table.ts';
import { createdAt } from '../../db/columns.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    activeRoleId: integer('active_role_id').notNull(),
    /** The tenant the super administrator last worked in (null: the home tenant); a change is audited. */
    workTenantId: integer('work_tenant_id'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Captcha answers live in the database so any instance can check them. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  answer: varchar('answer', { length: 16 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const loginLog = pgTable(
  'login_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    success: boolean('success').notNull(),
    reason: varchar('reason', { length: 32 }).notNull().default(''),
  },
  (t) => [index('login_log_tenant_at_idx').on(t.tenantId, t.at), index('login_log_user_at_idx').on(t.userId, t.at)],
);
