import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  clampRange,
  RangeNotSatisfiable,
  type ByteRange,
  type FileStorage,
  type StorageBody,
  type StoredObjectInfo,
  type StoredObjectStream,
} from './file-storage.ts';

const missing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

/** Stored files in a directory of this machine (DATA_DIR/files): the embedded default, one instance only. */
export class LocalStorage implements FileStorage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key; a key that would leave the root is refused. */
  pathOf(key: string): string {
    const full = resolve(this.root, key);
    if (!full.startsWith(this.root + sep)) throw new Error(`stored file key outside the store: ${key}`);
    return full;
  }

  /** Written beside its place and renamed there when complete, so a reader never sees half a file. */
  async put(key: string, body: StorageBody): Promise<{ size: number }> {
    const full = this.pathOf(key);
    await mkdir(dirname(full), { recursive: true });
    const partial = join(dirname(full), `.${randomBytes(6).toString('hex')}.part`);
    let size = 0;
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(partial),
      );
      await rename(partial, full);
    } catch (e) {
      await rm(partial, { force: true });
      throw e;
    }
    return { size };
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredObjectStream | undefined> {
    const info = await this.head(key);
    if (!info) return undefined;
    const range = options.range && clampRange(options.range, info.size);
    if (options.range && !range) throw new RangeNotSatisfiable(info.size);
    const body = createReadStream(this.pathOf(key), range);
    return { ...info, body, ...(range && { range }) };
  }

  async head(key: string): Promise<StoredObjectInfo | undefined> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { size: s.size } : undefined;
    } catch (e) {
      if (missing(e)) return undefined;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
