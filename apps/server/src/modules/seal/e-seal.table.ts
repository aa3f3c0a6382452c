import type { ESealSource, ESealStatus } from '@notaria/contracts';
import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { caseDocuments } from '../case-document/case-document.table.ts';
import { tenantRow } from '../tenant/tenant.table.ts';

// The 电子签章 part of the seal module (its code is in ./e-seal/); the table sits beside the module's others so the
// schema and the migrations see it.

const ts = (name: string) => timestamp(name, { withTimezone: true });
const hash = (name: string) => varchar(name, { length: 64 }).notNull().default('');

/**
 * 电子签章申请: one FINAL PDF to be stamped once with one electronic seal at a placed position. PENDING while its
 * approval runs; APPROVED (待签章) until stamped; STAMPED keeps the new file, both hashes, the detached signature
 * and the integrity chain entry its timestamp covers. The original file is never changed.
 */
export const eSealRequests = pgTable(
  'e_seal_requests',
  {
    ...tenantRow(),
    status: varchar('status', { length: 16 }).$type<ESealStatus>().notNull().default('PENDING'),
    source: varchar('source', { length: 16 }).$type<ESealSource>().notNull(),
    documentId: integer('document_id').references(() => caseDocuments.id),
    /** The stored file stamped: the document's PDF or the upload. */
    sourceFileId: varchar('source_file_id', { length: 64 }).notNull(),
    documentName: varchar('document_name', { length: 200 }).notNull(),
    sealId: integer('seal_id').notNull(),
    sealName: varchar('seal_name', { length: 100 }).notNull().default(''),
    page: integer('page').notNull(),
    /** The seal's centre in thousandths of the page's width and height, from the top-left corner. */
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    sizeMm: integer('size_mm').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    applicantId: integer('applicant_id').notNull(),
    applicantName: varchar('applicant_name', { length: 64 }).notNull().default(''),
    approvalId: integer('approval_id'),
    provider: varchar('provider', { length: 32 }).notNull().default(''),
    sha256Before: hash('sha256_before'),
    sm3Before: hash('sm3_before'),
    stampedFileId: varchar('stamped_file_id', { length: 64 }),
    sha256After: hash('sha256_after'),
    sm3After: hash('sm3_after'),
    signature: varchar('signature', { length: 400 }).notNull().default(''),
    signedPayload: jsonb('signed_payload').$type<{ number: string; documentHash: string; time: string; keyId: string }>(),
    chainSeq: integer('chain_seq'),
    stampError: varchar('stamp_error', { length: 300 }).notNull().default(''),
    stampedBy: integer('stamped_by'),
    stampedByName: varchar('stamped_by_name', { length: 64 }).notNull().default(''),
    stampedAt: ts('stamped_at'),
    ...timestamps(),
  },
  (t) => [
    index('e_seal_requests_applicant_idx').on(t.tenantId, t.applicantId, t.createdAt),
    // Each request is stamped once: one stamped file per request and no file stamped twice.
    uniqueIndex('e_seal_requests_stamped_uq').on(t.stampedFileId),
  ],
);
