import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Database } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { findFile, type FileStorage } from '../../files/files.api.ts';
import { entryProof } from '../../integrity/integrity.api.ts';
import * as repo from '../evidence.repo.ts';
import { certificateFileName, sealedRecordFor } from './issue-certificate.ts';
import { verifyHtml } from './verify-html.ts';

const safeName = (name: string) => [...name].map((c) => (c < ' ' || '/\\:*?"<>|'.includes(c) ? '_' : c)).join('');
/** Where an artefact lies in the zip: its order keeps two files of one name apart. */
export const packagePath = (a: Pick<repo.ArtifactRecord, 'seq' | 'name'>) => `files/${a.seq}-${safeName(a.name)}`;

const readme = (evidenceNo: string, withCertificate: boolean) =>
  [
    `证据包 ${evidenceNo}`,
    '',
    'files/            证据文件（序号-原文件名）',
    'manifest.json     固定清单：每个文件的 SHA-256 与 SM3，其 SHA-256 已入本处完整性链',
    'timestamp.tsr     固定清单的 RFC 3161 时间戳令牌',
    'tsa-root.pem      时间戳根证书',
    ...(withCertificate ? ['保全证书-*.pdf    保全证书', 'certificate-manifest.json / certificate.tsr   保全证书的入链清单及其时间戳令牌'] : []),
    'verify.html       离线核验页：用浏览器打开，把文件拖入即可比对哈希',
    '',
    '用 OpenSSL 核验时间戳：',
    '  openssl ts -verify -data manifest.json -in timestamp.tsr -token_in -CAfile tsa-root.pem',
    '',
  ].join('\r\n');

/**
 * 证据包: every stored artefact, the sealed manifest byte for byte, its timestamp token and the TSA root, the
 * certificate when issued (with its own entry's manifest and token), and the offline verify page. Files are
 * streamed from the file store into the zip one at a time, stored as they are (no compression), so memory stays flat.
 */
interface StoredEntry {
  path: string;
  key: string;
  size: number;
}

/** A stored file as a zip entry, opened only when the zip reaches it. */
function addStored(zip: yazl.ZipFile, storage: FileStorage, f: StoredEntry, opts: { compress: boolean; mtime: Date }) {
  zip.addReadStreamLazy(f.path, { ...opts, size: f.size }, (cb) => {
    storage.get(f.key).then(
      (o) => (o ? cb(null, o.body) : cb(new Error(`stored file ${f.key} is gone`), null as never)),
      (e: Error) => cb(e, null as never),
    );
  });
}

export async function evidencePackage(db: Database, storage: FileStorage, actor: Actor, id: number): Promise<{ fileName: string; stream: Readable }> {
  const parts = await inTenant(db, actor.tenantId, async (tx) => {
    const r = await sealedRecordFor(tx, actor, id);
    const proof = (await entryProof(tx, r.tenantId, r.chainSeq!))!;
    const artifacts = await repo.artifactsOf(tx, r.tenantId, r.id);
    const stored: StoredEntry[] = [];
    for (const a of artifacts) {
      const row = a.fileId && !r.purgedAt ? await findFile(tx, r.tenantId, a.fileId) : undefined;
      const there = row && (await storage.head(row.path));
      if (row && there) stored.push({ path: packagePath(a), key: row.path, size: there.size });
    }
    const certRow = r.certificateFileId ? await findFile(tx, r.tenantId, r.certificateFileId) : undefined;
    const certProof = certRow && r.certificateChainSeq != null ? await entryProof(tx, r.tenantId, r.certificateChainSeq) : undefined;
    const certThere = certRow && (await storage.head(certRow.path));
    return { r, proof, stored, cert: certRow && certThere ? { key: certRow.path, size: certThere.size, proof: certProof } : undefined };
  });
  const { r, proof } = parts;
  const zip = new yazl.ZipFile();
  const opts = { compress: false, mtime: r.sealedAt ?? new Date() };
  zip.addBuffer(Buffer.from(proof.manifestJson, 'utf8'), 'manifest.json', opts);
  if (proof.timestamp) zip.addBuffer(Buffer.from(proof.timestamp.stamp.token, 'base64'), 'timestamp.tsr', opts);
  if (proof.tsaRootPem) zip.addBuffer(Buffer.from(proof.tsaRootPem, 'utf8'), 'tsa-root.pem', opts);
  for (const f of parts.stored) addStored(zip, storage, f, opts);
  if (parts.cert) {
    addStored(zip, storage, { ...parts.cert, path: certificateFileName(r) }, opts);
    const cp = parts.cert.proof;
    if (cp) zip.addBuffer(Buffer.from(cp.manifestJson, 'utf8'), 'certificate-manifest.json', opts);
    if (cp?.timestamp) zip.addBuffer(Buffer.from(cp.timestamp.stamp.token, 'base64'), 'certificate.tsr', opts);
  }
  const stamp = proof.timestamp?.stamp;
  const page = verifyHtml({
    evidenceNo: r.evidenceNo,
    manifest: proof.entry.manifest,
    manifestSha256: proof.entry.manifestSha256,
    sealedAt: r.sealedAt?.toISOString() ?? null,
    timestamp: stamp ? { genTime: stamp.genTime.toISOString(), serial: stamp.serial, tsaName: stamp.tsaName } : null,
    certificateSha256: r.certificateSha256,
  });
  zip.addBuffer(Buffer.from(page, 'utf8'), 'verify.html', opts);
  zip.addBuffer(Buffer.from(readme(r.evidenceNo, !!parts.cert), 'utf8'), '说明.txt', opts);
  zip.end();
  return { fileName: `证据包-${r.evidenceNo}.zip`, stream: zip.outputStream as Readable };
}
