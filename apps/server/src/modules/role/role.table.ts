import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenants } from '../tenant/tenant.table.ts';

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    name: varchar('name', { length: 32 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** Permission strings from the registry in @notaria/contracts; `*` grants everything. */
    permissions: text('permissions').array().notNull().default([]),
    builtin: boolean('builtin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_tenant_code_uq').on(t.tenantId, t.code)],
);
