import type { CaptureType, EvidenceKind, EvidenceStatus } from '@notaria/contracts';
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ownedRows, paged } from '../../db/rows.ts';
import { contains } from '../../lib/sql-helpers.ts';
import { cases } from '../business/business.table.ts';
import { storedFiles } from '../files/file.table.ts';
import { integrityTimestamps } from '../integrity/integrity.table.ts';
import { users } from '../user/user.table.ts';
import { evidenceArtifacts, evidenceCaptureJobs, evidenceChunks, evidenceRecords, evidenceUploadSessions } from './evidence.table.ts';
import { chunkKeysOf } from './recording/chunk-key.ts';

/** SQL of the evidence records and their artefacts. */
export type EvidenceRecord = typeof evidenceRecords.$inferSelect;
export type ArtifactRecord = typeof evidenceArtifacts.$inferSelect;

export const { find: findRecordRow, insert: insertRecord, update: updateRecord, remove: removeRecordRow } = ownedRows(evidenceRecords);
export const { insert: insertArtifact } = ownedRows(evidenceArtifacts);

export const artifactsOf = (tx: Tx, tenantId: number, recordId: number) =>
  tx
    .select()
    .from(evidenceArtifacts)
    .where(and(eq(evidenceArtifacts.tenantId, tenantId), eq(evidenceArtifacts.recordId, recordId)))
    .orderBy(asc(evidenceArtifacts.seq));

export async function nextArtifactSeq(tx: Tx, tenantId: number, recordId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${evidenceArtifacts.seq}), 0)::int` })
    .from(evidenceArtifacts)
    .where(and(eq(evidenceArtifacts.tenantId, tenantId), eq(evidenceArtifacts.recordId, recordId)));
  return Number(row.n) + 1;
}

export const removeArtifactsOf = (tx: Tx, tenantId: number, recordId: number) =>
  tx.delete(evidenceArtifacts).where(and(eq(evidenceArtifacts.tenantId, tenantId), eq(evidenceArtifacts.recordId, recordId)));

/** Artefact count and bytes per record, for the list rows. */
export async function artifactTotals(tx: Tx, tenantId: number, ids: number[]): Promise<Map<number, { count: number; bytes: number }>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({
      recordId: evidenceArtifacts.recordId,
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${evidenceArtifacts.size}), 0)::bigint`,
    })
    .from(evidenceArtifacts)
    .where(and(eq(evidenceArtifacts.tenantId, tenantId), inArray(evidenceArtifacts.recordId, ids), sql`${evidenceArtifacts.role} <> 'CERT_PDF'`))
    .groupBy(evidenceArtifacts.recordId);
  return new Map(rows.map((r) => [r.recordId, { count: Number(r.count), bytes: Number(r.bytes) }]));
}

export interface RecordFilter {
  kind: EvidenceKind;
  captureType?: CaptureType;
  status?: EvidenceStatus;
  applicantName?: string;
  keyword?: string;
  from?: string;
  to?: string;
}

export async function pageRecords(tx: Tx, tenantId: number, f: RecordFilter, q: { current: number; size: number }) {
  const r = evidenceRecords;
  const where = and(
    eq(r.tenantId, tenantId),
    eq(r.kind, f.kind),
    f.captureType ? eq(r.captureType, f.captureType) : undefined,
    f.status ? eq(r.status, f.status) : undefined,
    contains(sql`${r.applicant}->>'name'`, f.applicantName),
    f.keyword ? or(contains(r.evidenceNo, f.keyword), contains(r.title, f.keyword), contains(r.targetUrl, f.keyword)) : undefined,
    f.from ? gte(r.createdAt, new Date(f.from)) : undefined,
    f.to ? lte(r.createdAt, new Date(f.to)) : undefined,
  );
  return paged(tx, r, where, q, tx.select().from(r).where(where).orderBy(desc(r.createdAt), desc(r.id)).$dynamic());
}

export const caseNumberOf = async (tx: Tx, tenantId: number, caseId: number | null) =>
  caseId === null
    ? ''
    : ((
        await tx
          .select({ n: cases.businessNumber })
          .from(cases)
          .where(and(eq(cases.tenantId, tenantId), eq(cases.id, caseId)))
      )[0]?.n ?? '');

export async function userNames(tx: Tx, tenantId: number, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => typeof i === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, wanted)));
  return new Map(rows.map((u) => [u.id, u.name]));
}

export const latestStamp = async (tx: Tx, tenantId: number, seq: number | null) =>
  seq === null
    ? undefined
    : (
        await tx
          .select()
          .from(integrityTimestamps)
          .where(and(eq(integrityTimestamps.tenantId, tenantId), eq(integrityTimestamps.seq, seq)))
          .orderBy(desc(integrityTimestamps.id))
          .limit(1)
      )[0];

/**
 * Deletes an unsealed record with its artefacts, their stored files, its capture jobs and recording sessions with
 * their chunks. Answers the keys (in the file store) whose bytes are to be removed once this commits: the stored
 * files and the chunks of any recording left unfinished.
 */
export async function removeRecordWithParts(tx: Tx, tenantId: number, id: number): Promise<string[]> {
  const sessions = await tx
    .select({
      id: evidenceUploadSessions.id,
      path: evidenceUploadSessions.path,
      chunks: evidenceUploadSessions.chunks,
      finished: evidenceUploadSessions.finished,
    })
    .from(evidenceUploadSessions)
    .where(and(eq(evidenceUploadSessions.tenantId, tenantId), eq(evidenceUploadSessions.recordId, id)));
  const files = await tx
    .select({ id: storedFiles.id, path: storedFiles.path })
    .from(evidenceArtifacts)
    .innerJoin(storedFiles, and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.id, evidenceArtifacts.fileId)))
    .where(and(eq(evidenceArtifacts.tenantId, tenantId), eq(evidenceArtifacts.recordId, id)));
  if (sessions.length) {
    const ids = sessions.map((x) => x.id);
    await tx.delete(evidenceChunks).where(and(eq(evidenceChunks.tenantId, tenantId), inArray(evidenceChunks.sessionId, ids)));
    await tx.delete(evidenceUploadSessions).where(and(eq(evidenceUploadSessions.tenantId, tenantId), inArray(evidenceUploadSessions.id, ids)));
  }
  await tx.delete(evidenceCaptureJobs).where(and(eq(evidenceCaptureJobs.tenantId, tenantId), eq(evidenceCaptureJobs.recordId, id)));
  await removeArtifactsOf(tx, tenantId, id);
  if (files.length)
    await tx.delete(storedFiles).where(
      and(
        eq(storedFiles.tenantId, tenantId),
        inArray(
          storedFiles.id,
          files.map((f) => f.id),
        ),
      ),
    );
  await removeRecordRow(tx, tenantId, id);
  const unfinished = sessions.filter((x) => !x.finished).flatMap(chunkKeysOf);
  return [...new Set([...files.map((f) => f.path), ...unfinished])];
}
