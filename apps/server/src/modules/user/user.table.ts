import { boolean, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantId, tenantRow } from '../tenant/tenant.table.ts';
import { roles } from '../role/role.table.ts';
import { timestamps } from '../../db/columns.ts';

export const users = pgTable(
  'users',
  {
    ...tenantRow(),
    /** Unique across tenants: sign-in names no organisation. */
    account: varchar('account', { length: 64 }).notNull().unique(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    idCard: varchar('id_card', { length: 18 }).notNull().default(''),
    deptId: integer('dept_id'),
    notaryCertNo: varchar('notary_cert_no', { length: 32 }).notNull().default(''),
    headImage: varchar('head_image', { length: 512 }).notNull().default(''),
    handwriting: varchar('handwriting', { length: 512 }).notNull().default(''),
    signImage: varchar('sign_image', { length: 512 }).notNull().default(''),
    activated: boolean('activated').notNull().default(true),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    failedCount: integer('failed_count').notNull().default(0),
    failedWindowStart: timestamp('failed_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('users_tenant_idx').on(t.tenantId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
