import type { ArchiveItemSource } from '@notaria/contracts';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { caseMaterials } from '../business/business.table.ts';
import { caseDocuments } from '../case-document/case-document.table.ts';
import { evidenceArtifacts, evidenceRecords } from '../evidence/evidence.table.ts';
import { fileKeyOf, findFile, writeGenerated, type FileStorage } from '../files/files.api.ts';
import { dualHash, dualHashStream, type DualHash } from '../integrity/integrity.api.ts';
import { canonicalJson } from '../oplog/oplog.api.ts';
import { caseRecordings } from '../video/video.api.ts';

/** One entry of the 卷内目录 before it is stored: what it is, its stored file, and the hashes of its bytes. */
export interface ItemDraft {
  source: ArchiveItemSource;
  sourceId: string;
  title: string;
  subVolume: boolean;
  fileId: string | null;
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
  sm3: string;
}

/** Filing order (the 卷内目录 itself is the volume's manifest, so it has no row). */
const ORDER: ArchiveItemSource[] = ['APPLICATION', 'MATERIAL', 'DOCUMENT', 'CERTIFICATE', 'RECORDING', 'EVIDENCE', 'INTERNAL'];
const SECRET_DOC_KINDS = new Set(['APPROVAL']);

/** Both hashes of a stored file, read from the store (never the hash recorded at upload: that is what we check). */
export async function hashStoredFile(storage: FileStorage, path: string): Promise<DualHash & { size: number }> {
  let size = 0;
  const object = await storage.get(path);
  if (!object) throw Object.assign(new Error(`stored file ${path} is missing`), { code: 'ENOENT' });
  const counted = (async function* () {
    for await (const chunk of object.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      yield chunk;
    }
  })();
  const hash = await dualHashStream(counted);
  return { ...hash, size };
}

type Pending = Omit<ItemDraft, 'fileName' | 'mime' | 'size' | 'sha256' | 'sm3'> & { key: string | null; catalogue?: unknown };

/**
 * The case's archivable content in filing order, each stored file hashed from its bytes. A catalogue-only item (the
 * intake data, a paper-only material) is written as its canonical JSON into a stored file of the volume, so the
 * package carries the very bytes the manifest hashed and the volume does not depend on the case row staying as it was.
 */
export async function collectItems(
  tx: Tx,
  storage: FileStorage,
  actor: { tenantId: number; userId: number },
  caseId: number,
  formData: unknown,
): Promise<ItemDraft[]> {
  const { tenantId } = actor;
  const pending: Pending[] = [
    { source: 'APPLICATION', sourceId: String(caseId), title: '公证申请（受理登记信息）', subVolume: false, fileId: null, key: null, catalogue: formData },
  ];
  const materials = await tx
    .select()
    .from(caseMaterials)
    .where(and(eq(caseMaterials.tenantId, tenantId), eq(caseMaterials.caseId, caseId), eq(caseMaterials.status, 'RECEIVED')))
    .orderBy(asc(caseMaterials.id));
  for (const m of materials) {
    const paper = { name: m.name, kind: m.kind, originalSeen: m.originalSeen };
    pending.push({ source: 'MATERIAL', sourceId: String(m.id), title: m.name, subVolume: false, fileId: null, key: fileKeyOf(m.fileUrl), catalogue: paper });
  }
  const docs = await tx
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.tenantId, tenantId), eq(caseDocuments.caseId, caseId), eq(caseDocuments.status, 'FINAL')))
    .orderBy(asc(caseDocuments.id));
  for (const d of docs) {
    const source: ArchiveItemSource = d.kind === 'CERTIFICATE' ? 'CERTIFICATE' : SECRET_DOC_KINDS.has(d.kind) ? 'INTERNAL' : 'DOCUMENT';
    pending.push({
      source,
      sourceId: String(d.id),
      title: d.certificateNumber ? `${d.title}（${d.certificateNumber}）` : d.title,
      subVolume: source === 'INTERNAL',
      fileId: null,
      key: d.pdfFileId,
    });
  }
  const records = await tx
    .select({ id: evidenceRecords.id, no: evidenceRecords.evidenceNo })
    .from(evidenceRecords)
    .where(and(eq(evidenceRecords.tenantId, tenantId), eq(evidenceRecords.caseId, caseId)));
  if (records.length) {
    const artefacts = await tx
      .select()
      .from(evidenceArtifacts)
      .where(
        and(
          inArray(
            evidenceArtifacts.recordId,
            records.map((r) => r.id),
          ),
          isNotNull(evidenceArtifacts.fileId),
        ),
      )
      .orderBy(asc(evidenceArtifacts.recordId), asc(evidenceArtifacts.seq));
    const noOf = new Map(records.map((r) => [r.id, r.no]));
    for (const a of artefacts) {
      const source: ArchiveItemSource = a.role === 'VIDEO' || a.role === 'AUDIO' || a.role === 'CALL_AUDIO' ? 'RECORDING' : 'EVIDENCE';
      pending.push({ source, sourceId: String(a.id), title: `${noOf.get(a.recordId)} ${a.name}`, subVolume: false, fileId: null, key: a.fileId });
    }
  }
  // 视频公证: each participant's recording of the case's meetings (stored, hashed and chained when the meeting ended).
  for (const v of await caseRecordings(tx, tenantId, caseId)) {
    const title = `视频会议 ${v.meetingNo} ${v.participantName} 录像`;
    pending.push({ source: 'RECORDING', sourceId: `video:${v.r.id}`, title, subVolume: false, fileId: null, key: v.r.fileId });
  }
  pending.sort((a, b) => ORDER.indexOf(a.source) - ORDER.indexOf(b.source));
  const out: ItemDraft[] = [];
  for (const p of pending) out.push(await hashed(tx, storage, actor, p));
  return out;
}

async function hashed(tx: Tx, storage: FileStorage, actor: { tenantId: number; userId: number }, p: Pending): Promise<ItemDraft> {
  const { key, catalogue, ...rest } = p;
  if (!key) {
    const bytes = Buffer.from(canonicalJson(catalogue ?? {}), 'utf8');
    const fileName = `${p.title.replace(/[\\/:*?"<>|]/g, '_')}.json`;
    // Should the receiving roll back, the written bytes stay unreferenced on disk: harmless, never served.
    const stored = await writeGenerated(storage, actor.tenantId, fileName, 'application/json', bytes);
    await stored.record(tx, actor.userId);
    return { ...rest, fileId: stored.key, fileName, mime: 'application/json', size: bytes.length, ...dualHash(bytes) };
  }
  const file = await findFile(tx, actor.tenantId, key);
  if (!file) throw new AppError('CONFLICT', `“${p.title}”的文件已不存在，不能归档`);
  const h = await hashStoredFile(storage, file.path);
  return { ...rest, fileId: file.id, fileName: file.name, mime: file.mime, size: h.size, sha256: h.sha256, sm3: h.sm3 };
}
