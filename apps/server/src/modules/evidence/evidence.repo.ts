import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ownedRows } from '../../db/rows.ts';
import { evidenceArtifacts, evidenceRecords } from './evidence.table.ts';

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
