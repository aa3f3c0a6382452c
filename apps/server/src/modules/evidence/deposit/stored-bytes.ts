import { createHash } from 'node:crypto';
import type { Tx } from '../../../db/client.ts';
import { newFileKey, type FileStorage } from '../../files/files.api.ts';
import { storedFiles } from '../../files/file.table.ts';
import { Sm3Thread } from './sm3-worker.ts';

/** A new file of the organisation's store: its key and its place in the store. */
export const newStoredPath = (tenantId: number) => newFileKey(tenantId);

export interface StreamedFile {
  size: number;
  sha256: string;
  sm3: string;
}

/**
 * Streams to the store at `rel`, hashing SHA-256 (here) and SM3 (on its own thread) as the bytes pass: one read,
 * backpressure kept, so memory stays flat whatever the size. The partial object is removed when the stream fails.
 */
export async function writeHashing(source: AsyncIterable<Buffer>, storage: FileStorage, rel: string, contentType?: string): Promise<StreamedFile> {
  const sha256 = createHash('sha256');
  const sm3 = new Sm3Thread();
  let size = 0;
  try {
    const hashed = (async function* () {
      for await (const chunk of source) {
        sha256.update(chunk);
        await sm3.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    })();
    await storage.put(rel, hashed, { contentType });
  } catch (e) {
    sm3.close();
    await storage.delete(rel).catch(() => {});
    throw e;
  }
  return { size, sha256: sha256.digest('hex'), sm3: await sm3.digest() };
}

/** The stored_files row of bytes already in the store. */
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
