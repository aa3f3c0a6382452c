import type { EvidenceFileCheck, EvidenceVerifyResult } from '@notaria/contracts';
import type { Database, Tx } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import { findFile, type FileStorage } from '../../files/files.api.ts';
import { dualHashStream, entryProof } from '../../integrity/integrity.api.ts';
import { canonicalJson } from '../../oplog/oplog.api.ts';
import type { Actor } from '../../auth/auth.api.ts';
import * as repo from '../evidence.repo.ts';
import { loadRecord } from '../records.ts';
import { evidenceBody, EVIDENCE_CHAIN_KIND } from '../seal.ts';
import { sealedRecordFor } from './issue-certificate.ts';

/** The SHA-256 of a stored file read now (streamed), or '' when there are no stored bytes. */
async function hashNow(tx: Tx, storage: FileStorage, tenantId: number, fileId: string | null): Promise<string> {
  const row = fileId ? await findFile(tx, tenantId, fileId) : undefined;
  if (!row) return '';
  try {
    const object = await storage.get(row.path);
    return object ? (await dualHashStream(object.body)).sha256 : '';
  } catch {
    return '';
  }
}

/**
 * Re-reads every stored artefact of a record and hashes it again, naming each file that no longer matches its
 * sealed hash; checks that the record's artefacts are still those its chain entry's manifest lists, that the entry
 * is intact, and its timestamp. Never throws for a tampered record: the answer says what failed.
 */
export async function verifyRecord(db: Database, storage: FileStorage, tenantId: number, id: number): Promise<EvidenceVerifyResult> {
  return inTenant(db, tenantId, async (tx) => {
    const r = await loadRecord(tx, tenantId, id);
    const artifacts = await repo.artifactsOf(tx, tenantId, r.id);
    const sealedFiles = new Map<number, { sha256: string; name: string }>();
    const proof = r.chainSeq == null ? undefined : await entryProof(tx, tenantId, r.chainSeq);
    const metadata = proof?.entry.manifest.metadata as { artefacts?: { seq: number; sha256: string; name: string }[] } | undefined;
    for (const a of metadata?.artefacts ?? []) sealedFiles.set(a.seq, a);

    const files: EvidenceFileCheck[] = [];
    for (const a of artifacts) {
      // The hash the seal holds is the reference; the row's own hash is only a copy of it.
      const sealed = sealedFiles.get(a.seq)?.sha256 ?? a.sha256;
      const actual = a.role === 'HASH_ONLY' || r.purgedAt ? '' : await hashNow(tx, storage, tenantId, a.fileId);
      files.push({
        seq: a.seq,
        role: a.role,
        name: a.name,
        sha256: sealed,
        actualSha256: actual,
        result: actual === '' ? 'MISSING' : actual === sealed ? 'OK' : 'CHANGED',
      });
    }
    const manifestMatchesChain =
      !!proof &&
      proof.entry.kind === EVIDENCE_CHAIN_KIND &&
      proof.entry.ref === r.evidenceNo &&
      proof.entry.manifestSha256 === r.manifestSha256 &&
      canonicalJson(proof.entry.manifest.metadata ?? {}) === canonicalJson(evidenceBody(r, artifacts));
    const stamp = proof?.timestamp;
    const certificate = r.certificateIssuedAt
      ? {
          issuedAt: r.certificateIssuedAt.toISOString(),
          sha256: r.certificateSha256,
          intact: (await hashNow(tx, storage, tenantId, r.certificateFileId)) === r.certificateSha256,
        }
      : null;
    // A file missing because the record expired or is hash-only is not a fault; one missing otherwise is.
    const missingIsFault = (f: EvidenceFileCheck) => f.result === 'MISSING' && f.role !== 'HASH_ONLY' && !r.purgedAt;
    const changed = files.filter((f) => f.result === 'CHANGED' || missingIsFault(f)).map((f) => f.name);
    const chainIntact = !!proof && proof.fault === null;
    const timestampOk = !stamp || stamp.check.valid;
    const intact = changed.length === 0 && manifestMatchesChain && chainIntact && timestampOk && (certificate?.intact ?? true);
    return {
      id: r.id,
      evidenceNo: r.evidenceNo,
      status: r.status,
      intact,
      summary: summaryOf({ sealed: !!proof, changed, manifestMatchesChain, chainIntact, stamp, certificate }),
      files,
      changed,
      manifestMatchesChain,
      chainSeq: r.chainSeq,
      chainIntact,
      timestamp: stamp
        ? {
            valid: stamp.check.valid,
            genTime: stamp.stamp.genTime.toISOString(),
            serial: stamp.stamp.serial,
            tsaName: stamp.stamp.tsaName,
            reason: stamp.check.reason,
          }
        : null,
      certificate,
      checkedAt: new Date().toISOString(),
    };
  });
}

function summaryOf(v: {
  sealed: boolean;
  changed: string[];
  manifestMatchesChain: boolean;
  chainIntact: boolean;
  stamp: { check: { valid: boolean; reason: string | null } } | null | undefined;
  certificate: { intact: boolean } | null;
}): string {
  if (!v.sealed) return '证据尚未固定，没有可比对的固定清单';
  const faults = [
    ...(v.changed.length ? [`以下文件与固定时不一致：${v.changed.join('、')}`] : []),
    ...(v.manifestMatchesChain ? [] : ['证据记录与哈希链中的固定清单不一致']),
    ...(v.chainIntact ? [] : ['哈希链记录被改动']),
    ...(v.stamp && !v.stamp.check.valid ? [`时间戳无效（${v.stamp.check.reason ?? ''}）`] : []),
    ...(v.certificate && !v.certificate.intact ? ['保全证书文件与出具时不一致'] : []),
  ];
  if (faults.length) return `核验未通过：${faults.join('；')}`;
  return v.stamp ? '核验通过：全部文件与固定清单一致，哈希链记录完整，时间戳有效' : '核验通过：全部文件与固定清单一致，哈希链记录完整（尚未加盖时间戳）';
}

/** GET /evidence/verify: the staff page's check of one record of the caller's organisation. */
export async function verifyForStaff(db: Database, storage: FileStorage, actor: Actor, id: number): Promise<EvidenceVerifyResult> {
  await inTenant(db, actor.tenantId, (tx) => sealedRecordFor(tx, actor, id));
  return verifyRecord(db, storage, actor.tenantId, id);
}
