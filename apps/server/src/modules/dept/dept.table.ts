import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tenantRow } from '../tenant/tenant.table.ts';
import { createdAt } from '../../db/columns.ts';

export const departments = pgTable(
  'departments',
  {
    ...tenantRow(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 64 }).notNull(),
    headUserId: integer('head_user_id'),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('departments_tenant_idx').on(t.tenantId, t.parentId)],
);
