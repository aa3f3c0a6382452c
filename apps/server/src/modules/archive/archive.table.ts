import type {
  ArchiveBorrowStatus,
  ArchiveDownloadStatus,
  ArchiveItemSource,
  ArchiveLocationKind,
  ArchiveMovementKind,
  ArchiveRequestStatus,
  ArchiveRetention,
  ArchiveVolumeKind,
  ArchiveVolumeStatus,
} from '@notaria/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from '../../db/columns.ts';
import { cases } from '../business/business.table.ts';
import { tenantRow } from '../tenant/tenant.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * 保管期限 per 公证事项 category, as data: the 2025 《公证档案管理办法》 table is to be confirmed by each office, so the
 * period and its source text live here, never in code. `category` '' is the office's default rule.
 */
export const archiveRetentionRules = pgTable(
  'archive_retention_rules',
  {
    ...tenantRow(),
    category: varchar('category', { length: 64 }).notNull().default(''),
    categoryName: varchar('category_name', { length: 64 }).notNull().default(''),
    retention: varchar('retention', { length: 16 }).$type<ArchiveRetention>().notNull(),
    /** Null for 永久. */
    years: integer('years'),
    source: varchar('source', { length: 500 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('archive_retention_rules_category_uq').on(t.tenantId, t.category),
    check('archive_retention_rules_years_ck', sql`(${t.retention} = 'PERMANENT') = (${t.years} IS NULL)`),
  ],
);

/** 库房 → 柜 → 层/格, one tree per office; capacity counts volumes held directly (null: no limit). */
export const archiveLocations = pgTable(
  'archive_locations',
  {
    ...tenantRow(),
    parentId: integer('parent_id'),
    kind: varchar('kind', { length: 16 }).$type<ArchiveLocationKind>().notNull(),
    code: varchar('code', { length: 64 }).notNull().default(''),
    name: varchar('name', { length: 100 }).notNull(),
    capacity: integer('capacity'),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('archive_locations_parent_idx').on(t.tenantId, t.parentId)],
);

/** One archive volume (案卷) per archived case; the catalogue and manifest are frozen at receiving. */
export const archiveVolumes = pgTable(
  'archive_volumes',
  {
    ...tenantRow(),
    /** From the number rule `archive` (per year and category). */
    archiveNo: varchar('archive_no', { length: 64 }).notNull(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    year: integer('year').notNull(),
    category: varchar('category', { length: 64 }).notNull().default(''),
    categoryName: varchar('category_name', { length: 64 }).notNull().default(''),
    /** Snapshots for the list and its filters: the case may change later, the volume does not. */
    caseNumber: varchar('case_number', { length: 64 }).notNull().default(''),
    parties: varchar('parties', { length: 500 }).notNull().default(''),
    matters: varchar('matters', { length: 500 }).notNull().default(''),
    volumeKind: varchar('volume_kind', { length: 16 }).$type<ArchiveVolumeKind>().notNull().default('ORDINARY'),
    /** 副卷: internal discussion material kept apart (items with sub_volume). */
    hasSubVolume: boolean('has_sub_volume').notNull().default(false),
    retention: varchar('retention', { length: 16 }).$type<ArchiveRetention>().notNull(),
    retentionYears: integer('retention_years'),
    retentionSource: varchar('retention_source', { length: 500 }).notNull().default(''),
    /** Null for 永久. */
    retentionUntil: date('retention_until'),
    status: varchar('status', { length: 16 }).$type<ArchiveVolumeStatus>().notNull().default('IN_STORE'),
    locationId: integer('location_id').references(() => archiveLocations.id),
    boxNo: varchar('box_no', { length: 64 }).notNull().default(''),
    itemCount: integer('item_count').notNull().default(0),
    totalSize: bigint('total_size', { mode: 'number' }).notNull().default(0),
    manifest: jsonb('manifest').notNull(),
    manifestSha256: varchar('manifest_sha256', { length: 64 }).notNull(),
    manifestSm3: varchar('manifest_sm3', { length: 64 }).notNull(),
    chainSeq: integer('chain_seq').notNull(),
    receivedBy: integer('received_by').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    lastVerifiedAt: ts('last_verified_at'),
    lastVerifyOk: boolean('last_verify_ok'),
    transferredAt: ts('transferred_at'),
    destroyedAt: ts('destroyed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('archive_volumes_no_uq').on(t.tenantId, t.archiveNo),
    uniqueIndex('archive_volumes_case_uq').on(t.caseId),
    index('archive_volumes_list_idx').on(t.tenantId, t.year, t.status),
    // The list's order (year, then newest): its first page reads ten index entries (bench/scale).
    index('archive_volumes_order_idx').on(t.tenantId, t.year, t.id),
    check('archive_volumes_permanent_kept_ck', sql`NOT (${t.retention} = 'PERMANENT' AND ${t.status} = 'DESTROYED')`),
    check('archive_volumes_until_ck', sql`(${t.retention} = 'PERMANENT') = (${t.retentionUntil} IS NULL)`),
  ],
);

/** 卷内目录: the volume's items in filing order with the hashes of their bytes at receiving. Never changed. */
export const archiveItems = pgTable(
  'archive_items',
  {
    ...tenantRow(),
    volumeId: integer('volume_id')
      .notNull()
      .references(() => archiveVolumes.id),
    seq: integer('seq').notNull(),
    source: varchar('source', { length: 16 }).$type<ArchiveItemSource>().notNull(),
    /** The row it came from (case material, document, evidence record …), for reference only. */
    sourceId: varchar('source_id', { length: 64 }).notNull().default(''),
    title: varchar('title', { length: 200 }).notNull(),
    subVolume: boolean('sub_volume').notNull().default(false),
    /** The stored file; null for a catalogue-only item and after destruction (name, size and hashes stay). */
    fileId: varchar('file_id', { length: 64 }),
    fileName: varchar('file_name', { length: 255 }).notNull().default(''),
    mime: varchar('mime', { length: 100 }).notNull().default('application/octet-stream'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    sha256: varchar('sha256', { length: 64 }).notNull().default(''),
    sm3: varchar('sm3', { length: 64 }).notNull().default(''),
    pages: integer('pages'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('archive_items_seq_uq').on(t.volumeId, t.seq), index('archive_items_sha256_idx').on(t.sha256)],
);

/** Every change of custody: receive, move, borrow/return, download, transfer, destroy. Append-only (trigger). */
export const archiveMovements = pgTable(
  'archive_movements',
  {
    ...tenantRow(),
    volumeId: integer('volume_id')
      .notNull()
      .references(() => archiveVolumes.id),
    kind: varchar('kind', { length: 16 }).$type<ArchiveMovementKind>().notNull(),
    fromLocationId: integer('from_location_id'),
    toLocationId: integer('to_location_id'),
    /** 移交: the receiving organisation (the state archives). */
    toOrg: varchar('to_org', { length: 200 }).notNull().default(''),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    approvalId: integer('approval_id'),
    borrowId: integer('borrow_id'),
    downloadId: integer('download_id'),
    packageSha256: varchar('package_sha256', { length: 64 }).notNull().default(''),
    byUserId: integer('by_user_id').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('archive_movements_volume_idx').on(t.volumeId, t.at)],
);

/** 借阅: requested, approved through the configured flow, lent with a due date, returned. */
export const archiveBorrows = pgTable(
  'archive_borrows',
  {
    ...tenantRow(),
    volumeId: integer('volume_id')
      .notNull()
      .references(() => archiveVolumes.id),
    borrowerId: integer('borrower_id').notNull(),
    borrowerName: varchar('borrower_name', { length: 100 }).notNull().default(''),
    purpose: varchar('purpose', { length: 500 }).notNull().default(''),
    dueOn: date('due_on').notNull(),
    status: varchar('status', { length: 16 }).$type<ArchiveBorrowStatus>().notNull(),
    approvalId: integer('approval_id'),
    lentAt: ts('lent_at'),
    returnedAt: ts('returned_at'),
    overdueNotifiedAt: ts('overdue_notified_at'),
    createdBy: integer('created_by').notNull(),
    ...timestamps(),
  },
  (t) => [index('archive_borrows_volume_idx').on(t.tenantId, t.volumeId), index('archive_borrows_status_idx').on(t.tenantId, t.status, t.dueOn)],
);

/** 下载: a secret volume's download waits for approval; every package built is recorded with its hash. */
export const archiveDownloads = pgTable(
  'archive_downloads',
  {
    ...tenantRow(),
    volumeId: integer('volume_id')
      .notNull()
      .references(() => archiveVolumes.id),
    userId: integer('user_id').notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 16 }).$type<ArchiveDownloadStatus>().notNull(),
    approvalId: integer('approval_id'),
    packageSha256: varchar('package_sha256', { length: 64 }).notNull().default(''),
    packageSm3: varchar('package_sm3', { length: 64 }).notNull().default(''),
    packageSize: bigint('package_size', { mode: 'number' }),
    downloadedAt: ts('downloaded_at'),
    ...timestamps(),
  },
  (t) => [index('archive_downloads_volume_idx').on(t.tenantId, t.volumeId)],
);

/** 移交 to the state archives and 鉴定销毁: one approval over a list of volumes with their hashes. */
export const archiveRequests = pgTable(
  'archive_requests',
  {
    ...tenantRow(),
    kind: varchar('kind', { length: 16 }).$type<'TRANSFER' | 'DESTROY'>().notNull(),
    status: varchar('status', { length: 16 }).$type<ArchiveRequestStatus>().notNull(),
    volumeIds: jsonb('volume_ids').$type<number[]>().notNull(),
    toOrg: varchar('to_org', { length: 200 }).notNull().default(''),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    /** The transfer/destruction list (archive numbers, items, hashes) frozen when requested, and its hash. */
    list: jsonb('list').notNull().default([]),
    listSha256: varchar('list_sha256', { length: 64 }).notNull().default(''),
    approvalId: integer('approval_id'),
    createdBy: integer('created_by').notNull(),
    doneAt: ts('done_at'),
    ...timestamps(),
  },
  (t) => [index('archive_requests_status_idx').on(t.tenantId, t.kind, t.status)],
);

/** 校验 reports: on demand for one volume or scheduled over all, with counts and the failing files. */
export const archiveVerifyReports = pgTable(
  'archive_verify_reports',
  {
    ...tenantRow(),
    trigger: varchar('trigger', { length: 16 }).$type<'SCHEDULED' | 'MANUAL'>().notNull(),
    volumeId: integer('volume_id'),
    volumes: integer('volumes').notNull().default(0),
    files: integer('files').notNull().default(0),
    failedVolumes: integer('failed_volumes').notNull().default(0),
    failures: jsonb('failures').$type<{ volumeId: number; archiveNo: string; problems: string[] }[]>().notNull().default([]),
    byUserId: integer('by_user_id'),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    error: text('error').notNull().default(''),
  },
  (t) => [index('archive_verify_reports_idx').on(t.tenantId, t.startedAt)],
);

/** A case closed more than three months ago and not received: flagged once (to-do + notice). */
export const archiveHandoverFlags = pgTable(
  'archive_handover_flags',
  {
    ...tenantRow(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    closedAt: ts('closed_at').notNull(),
    dueAt: ts('due_at').notNull(),
    flaggedAt: createdAt(),
  },
  (t) => [uniqueIndex('archive_handover_flags_case_uq').on(t.caseId)],
);
