import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Tx } from '../../../db/client.ts';
import { filesRoot } from '../../files/files.api.ts';
import { storedFiles } from '../../files/file.table.ts';
import { Sm3Thread } from './sm3-worker.ts';

/** A new file of the organisation's store: its key, its path below DATA_DIR/files, and the full path. */
export function newStoredPath(dataDir: string, tenantId: number) {
  const key = randomBytes(16).toString('hex');
  const now = new Date();
  const rel = join(String(tenantId), `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`, key);
  return { key, rel, full: join(filesRoot(dataDir), rel) };
}

export interface StreamedFile {
  size: number;
  sha256: string;
  sm3: string;
}

/**
 * Writes a stream to `full`, hashing SHA-256 (here) and SM3 (on its own thread) as the bytes pass: one read,
 * backpressure kept, so memory stays flat whatever the size. The partial file is removed when the stream fails.
 */
export async function writeHashing(source: AsyncIterable<Buffer>, full: string): Promise<StreamedFile> {
  await mkdir(dirname(full), { recursive: true });
  const sha256 = createHash('sha256');
  const sm3 = new Sm3Thread();
  let size = 0;
  try {
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          sha256.update(chunk);
          await sm3.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(full),
    );
  } catch (e) {
    sm3.close();
    await rm(full, { force: true });
    throw e;
  }
  return { size, sha256: sha256.digest('hex'), sm3: await sm3.digest() };
}

/** The stored_files row of bytes already on disk. */
export const recordStoredFile = (
  tx: Tx,
  f: { key: string; rel: string; tenantId: number; name: string; mime: string; size: number; sha256: string; createdBy: number | null },
) =>
  tx
    .insert(storedFiles)
    .values({ id: f.key, tenantId: f.tenantId, name: f.name, mime: f.mime, size: f.size, sha256: f.sha256, path: f.rel, createdBy: f.createdBy });

/** Control characters and path separators out of a name a client gave; at most 200 characters. */
// eslint-disable-next-line no-control-regex -- control characters are what is stripped from the name
export const cleanName = (name: string) => name.replace(/[\\/\u0000-\u001f]/g, '_').slice(-200) || 'file';
