import { boolean, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantRow } from '../tenant/tenant.table.ts';
import { createdAt, timestamps } from '../../db/columns.ts';

/** 表单: a form of the form designer, stored per tenant; its content lives in immutable versions. */
export const forms = pgTable(
  'forms',
  {
    ...tenantRow(),
    name: varchar('name', { length: 64 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** DRAFT (never published) or PUBLISHED. */
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    /** The version data is validated against; null until the first publication. */
    publishedVersion: integer('published_version'),
    latestVersion: integer('latest_version').notNull().default(1),
    createdBy: integer('created_by'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('forms_tenant_code_uq').on(t.tenantId, t.code), index('forms_tenant_status_idx').on(t.tenantId, t.status)],
);

/** One saved state of a form; never changed once written, except for being marked published. */
export const formVersions = pgTable(
  'form_versions',
  {
    ...tenantRow(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    schema: jsonb('schema').$type<Record<string, unknown>>().notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('form_versions_form_version_uq').on(t.formId, t.version)],
);
