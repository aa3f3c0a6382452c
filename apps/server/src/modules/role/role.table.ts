import { boolean, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantRow } from '../tenant/tenant.table.ts';
import { createdAt } from '../../db/columns.ts';

export const roles = pgTable(
  'roles',
  {
    ...tenantRow(),
    name: varchar('name', { length: 32 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** Permission strings from the registry in @notaria/contracts; `*` grants everything. */
    permissions: text('permissions').array().notNull().default([]),
    builtin: boolean('builtin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_tenant_code_uq').on(t.tenantId, t.code)],
);
