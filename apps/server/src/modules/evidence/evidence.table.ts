import type { ArtifactRole, CaptureType, EvidenceKind, EvidenceStatus, ApplicantType } from '@notaria/contracts';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from '../../db/columns.ts';
import { cases } from '../business/business.table.ts';
import { tenantRow } from '../tenant/tenant.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The applicant as it was when the evidence was made (the customer may change later; the record must not). */
export interface ApplicantSnapshot {
  name: string;
  /** Masked ID or credit code, as printed on the certificate. */
  idMasked: string;
  phone: string;
}

/** Where the capture ran: the browser for recordings, the capture worker for web pages. */
export interface CaptureDevice {
  userAgent?: string;
  ip?: string;
  chromiumVersion?: string;
  playwrightVersion?: string;
  worker?: string;
}

/** One 取证 or 存证 record: what was preserved, for whom, by whom, and its proof once sealed. */
export const evidenceRecords = pgTable(
  'evidence_records',
  {
    ...tenantRow(),
    /** From the number rule `evidence`; allocated when the record is created. */
    evidenceNo: varchar('evidence_no', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<EvidenceKind>().notNull(),
    captureType: varchar('capture_type', { length: 16 }).$type<CaptureType>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    status: varchar('status', { length: 20 }).$type<EvidenceStatus>().notNull(),
    applicantType: varchar('applicant_type', { length: 16 }).$type<ApplicantType>().notNull(),
    customerId: integer('customer_id').notNull(),
    applicant: jsonb('applicant').$type<ApplicantSnapshot>().notNull(),
    operatorId: integer('operator_id').notNull(),
    /** 网页取证: the address asked for (the final address after redirects is in the manifest). */
    targetUrl: varchar('target_url', { length: 2000 }).notNull().default(''),
    /** Free text the applicant gives: what this evidence is for. */
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    startedAt: ts('started_at'),
    endedAt: ts('ended_at'),
    device: jsonb('device').$type<CaptureDevice>().notNull().default({}),
    failureReason: varchar('failure_reason', { length: 500 }).notNull().default(''),
    /** Sealing: the manifest over the artefacts' hashes and the record, its hashes, and its chain entry. */
    manifest: jsonb('manifest'),
    manifestSha256: varchar('manifest_sha256', { length: 64 }).notNull().default(''),
    manifestSm3: varchar('manifest_sm3', { length: 64 }).notNull().default(''),
    chainSeq: integer('chain_seq'),
    sealedAt: ts('sealed_at'),
    confirmedBy: integer('confirmed_by'),
    /** 存证 retention: after it the bytes may be purged; hashes, certificate and chain stay. */
    expiresAt: ts('expires_at'),
    purgedAt: ts('purged_at'),
    /** 保全证书: its number is the record's; the stored PDF, its hashes and its own chain entry. */
    certificateFileId: varchar('certificate_file_id', { length: 64 }),
    certificateSha256: varchar('certificate_sha256', { length: 64 }).notNull().default(''),
    certificateChainSeq: integer('certificate_chain_seq'),
    certificateIssuedAt: ts('certificate_issued_at'),
    /** 申请出证: the notarization case made from this record; from then on the record is never deleted. */
    caseId: integer('case_id').references(() => cases.id),
    discardedReason: varchar('discarded_reason', { length: 500 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('evidence_records_no_uq').on(t.tenantId, t.evidenceNo),
    index('evidence_records_list_idx').on(t.tenantId, t.kind, t.createdAt),
    index('evidence_records_manifest_sha256_idx').on(t.manifestSha256),
  ],
);

/** One stored artefact of a record (screenshot, MHTML, HAR, recording, upload, …) with its hashes. */
export const evidenceArtifacts = pgTable(
  'evidence_artifacts',
  {
    ...tenantRow(),
    recordId: integer('record_id')
      .notNull()
      .references(() => evidenceRecords.id),
    /** Order within the record, from 1. */
    seq: integer('seq').notNull(),
    role: varchar('role', { length: 20 }).$type<ArtifactRole>().notNull(),
    /** The stored file (stored_files.id); null for HASH_ONLY and after a purge. */
    fileId: varchar('file_id', { length: 64 }),
    name: varchar('name', { length: 200 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull().default('application/octet-stream'),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    sm3: varchar('sm3', { length: 64 }).notNull().default(''),
    capturedAt: ts('captured_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('evidence_artifacts_seq_uq').on(t.recordId, t.seq), index('evidence_artifacts_sha256_idx').on(t.sha256)],
);

/**
 * The 网页取证 queue: claimed with SELECT … FOR UPDATE SKIP LOCKED, so several instances never run one job twice.
 * A job whose instance died is taken again once its lease has passed.
 */
export const evidenceCaptureJobs = pgTable(
  'evidence_capture_jobs',
  {
    ...tenantRow(),
    recordId: integer('record_id')
      .notNull()
      .references(() => evidenceRecords.id),
    state: varchar('state', { length: 16 }).$type<'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED'>().notNull().default('QUEUED'),
    /** Not before this time (scheduled captures). */
    runAt: ts('run_at').notNull().defaultNow(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    leaseUntil: ts('lease_until'),
    worker: varchar('worker', { length: 100 }).notNull().default(''),
    error: text('error').notNull().default(''),
    /** Batch captures share one id. */
    batchId: varchar('batch_id', { length: 40 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('evidence_capture_jobs_claim_idx').on(t.state, t.runAt), index('evidence_capture_jobs_record_idx').on(t.recordId)],
);

/**
 * A recording made in the browser (录屏/拍照/录音/录像), uploaded in chunks while it is recorded: each chunk's hash is
 * chained to the one before (`chainHash`), and the server hashes the whole stream as it is written.
 */
export const evidenceUploadSessions = pgTable(
  'evidence_upload_sessions',
  {
    ...tenantRow(),
    recordId: integer('record_id')
      .notNull()
      .references(() => evidenceRecords.id),
    /** SHA-256 of the upload token (the token itself is given once). */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    /** Chunks received so far; the next chunk must carry this index. */
    chunks: integer('chunks').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    /** sha256(previous chainHash ‖ chunk sha256), starting from the record's number. */
    chainHash: varchar('chain_hash', { length: 64 }).notNull().default(''),
    /** Relative path of the file being written under DATA_DIR/files. */
    path: varchar('path', { length: 300 }).notNull(),
    finished: boolean('finished').notNull().default(false),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('evidence_upload_sessions_token_uq').on(t.tokenHash), index('evidence_upload_sessions_record_idx').on(t.recordId)],
);

/** Each chunk of a recording: its index, size and hash, kept as the proof of how the recording arrived. */
export const evidenceChunks = pgTable(
  'evidence_chunks',
  {
    ...tenantRow(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => evidenceUploadSessions.id),
    index: integer('index').notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    chainHash: varchar('chain_hash', { length: 64 }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('evidence_chunks_uq').on(t.sessionId, t.index)],
);
