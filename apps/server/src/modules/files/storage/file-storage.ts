import type { Readable } from 'node:stream';

/** A byte range as HTTP names it: first and last byte, both included; no `end` means to the end. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObjectInfo {
  /** The whole object's size in bytes. */
  size: number;
  contentType?: string;
}

/** An object being read: its bytes as a stream (the range asked for, or all), never loaded whole. */
export interface StoredObjectStream extends StoredObjectInfo {
  body: Readable;
  /** The bytes `body` carries: the range, clamped to the object, when one was asked for. */
  range?: { start: number; end: number };
}

export type StorageBody = Buffer | Readable | AsyncIterable<Buffer>;

/**
 * Where stored files' bytes live, addressed by key (the `path` of their `stored_files` row, e.g. `3/202611/<hex>`):
 * a directory on this machine (the default) or an S3-compatible bucket (S3_* settings), which every instance of a
 * deployment shares. Writes and reads stream both ways; a failed write leaves nothing behind.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: StorageBody, options?: { contentType?: string }): Promise<{ size: number }>;
  /** The object's bytes, or undefined when there is no such object; a range past its end throws `RangeNotSatisfiable`. */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObjectStream | undefined>;
  head(key: string): Promise<StoredObjectInfo | undefined>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** A range that starts past the object's end (HTTP 416); `size` is the object's. */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable (object of ${size} bytes)`);
  }
}

/** A range clamped to an object of `size` bytes, or undefined when it starts past the end. */
export function clampRange(range: ByteRange, size: number): { start: number; end: number } | undefined {
  const end = Math.min(range.end ?? size - 1, size - 1);
  return range.start < 0 || range.start > end ? undefined : { start: range.start, end };
}

/** The whole object in memory, for the few readers that need it whole (a PDF to stamp, an image to embed). */
export async function readWhole(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
