import { bigint, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantId } from '../tenant/tenant.table.ts';
import { createdAt } from '../../db/columns.ts';

/** An uploaded file: the bytes live under DATA_DIR/files/<tenant>/, named by a random key. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    tenantId: tenantId(),
    name: varchar('name', { length: 200 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Relative to DATA_DIR/files. */
    path: varchar('path', { length: 300 }).notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_tenant_idx').on(t.tenantId, t.createdAt), uniqueIndex('stored_files_path_uq').on(t.path)],
);
