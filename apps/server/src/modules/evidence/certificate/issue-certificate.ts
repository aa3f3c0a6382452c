import { hasPermission, qrText, SEALED_STATUSES } from '@notaria/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import { AppError, forbidden } from '../../../lib/app-error.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { imageDataUrl } from '../../case-document/case-document.api.ts';
import { chooseTemplate, docSettings, templateVersion } from '../../doc-template/doc-template.api.ts';
import { findFile, readStoredFile, writeGenerated, type FileStorage } from '../../files/files.api.ts';
import { appendToChain, dualHash, entryProof, signCertificatePayload, timestampEntry } from '../../integrity/integrity.api.ts';
import { audit } from '../../oplog/oplog.api.ts';
import { documentPdf, qrDataUrl } from '../../render/render.api.ts';
import * as repo from '../evidence.repo.ts';
import { evidenceRecords } from '../evidence.table.ts';
import { loadRecord } from '../records.ts';
import { MODULE, pageFunction, type Seal } from '../seal.ts';
import { certificateValues } from './certificate-values.ts';

/** The chain entry kind of a 保全证书 PDF (the record's own entry is EVIDENCE). */
export const CERTIFICATE_CHAIN_KIND = 'EVIDENCE_CERT';

export interface CertificateConfig {
  storage: FileStorage;
  /** Where the public verify page is served (the QR's address). */
  origin: string;
}

/** A record of the caller's organisation that the caller's page may read (取证 → 取证列表, 存证 → 存证列表) and that is sealed. */
export async function sealedRecordFor(tx: Tx, actor: Actor, id: number, lock = false): Promise<repo.EvidenceRecord> {
  const r = await loadRecord(tx, actor.tenantId, id, lock);
  if (!hasPermission(actor.permissions, pageFunction(r, '').slice(0, -1))) throw forbidden('您没有查看此证据的权限');
  if (!SEALED_STATUSES.includes(r.status) || r.chainSeq == null) throw new AppError('CONFLICT', '证据尚未确认固定，不能出具保全证书或证据包');
  return r;
}

export const certificateFileName = (r: Pick<repo.EvidenceRecord, 'evidenceNo'>) => `保全证书-${r.evidenceNo}.pdf`;

/** The stored certificate's bytes, or undefined when none was issued (or its file is gone). */
export async function storedCertificate(tx: Tx, storage: FileStorage, r: repo.EvidenceRecord): Promise<Buffer | undefined> {
  return r.certificateFileId ? readStoredFile(tx, storage, r.tenantId, r.certificateFileId) : undefined;
}

/** Everything the PDF needs, read in one transaction; the print itself runs outside any. */
async function printInput(tx: Tx, actor: Actor, r: repo.EvidenceRecord, storage: FileStorage) {
  const template = await chooseTemplate(tx, actor.tenantId, actor.userId, 'EVIDENCE_CERT', null);
  if (!template) throw new AppError('CONFLICT', '没有可用的保全证书模板，请先在文书配置中发布');
  const version = await templateVersion(tx, template.id, template.publishedVersion);
  const proof = await entryProof(tx, r.tenantId, r.chainSeq!);
  if (!proof) throw new AppError('CONFLICT', '证据的哈希链记录不存在，不能出具保全证书');
  const settings = await docSettings(tx, r.tenantId);
  const stamp = proof.timestamp?.check.valid ? proof.timestamp.stamp : null;
  const values = certificateValues(
    r,
    await repo.artifactsOf(tx, r.tenantId, r.id),
    { chainSeq: proof.entry.seq, chainHash: proof.entry.hash, timestamp: stamp && { genTime: stamp.genTime, serial: stamp.serial, tsaName: stamp.tsaName } },
    { fullName: settings.officeFullName },
    new Date(),
  );
  return { version, values, seal: await imageDataUrl(tx, storage, r.tenantId, settings.sealFileId) };
}

/**
 * 保全证书: the first call for a sealed record prints it from the EVIDENCE_CERT template (values, signed QR over the
 * manifest hash, office seal), stores it, chains it as its own entry and timestamps that entry; later calls return
 * the stored PDF. Two first calls at once: the second's print is discarded, both get the one stored.
 */
export async function evidenceCertificate(db: Database, seal: Seal, config: CertificateConfig, actor: Actor, id: number) {
  const first = await inTenant(db, actor.tenantId, async (tx) => {
    const r = await sealedRecordFor(tx, actor, id);
    const stored = await storedCertificate(tx, config.storage, r);
    if (stored) return { r, stored, unstamped: r.certificateChainSeq != null && !(await entryProof(tx, r.tenantId, r.certificateChainSeq))?.timestamp };
    if (r.status !== 'SEALED' && r.status !== 'TIMESTAMPED') throw new AppError('CONFLICT', '证据已过期，不能再出具保全证书');
    return { r, input: await printInput(tx, actor, r, config.storage) };
  });
  if (first.stored) {
    // A certificate whose timestamp failed when it was issued is stamped when it is next fetched.
    if (first.unstamped) await timestampEntry(db, seal, first.r.tenantId, first.r.certificateChainSeq!).catch(() => undefined);
    return { fileName: certificateFileName(first.r), bytes: first.stored };
  }
  const { r, input } = first as typeof first & { input: Awaited<ReturnType<typeof printInput>> };
  const time = new Date().toISOString();
  const signed = await signCertificatePayload(db, seal, r.tenantId, { number: r.evidenceNo, documentHash: r.manifestSha256, time });
  const qr = await qrDataUrl(qrText(config.origin, signed.payload, signed.signature));
  const pdf = await documentPdf(input.version.content, input.version.page, {
    values: input.values,
    title: '电子数据保全证书',
    subject: r.evidenceNo,
    images: { qr, ...(input.seal && { seal: input.seal }) },
    manifest: {
      number: r.evidenceNo,
      kind: CERTIFICATE_CHAIN_KIND,
      manifestSha256: r.manifestSha256,
      manifestSm3: r.manifestSm3,
      time,
      keyId: signed.payload.keyId,
    },
  });
  const file = await writeGenerated(config.storage, r.tenantId, certificateFileName(r), 'application/pdf', pdf);
  const issued = await inTenant(db, actor.tenantId, async (tx) => {
    const now = await sealedRecordFor(tx, actor, id, true);
    if (now.certificateFileId && (await findFile(tx, now.tenantId, now.certificateFileId))) return { seq: null, record: now };
    await file.record(tx, actor.userId);
    const hash = dualHash(pdf);
    const entry = await appendToChain(tx, now.tenantId, {
      kind: CERTIFICATE_CHAIN_KIND,
      ref: now.evidenceNo,
      artefact: hash,
      metadata: { mime: 'application/pdf', size: pdf.length, evidenceManifestSha256: now.manifestSha256, evidenceChainSeq: now.chainSeq, sealed: !!input.seal },
    });
    const [record] = await tx
      .update(evidenceRecords)
      .set({ certificateFileId: file.key, certificateSha256: hash.sha256, certificateChainSeq: entry.seq, certificateIssuedAt: new Date() })
      .where(and(eq(evidenceRecords.tenantId, now.tenantId), eq(evidenceRecords.id, now.id)))
      .returning();
    await audit(tx, actor, {
      module: MODULE,
      action: 'issueCertificate',
      targetId: now.id,
      message: `出具保全证书 ${now.evidenceNo}（SHA-256 ${hash.sha256}）`,
    });
    return { seq: entry.seq, record };
  }).catch(async (e: unknown) => {
    await file.discard();
    throw e;
  });
  if (issued.seq === null) {
    await file.discard();
    const bytes = await inTenant(db, actor.tenantId, (tx) => storedCertificate(tx, config.storage, issued.record));
    return { fileName: certificateFileName(r), bytes: bytes! };
  }
  // Without an answer from the authority the certificate stands unstamped until it is next fetched.
  await timestampEntry(db, seal, r.tenantId, issued.seq).catch(() => undefined);
  return { fileName: certificateFileName(r), bytes: pdf };
}
