import type { SealDocument, SealKind, SealStatus, SealType, SealUseStatus } from '@notaria/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from '../../db/columns.ts';
import { storedFiles } from '../files/file.table.ts';
import { tenantRow } from '../tenant/tenant.table.ts';
import { users } from '../user/user.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The office's seals: 实物印章 (公章, 钢印, 业务专用章, 公证员签名章) held by a keeper, and 电子印章 (电子公章, 电子签名章)
 * whose image 电子签章 stamps. Personal seals name their owner.
 */
export const seals = pgTable(
  'seals',
  {
    ...tenantRow(),
    name: varchar('name', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<SealKind>().notNull(),
    sealType: varchar('seal_type', { length: 32 }).$type<SealType>().notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    keeperId: integer('keeper_id').references(() => users.id),
    /** The stored file (`stored_files.id`) of the seal's impression. */
    imageFileId: varchar('image_file_id', { length: 64 }).references(() => storedFiles.id),
    status: varchar('status', { length: 16 }).$type<SealStatus>().notNull().default('ACTIVE'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    createdBy: integer('created_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('seals_name_uq').on(t.tenantId, t.name),
    index('seals_keeper_idx').on(t.tenantId, t.keeperId),
    check('seals_kind_ck', sql`${t.kind} in ('PHYSICAL', 'ELECTRONIC')`),
    check('seals_status_ck', sql`${t.status} in ('ACTIVE', 'DISABLED', 'LOST')`),
  ],
);

/** 用印申请: which seal, on what document, how many copies and impressions, why; decided by the approval flow. */
export const sealUseRequests = pgTable(
  'seal_use_requests',
  {
    ...tenantRow(),
    sealId: integer('seal_id')
      .notNull()
      .references(() => seals.id),
    applicantId: integer('applicant_id').notNull(),
    deptId: integer('dept_id'),
    documentName: varchar('document_name', { length: 200 }).notNull(),
    copies: integer('copies').notNull(),
    impressions: integer('impressions').notNull(),
    purpose: varchar('purpose', { length: 500 }).notNull(),
    counterparty: varchar('counterparty', { length: 200 }).notNull().default(''),
    /** 空白文书: only through the special flow `useSealBlank`. */
    blank: boolean('blank').notNull().default(false),
    documents: jsonb('documents').$type<SealDocument[]>().notNull().default([]),
    status: varchar('status', { length: 16 }).$type<SealUseStatus>().notNull().default('PENDING'),
    approvalId: integer('approval_id'),
    stampedAt: ts('stamped_at'),
    ...timestamps(),
  },
  (t) => [
    index('seal_use_requests_applicant_idx').on(t.tenantId, t.applicantId, t.id),
    index('seal_use_requests_seal_idx').on(t.tenantId, t.sealId, t.status),
    check('seal_use_requests_counts_ck', sql`${t.copies} > 0 and ${t.impressions} > 0`),
  ],
);

/**
 * 用印登记簿: one row per stamping, append-only (trigger), each row carrying the hash of the office's previous row.
 * `requestKind` says whose request `requestId` is (`useSeal`, or 电子签章's own).
 */
export const sealRegister = pgTable(
  'seal_register',
  {
    ...tenantRow(),
    seq: integer('seq').notNull(),
    sealId: integer('seal_id')
      .notNull()
      .references(() => seals.id),
    requestKind: varchar('request_kind', { length: 32 }).notNull(),
    requestId: integer('request_id').notNull(),
    applicantId: integer('applicant_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    documentName: varchar('document_name', { length: 200 }).notNull(),
    impressions: integer('impressions').notNull(),
    documentSha256Before: varchar('document_sha256_before', { length: 64 }),
    documentSha256After: varchar('document_sha256_after', { length: 64 }),
    signature: text('signature'),
    note: varchar('note', { length: 500 }).notNull().default(''),
    /** When the stamping took place (as the keeper recorded it). */
    at: ts('at').notNull(),
    recordedAt: createdAt(),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex('seal_register_seq_uq').on(t.tenantId, t.seq),
    index('seal_register_seal_idx').on(t.tenantId, t.sealId, t.at),
    index('seal_register_at_idx').on(t.tenantId, t.at),
  ],
);
