import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { evidenceArtifacts, evidenceRecords } from '../evidence/evidence.table.ts';
import { certificateDer, toPem } from './certificates.ts';
import { contentFault, type ChainEntry } from './chain.ts';
import { integrityChain } from './integrity.table.ts';
import { manifestFromBody } from './manifest.ts';
import { integritySettingsOf, tsaRootOf } from './org-keys.ts';
import type { TokenCheck } from './rfc3161.ts';
import { checkStoredTimestamp, latestTimestamp, type StoredTimestamp } from './timestamps.ts';

export interface EntryProof {
  entry: ChainEntry;
  /** Why the entry no longer matches its own hashes, or null. */
  fault: string | null;
  /** The manifest's canonical JSON: the bytes its hashes and its timestamp cover. */
  manifestJson: string;
  timestamp: { stamp: StoredTimestamp; check: TokenCheck } | null;
  /** The root certificate (PEM) its token chains to: the organisation's own, or its contracted TSA's when configured. */
  tsaRootPem: string | null;
}

/** One chain entry with everything needed to prove it offline: its manifest, its checked timestamp and the TSA root. */
export async function entryProof(tx: Tx, tenantId: number, seq: number): Promise<EntryProof | undefined> {
  const [entry] = await tx
    .select()
    .from(integrityChain)
    .where(and(eq(integrityChain.tenantId, tenantId), eq(integrityChain.seq, seq)));
  if (!entry) return undefined;
  const stamp = await latestTimestamp(tx, tenantId, seq);
  const root = stamp?.provider === 'HTTP' ? ((await integritySettingsOf(tx, tenantId))?.tsaCaCertificate ?? null) : await tsaRootOf(tx, tenantId);
  return {
    entry,
    fault: contentFault(entry),
    manifestJson: manifestFromBody(entry.manifest).json,
    timestamp: stamp ? { stamp, check: await checkStoredTimestamp(tx, entry, stamp) } : null,
    tsaRootPem: root == null ? null : typeof root === 'string' ? root : toPem(certificateDer(root), 'CERTIFICATE'),
  };
}

/**
 * Which hash of a file listed in the entry's manifest (metadata.artefacts, as a sealed evidence record has) equals
 * `hash`: reported as the artefact's own SHA-256 or SM3, since it is the file's hash that matched.
 */
export function listedFileMatch(entry: ChainEntry, hash: string): 'artefactSha256' | 'artefactSm3' | null {
  const files = (entry.manifest.metadata as { artefacts?: { sha256?: string; sm3?: string }[] } | undefined)?.artefacts;
  if (!Array.isArray(files)) return null;
  if (files.some((f) => f.sha256 === hash)) return 'artefactSha256';
  return files.some((f) => f.sm3 === hash) ? 'artefactSm3' : null;
}

/**
 * Chain entries whose sealed manifest lists a file with this hash (a sealed evidence record's artefact): found
 * through the artefacts' index, then kept only when the chained manifest itself lists the hash.
 */
export async function entriesListingFile(tx: Tx, hash: string, tenantId?: number): Promise<ChainEntry[]> {
  const owners = await tx
    .selectDistinct({ tenantId: evidenceRecords.tenantId, seq: evidenceRecords.chainSeq })
    .from(evidenceArtifacts)
    .innerJoin(evidenceRecords, eq(evidenceRecords.id, evidenceArtifacts.recordId))
    .where(
      and(
        or(eq(evidenceArtifacts.sha256, hash), eq(evidenceArtifacts.sm3, hash)),
        isNotNull(evidenceRecords.chainSeq),
        tenantId === undefined ? undefined : eq(evidenceRecords.tenantId, tenantId),
      ),
    )
    .limit(10);
  const out: ChainEntry[] = [];
  for (const o of owners) {
    const rows = await tx
      .select()
      .from(integrityChain)
      .where(and(eq(integrityChain.tenantId, o.tenantId), eq(integrityChain.seq, o.seq!)));
    out.push(...rows.filter((e) => listedFileMatch(e, hash) !== null));
  }
  return out;
}
