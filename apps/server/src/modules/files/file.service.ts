import { createHash, randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { storedFiles } from './file.table.ts';
import { readWhole, type ByteRange, type FileStorage } from './storage/file-storage.ts';

/** What may be uploaded, recognised by the first bytes (the declared type and the name are not trusted). */
const KINDS: { ext: string; mime: string; test: (b: Buffer) => boolean }[] = [
  { ext: '.pdf', mime: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { ext: '.png', mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: '.jpg', mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: '.gif', mime: 'image/gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  { ext: '.webp', mime: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  // docx, xlsx, pptx and zip share the ZIP signature; the name's extension picks which.
  { ext: '.zip', mime: 'application/zip', test: (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) },
];
const OFFICE: Record<string, string> = {
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const FILE_URL_PREFIX = '/api/file/';

/** A new stored file's key (its id and URL) and its place in the store: `<tenant>/<yyyymm>/<key>`. */
export function newFileKey(tenantId: number): { key: string; rel: string } {
  const key = randomBytes(16).toString('hex');
  const now = new Date();
  return { key, rel: `${tenantId}/${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}/${key}` };
}

export interface UploadedFile {
  ossUrl: string;
  name: string;
  fileName: string;
  filename: string;
  size: number;
  mime: string;
  sha256: string;
}

/**
 * Streams one upload to the store, hashing and keeping its first bytes as it goes; `stream` errors when the multipart
 * size limit is passed (the stored object is then removed). The type is checked by magic bytes, and the row written.
 */
export async function saveUpload(
  db: Database,
  actor: Actor,
  storage: FileStorage,
  originalName: string,
  stream: NodeJS.ReadableStream,
  tooLarge: () => boolean,
): Promise<UploadedFile> {
  const { key, rel } = newFileKey(actor.tenantId);
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let size = 0;
  const tapped = (async function* () {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      yield chunk;
    }
  })();
  try {
    await storage.put(rel, tapped);
    if (tooLarge()) throw new AppError('FILE_TOO_LARGE');
  } catch (e) {
    await storage.delete(rel).catch(() => {});
    if (e instanceof AppError) throw e;
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    throw e;
  }
  const kind = size > 0 ? KINDS.find((k) => k.test(head)) : undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is stripped from the name
  const name = originalName.replace(/[\\/\u0000-\u001f]/g, '_').slice(-200) || 'file';
  const declaredExt = extname(name).toLowerCase();
  if (!kind) {
    await storage.delete(rel);
    throw invalid('不支持的文件类型（支持 PDF、图片、Word/Excel/PowerPoint 文档）');
  }
  const mime = kind.ext === '.zip' && OFFICE[declaredExt] ? OFFICE[declaredExt] : kind.mime;
  const sha256 = hash.digest('hex');
  await inTenant(db, actor.tenantId, async (tx) => {
    await tx.insert(storedFiles).values({ id: key, tenantId: actor.tenantId, name, mime, size, sha256, path: rel, createdBy: actor.userId });
    await audit(tx, actor, { module: 'file', action: 'upload', targetId: key, after: { name, mime, size, sha256 } });
  }).catch(async (e: unknown) => {
    await storage.delete(rel).catch(() => {});
    throw e;
  });
  const ossUrl = `${FILE_URL_PREFIX}${key}`;
  return { ossUrl, name, fileName: name, filename: name, size, mime, sha256 };
}

export const findFile = async (tx: Tx, tenantId: number, key: string) =>
  (
    await tx
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.id, key)))
  )[0];

/** The key of one of our file URLs, or null for anything else. */
export const fileKeyOf = (url: string) =>
  url.startsWith(FILE_URL_PREFIX) && /^[0-9a-f]{32}$/.test(url.slice(FILE_URL_PREFIX.length)) ? url.slice(FILE_URL_PREFIX.length) : null;

/** One of the organisation's files to send: its row and its bytes (the range asked for, or all) as a stream. */
export async function openFile(db: Database, actor: Actor, storage: FileStorage, key: string, range?: ByteRange) {
  const row = await inTenant(db, actor.tenantId, (tx) => findFile(tx, actor.tenantId, key));
  const object = row && (await storage.get(row.path, { range }));
  if (!row || !object) throw notFound('文件');
  return { row, object };
}

/**
 * A file the server made (a certificate's PDF): stored first, outside any transaction; `record` then writes its row
 * in the caller's transaction, and `discard` removes the bytes when that transaction failed.
 */
export async function writeGenerated(storage: FileStorage, tenantId: number, name: string, mime: string, bytes: Buffer) {
  const { key, rel } = newFileKey(tenantId);
  await storage.put(rel, bytes, { contentType: mime });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return {
    key,
    sha256,
    record: (tx: Tx, createdBy: number) => tx.insert(storedFiles).values({ id: key, tenantId, name, mime, size: bytes.length, sha256, path: rel, createdBy }),
    discard: () => storage.delete(rel),
  };
}

/** The stored bytes of one of the organisation's files. */
export async function readStoredFile(tx: Tx, storage: FileStorage, tenantId: number, key: string): Promise<Buffer | undefined> {
  const row = await findFile(tx, tenantId, key);
  return row ? readWhole(storage, row.path) : undefined;
}
