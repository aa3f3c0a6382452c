import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenants } from '../tenant/tenant.table.ts';

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 64 }).notNull(),
    headUserId: integer('head_user_id'),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('departments_tenant_idx').on(t.tenantId, t.parentId)],
);
