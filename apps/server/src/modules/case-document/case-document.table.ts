import type { DocContent, PageSettings } from '@notaria/contracts';
import { date, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from '../../db/columns.ts';
import { cases } from '../business/business.table.ts';
import { tenantRow } from '../tenant/tenant.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const caseRef = () =>
  integer('case_id')
    .notNull()
    .references(() => cases.id);

/** A document of a case, made from a template version: DRAFT while written, FINAL once issued, VOID when corrected. */
export const caseDocuments = pgTable(
  'case_documents',
  {
    ...tenantRow(),
    caseId: caseRef(),
    caseItemId: integer('case_item_id'),
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    templateId: integer('template_id').notNull(),
    templateVersion: integer('template_version').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    /** 1 for the first document of its item and kind; a correction makes the next one and voids this. */
    version: integer('version').notNull().default(1),
    replacesId: integer('replaces_id'),
    /** Bumped by every save: a save from an older revision is refused (409). */
    revision: integer('revision').notNull().default(0),
    page: jsonb('page').$type<PageSettings>().notNull(),
    content: jsonb('content').$type<DocContent>().notNull(),
    /** The values the bound fields were filled with (path → text), frozen at generation or last refresh. */
    fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull().default({}),
    certificateNumber: varchar('certificate_number', { length: 200 }).notNull().default(''),
    lockedBy: integer('locked_by'),
    lockExpiresAt: ts('lock_expires_at'),
    /** FINAL: the stored PDF and its hashes, and the integrity chain entries of the content and of the PDF. */
    pdfFileId: varchar('pdf_file_id', { length: 64 }),
    sha256: varchar('sha256', { length: 64 }).notNull().default(''),
    sm3: varchar('sm3', { length: 64 }).notNull().default(''),
    contentSha256: varchar('content_sha256', { length: 64 }).notNull().default(''),
    chainSeq: integer('chain_seq'),
    finalizedBy: integer('finalized_by'),
    finalizedAt: ts('finalized_at'),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    ...timestamps(),
  },
  (t) => [index('case_documents_case_idx').on(t.tenantId, t.caseId), index('case_documents_sha256_idx').on(t.sha256)],
);

/** Every saved revision of a document, kept. */
export const caseDocumentRevisions = pgTable(
  'case_document_revisions',
  {
    ...tenantRow(),
    documentId: integer('document_id')
      .notNull()
      .references(() => caseDocuments.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    content: jsonb('content').$type<DocContent>().notNull(),
    editorId: integer('editor_id').notNull(),
    editorName: varchar('editor_name', { length: 32 }).notNull().default(''),
    /** What changed, in a line (characters added and removed, fields inserted). */
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    at: createdAt(),
  },
  (t) => [uniqueIndex('case_document_revisions_uq').on(t.documentId, t.revision)],
);

/**
 * The editor's credentials, stored as SHA-256 of the random value: a TICKET (in the /appDocEdit URL, used once)
 * is exchanged for a SESSION token (the x-doc-token header). Both open one document only, for a short time.
 */
export const docEditTokens = pgTable(
  'doc_edit_tokens',
  {
    ...tenantRow(),
    documentId: integer('document_id')
      .notNull()
      .references(() => caseDocuments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    mode: varchar('mode', { length: 8 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('doc_edit_tokens_hash_uq').on(t.tokenHash)],
);

/** 送达: how, to whom and when a case's certificates were delivered, with its signed receipt. */
export const caseDeliveries = pgTable(
  'case_deliveries',
  {
    ...tenantRow(),
    caseId: caseRef(),
    method: varchar('method', { length: 16 }).notNull(),
    recipient: varchar('recipient', { length: 64 }).notNull(),
    deliveredOn: date('delivered_on', { mode: 'string' }).notNull(),
    trackingNumber: varchar('tracking_number', { length: 64 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    /** The 送达回执 made from its template. */
    receiptDocumentId: integer('receipt_document_id'),
    recordedBy: integer('recorded_by').notNull(),
    recordedAt: createdAt(),
  },
  (t) => [index('case_deliveries_case_idx').on(t.tenantId, t.caseId)],
);
