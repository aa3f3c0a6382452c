import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { ReasonBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { registerApprovalKind, startApproval, type ApprovalRequestRow } from '../approval/approval.api.ts';
import type { Actor } from '../auth/auth.api.ts';
import { verifyHtml } from '../evidence/evidence.api.ts';
import { findFile, type FileStorage } from '../files/files.api.ts';
import { entryProof } from '../integrity/integrity.api.ts';
import { canonicalJson } from '../oplog/oplog.api.ts';
import { archiveDownloads, archiveItems, archiveVolumes } from './archive.table.ts';
import { lockVolume, recordMovement, type VolumeRow } from './movement.ts';

const SECRET_DOWNLOAD_KIND = 'archiveSecretDownload';

const safeName = (name: string) => [...name].map((c) => (c < ' ' || '/\\:*?"<>|'.includes(c) ? '_' : c)).join('');
/** Where an item lies in the zip: its filing order keeps two files of one name apart. */
const itemPath = (i: { seq: number; fileName: string; title: string }) => `files/${String(i.seq).padStart(3, '0')}-${safeName(i.fileName || i.title)}`;

const approvedRequestOf = async (tx: Tx, actor: Actor, volumeId: number) =>
  (
    await tx
      .select()
      .from(archiveDownloads)
      .where(
        and(
          eq(archiveDownloads.tenantId, actor.tenantId),
          eq(archiveDownloads.volumeId, volumeId),
          eq(archiveDownloads.userId, actor.userId),
          eq(archiveDownloads.status, 'APPROVED'),
        ),
      )
      .orderBy(asc(archiveDownloads.id))
      .limit(1)
  )[0];

/** 密卷下载申请: one download for the applicant once the flow approves. */
export const requestSecretDownload = (db: Database, actor: Actor, body: ReasonBody): Promise<{ approvalId: number }> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const v = await lockVolume(tx, actor.tenantId, body.id);
    if (v.volumeKind !== 'SECRET') throw new AppError('CONFLICT', '普通卷可直接下载，无需申请');
    if (v.status === 'DESTROYED') throw new AppError('CONFLICT', '该档案已销毁，文件不再保存');
    if (await approvedRequestOf(tx, actor, v.id)) throw new AppError('CONFLICT', '您已有获批的下载，可直接下载');
    const [row] = await tx
      .insert(archiveDownloads)
      .values({ tenantId: actor.tenantId, volumeId: v.id, userId: actor.userId, reason: body.reason, status: 'PENDING' })
      .returning();
    const approval = await startApproval(tx, actor, { kind: SECRET_DOWNLOAD_KIND, subjectId: row.id, summary: `下载密卷 ${v.archiveNo}：${body.reason}` });
    await tx.update(archiveDownloads).set({ approvalId: approval.id }).where(eq(archiveDownloads.id, row.id));
    return { approvalId: approval.id };
  });

const setRequest = (status: 'APPROVED' | 'REJECTED') => async (tx: Tx, r: ApprovalRequestRow) => {
  await tx
    .update(archiveDownloads)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(archiveDownloads.tenantId, r.tenantId), eq(archiveDownloads.id, r.subjectId), eq(archiveDownloads.status, 'PENDING')));
};
registerApprovalKind({
  kind: SECRET_DOWNLOAD_KIND,
  title: '密卷下载',
  flowCode: 'archiveSecretDownload',
  onApproved: setRequest('APPROVED'),
  onClosed: setRequest('REJECTED'),
});

interface PackageParts {
  v: VolumeRow;
  /** The volume's frozen manifest (its SHA-256 is the volume's manifest hash, chained as the entry's artefact). */
  manifestJson: string;
  /** The chain entry that registered it: what the timestamp token covers. */
  entryJson: string | null;
  stamp: { token: string; genTime: Date; serial: string; tsaName: string } | null;
  tsaRootPem: string | null;
  files: { path: string; key: string; size: number }[];
  listed: { seq: number; name: string; size: number; sha256: string; sm3: string }[];
  requestId: number | null;
}

async function partsOf(tx: Tx, storage: FileStorage, actor: Actor, id: number): Promise<PackageParts> {
  const [v] = await tx
    .select()
    .from(archiveVolumes)
    .where(and(eq(archiveVolumes.tenantId, actor.tenantId), eq(archiveVolumes.id, id)));
  if (!v) throw new AppError('NOT_FOUND', '档案不存在');
  if (v.status === 'DESTROYED') throw new AppError('CONFLICT', '该档案已销毁，文件不再保存');
  const request = v.volumeKind === 'SECRET' ? await approvedRequestOf(tx, actor, v.id) : undefined;
  if (v.volumeKind === 'SECRET' && !request) throw forbidden('密卷须先申请下载并经审批通过');
  const proof = await entryProof(tx, actor.tenantId, v.chainSeq);
  const items = await tx.select().from(archiveItems).where(eq(archiveItems.volumeId, v.id)).orderBy(asc(archiveItems.seq));
  const files: PackageParts['files'] = [];
  for (const i of items) {
    const row = i.fileId ? await findFile(tx, actor.tenantId, i.fileId) : undefined;
    const stored = row && (await storage.head(row.path));
    if (row && stored) files.push({ path: itemPath(i), key: row.path, size: stored.size });
  }
  const stamp = proof?.timestamp?.stamp;
  return {
    v,
    manifestJson: canonicalJson(v.manifest),
    entryJson: proof?.manifestJson ?? null,
    stamp: stamp ? { token: stamp.token, genTime: stamp.genTime, serial: stamp.serial, tsaName: stamp.tsaName } : null,
    tsaRootPem: proof?.tsaRootPem ?? null,
    files,
    listed: items.map((i) => ({ seq: i.seq, name: itemPath(i).slice('files/'.length), size: i.size, sha256: i.sha256, sm3: i.sm3 })),
    requestId: request?.id ?? null,
  };
}

/** Hashes what passes through; `onEnd` runs before the stream ends, so the answer finishes only once it is recorded. */
function hashingPassThrough(onEnd: (h: { sha256: string; sm3: string; size: number }) => Promise<void>): Transform {
  const sha256 = createHash('sha256');
  const sm3 = createHash('sm3');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      sha256.update(chunk);
      sm3.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      onEnd({ sha256: sha256.digest('hex'), sm3: sm3.digest('hex'), size }).then(() => done(), done);
    },
  });
}

/**
 * 档案包: the volume's stored files in filing order, its frozen manifest byte for byte, the chain entry that
 * registered the manifest's hash with that entry's timestamp token (`openssl ts -verify -data chain-entry.json`) and
 * TSA root, the offline verify page and a catalogue. Streamed from the file store one file at a time (stored, no compression), so memory stays
 * flat for any size; the package's hash is recorded with the download and a movement when the last byte is out.
 */
export async function archivePackage(db: Database, storage: FileStorage, actor: Actor, id: number): Promise<{ fileName: string; stream: Readable }> {
  const p = await inTenant(db, actor.tenantId, (tx) => partsOf(tx, storage, actor, id));
  const zip = new yazl.ZipFile();
  const opts = { compress: false, mtime: p.v.receivedAt };
  zip.addBuffer(Buffer.from(p.manifestJson, 'utf8'), 'manifest.json', opts);
  if (p.entryJson) zip.addBuffer(Buffer.from(p.entryJson, 'utf8'), 'chain-entry.json', opts);
  if (p.stamp) zip.addBuffer(Buffer.from(p.stamp.token, 'base64'), 'timestamp.tsr', opts);
  if (p.tsaRootPem) zip.addBuffer(Buffer.from(p.tsaRootPem, 'utf8'), 'tsa-root.pem', opts);
  zip.addBuffer(Buffer.from(JSON.stringify({ archiveNo: p.v.archiveNo, items: p.listed }, null, 2), 'utf8'), 'catalogue.json', opts);
  for (const f of p.files)
    zip.addReadStreamLazy(f.path, { ...opts, size: f.size }, (cb) => {
      storage.get(f.key).then(
        (o) => (o ? cb(null, o.body) : cb(new Error(`stored file ${f.key} is gone`), null as never)),
        (e: Error) => cb(e, null as never),
      );
    });
  const page = verifyHtml({
    evidenceNo: p.v.archiveNo,
    manifest: { metadata: { artefacts: p.listed } },
    manifestSha256: p.v.manifestSha256,
    sealedAt: p.v.receivedAt.toISOString(),
    timestamp: p.stamp ? { genTime: p.stamp.genTime.toISOString(), serial: p.stamp.serial, tsaName: p.stamp.tsaName } : null,
    certificateSha256: '',
  });
  zip.addBuffer(Buffer.from(page, 'utf8'), 'verify.html', opts);
  zip.end();
  const record = (h: { sha256: string; sm3: string; size: number }) =>
    inTenant(db, actor.tenantId, async (tx) => {
      const now = new Date();
      const done = { status: 'DONE' as const, packageSha256: h.sha256, packageSm3: h.sm3, packageSize: h.size, downloadedAt: now, updatedAt: now };
      const [row] = p.requestId
        ? await tx.update(archiveDownloads).set(done).where(eq(archiveDownloads.id, p.requestId)).returning()
        : await tx
            .insert(archiveDownloads)
            .values({ tenantId: actor.tenantId, volumeId: p.v.id, userId: actor.userId, ...done })
            .returning();
      await recordMovement(tx, actor.tenantId, actor.userId, { volumeId: p.v.id, kind: 'DOWNLOAD', downloadId: row.id, packageSha256: h.sha256 });
    });
  const out = hashingPassThrough(record);
  (zip.outputStream as Readable).on('error', (e) => out.destroy(e)).pipe(out);
  return { fileName: `档案-${p.v.archiveNo}.zip`, stream: out };
}
