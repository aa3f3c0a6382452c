import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantRow } from '../tenant/tenant.table.ts';
import { createdAt } from '../../db/columns.ts';

/** 字典: a tree of entries addressed by key; a root entry is a dictionary, its children are the options. */
export const dictEntries = pgTable(
  'dict_entries',
  {
    ...tenantRow(),
    key: varchar('key', { length: 64 }).notNull(),
    parentKey: varchar('parent_key', { length: 64 }),
    name: varchar('name', { length: 64 }).notNull(),
    /** What business records store, e.g. ID_CARD or 内民证. */
    value: varchar('value', { length: 64 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dict_entries_tenant_key_uq').on(t.tenantId, t.key), index('dict_entries_parent_idx').on(t.tenantId, t.parentKey)],
);
