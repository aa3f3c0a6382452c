import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { canonicalJson } from '../oplog/oplog.api.ts';
import type { DualHash } from './dual-hash.ts';
import { manifestFromBody, manifestOf, type ManifestInput } from './manifest.ts';
import { integrityChain } from './integrity.table.ts';

export const GENESIS_HASH = '0'.repeat(64);
/** First key of the per-organisation advisory lock that serialises appends ('intg'). */
const LOCK_CLASS = 0x696e7467;

export type ChainEntry = typeof integrityChain.$inferSelect;

interface LinkFields {
  tenantId: number;
  seq: number;
  kind: string;
  ref: string;
  artefact: DualHash;
  manifest: DualHash;
  /** ISO time with milliseconds. */
  at: string;
}

export function linkHash(f: LinkFields, prevHash: string): string {
  const fields = [prevHash, f.tenantId, f.seq, f.kind, f.ref, f.artefact.sha256, f.artefact.sm3, f.manifest.sha256, f.manifest.sm3, f.at];
  return createHash('sha256').update(canonicalJson(fields)).digest('hex');
}

/**
 * Appends an artefact to its organisation's chain in the caller's transaction (so the entry exists iff the
 * artefact does). The advisory lock makes "read the last entry, insert the next" atomic per organisation.
 */
export async function appendToChain(tx: Tx, tenantId: number, input: ManifestInput): Promise<ChainEntry> {
  const manifest = manifestOf(input);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${tenantId})`);
  const [last] = await tx
    .select({ seq: integrityChain.seq, hash: integrityChain.hash })
    .from(integrityChain)
    .where(eq(integrityChain.tenantId, tenantId))
    .orderBy(desc(integrityChain.seq))
    .limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const fields: LinkFields = {
    tenantId,
    seq: (last?.seq ?? 0) + 1,
    kind: input.kind,
    ref: input.ref,
    artefact: input.artefact,
    manifest: manifest.hash,
    at: new Date().toISOString(),
  };
  const [row] = await tx
    .insert(integrityChain)
    .values({
      tenantId,
      seq: fields.seq,
      kind: fields.kind,
      ref: fields.ref,
      artefactSha256: input.artefact.sha256,
      artefactSm3: input.artefact.sm3,
      manifest: manifest.body,
      manifestSha256: manifest.hash.sha256,
      manifestSm3: manifest.hash.sm3,
      prevHash,
      hash: linkHash(fields, prevHash),
      at: new Date(fields.at),
    })
    .returning();
  return row;
}

export interface ChainCheck {
  ok: boolean;
  checked: number;
  firstBroken: { seq: number; reason: string } | null;
}

/** Why an entry's content does not hold, or null: its manifest, its fields against the manifest, its own hash. */
export function contentFault(r: ChainEntry): string | null {
  const manifest = manifestFromBody(r.manifest).hash;
  if (manifest.sha256 !== r.manifestSha256 || manifest.sm3 !== r.manifestSm3) return '清单内容与其哈希不一致（清单被改动）';
  if (r.manifest.sha256 !== r.artefactSha256 || r.manifest.sm3 !== r.artefactSm3 || r.manifest.kind !== r.kind || r.manifest.ref !== r.ref)
    return '记录与其清单不一致（记录被改动）';
  const fields = {
    tenantId: r.tenantId,
    seq: r.seq,
    kind: r.kind,
    ref: r.ref,
    artefact: { sha256: r.artefactSha256, sm3: r.artefactSm3 },
    manifest,
    at: r.at.toISOString(),
  };
  if (linkHash(fields, r.prevHash) !== r.hash) return '记录内容与其哈希不一致（记录被改动）';
  return null;
}

const PAGE = 1000;

/** An organisation's entries after `afterSeq`, in order, `PAGE` at a time. */
export const chainPage = (tx: Tx, tenantId: number, afterSeq: number) =>
  tx
    .select()
    .from(integrityChain)
    .where(and(eq(integrityChain.tenantId, tenantId), gt(integrityChain.seq, afterSeq)))
    .orderBy(asc(integrityChain.seq))
    .limit(PAGE);

/** Walks an organisation's chain in order and reports the first entry that does not hold. */
export async function verifyChain(db: Database, tenantId: number): Promise<ChainCheck> {
  let prev = GENESIS_HASH;
  let checked = 0;
  for (;;) {
    const rows = await inTenant(db, tenantId, (tx) => chainPage(tx, tenantId, checked));
    for (const r of rows) {
      const linked = r.seq === checked + 1 && r.prevHash === prev;
      const reason = linked ? contentFault(r) : '与前一条记录的链接不一致（记录被删除、插入或前一条被改动）';
      if (reason) return { ok: false, checked, firstBroken: { seq: r.seq, reason } };
      prev = r.hash;
      checked++;
    }
    if (rows.length < PAGE) return { ok: true, checked, firstBroken: null };
  }
}
