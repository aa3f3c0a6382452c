/** Files are read in slices, so the progress shows while a large file is read. */
const SLICE_BYTES = 8 * 1024 * 1024;
/** SubtleCrypto hashes one buffer at once; beyond this a browser tab may run out of memory. */
export const MAX_HASHED_BYTES = 1024 * 1024 * 1024;

export class FileTooLargeError extends Error {}

/** A slice's bytes through FileReader, which every browser (and jsdom) has, unlike Blob.arrayBuffer in older ones. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The SHA-256 of a file, computed in the browser: the file never leaves the visitor's machine.
 * `onProgress` gets the share read so far (0–1).
 */
export async function sha256OfFile(file: Blob, onProgress?: (share: number) => void, signal?: AbortSignal): Promise<string> {
  if (file.size > MAX_HASHED_BYTES) throw new FileTooLargeError('文件超过 1 GB');
  const bytes = new Uint8Array(file.size);
  for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
    signal?.throwIfAborted();
    const slice = await bytesOf(file.slice(offset, offset + SLICE_BYTES));
    bytes.set(slice, offset);
    onProgress?.(Math.min(1, (offset + slice.length) / file.size));
  }
  onProgress?.(1);
  return hex(await crypto.subtle.digest('SHA-256', bytes));
}

/** A hash as typed or pasted: spaces, a `sha256:` prefix and upper case are forgiven. */
export function normaliseHash(text: string): string | null {
  const cleaned = text
    .trim()
    .replace(/^(sha-?256|sm3)\s*[:：=]\s*/i, '')
    .replace(/\s+/g, '')
    .toLowerCase();
  return /^[0-9a-f]{64}$/.test(cleaned) ? cleaned : null;
}
