import type { DocContent, PageSettings } from '@notaria/contracts';
import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { tenantId, tenantRow } from '../tenant/tenant.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * 文书模板. PUBLIC templates belong to the platform organisation and are read by every office; OFFICE ones to
 * their office; PERSONAL ones to their owner. `content` is the working draft; publishing freezes a version.
 */
export const docTemplates = pgTable(
  'doc_templates',
  {
    ...tenantRow(),
    scope: varchar('scope', { length: 16 }).notNull(),
    ownerId: integer('owner_id'),
    kind: varchar('kind', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    engine: varchar('engine', { length: 16 }).notNull().default('TIPTAP'),
    /** The notarization items it is for; empty = the default template of its kind. */
    itemIds: jsonb('item_ids').$type<number[]>().notNull().default([]),
    /** PUBLIC templates name their items (each office has its own item ids); a copy maps the names to the office's items. */
    itemNames: jsonb('item_names').$type<string[]>().notNull().default([]),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    page: jsonb('page').$type<PageSettings>().notNull(),
    content: jsonb('content').$type<DocContent>().notNull(),
    /** DOCX engine: the uploaded Word file (stored_files.id). */
    docxFileId: varchar('docx_file_id', { length: 64 }),
    /** Bumped by every save: a save that started from an older revision is refused (409). */
    revision: integer('revision').notNull().default(0),
    publishedVersion: integer('published_version').notNull().default(0),
    copiedFromId: integer('copied_from_id'),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    deletedAt: ts('deleted_at'),
    ...timestamps(),
  },
  (t) => [index('doc_templates_tenant_kind_idx').on(t.tenantId, t.kind), index('doc_templates_scope_idx').on(t.scope)],
);

/** A published version of a template: immutable; case documents keep the version they were made from. */
export const docTemplateVersions = pgTable(
  'doc_template_versions',
  {
    ...tenantRow(),
    templateId: integer('template_id')
      .notNull()
      .references(() => docTemplates.id),
    version: integer('version').notNull(),
    page: jsonb('page').$type<PageSettings>().notNull(),
    content: jsonb('content').$type<DocContent>().notNull(),
    docxFileId: varchar('docx_file_id', { length: 64 }),
    /** The field paths the version binds (checked against the catalogue at publication). */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    publishedBy: integer('published_by').notNull(),
    publishedAt: ts('published_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doc_template_versions_uq').on(t.templateId, t.version)],
);

/** An office's seal image and the name printed on its documents. */
export const docSettings = pgTable('doc_settings', {
  tenantId: tenantId().primaryKey(),
  /** The office's full name as printed (e.g. 北京市方圆公证处); the organisation's name when empty. */
  officeFullName: varchar('office_full_name', { length: 128 }).notNull().default(''),
  /** Printed on notices and letters (受理通知书, 委托核实函). */
  address: varchar('address', { length: 200 }).notNull().default(''),
  phone: varchar('phone', { length: 32 }).notNull().default(''),
  /** The seal image (PNG with transparency, stored_files.id). */
  sealFileId: varchar('seal_file_id', { length: 64 }),
  ...timestamps(),
});
