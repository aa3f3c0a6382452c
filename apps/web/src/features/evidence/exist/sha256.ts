/** Bytes read per step: the progress moves at least every 8 MB. */
export const SLICE_BYTES = 8 * 1024 * 1024;
/** Largest file hashed in the browser: WebCrypto digests one buffer, so the whole file is held in memory once. */
export const HASH_MAX_BYTES = 2 * 1024 * 1024 * 1024;

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Reads a slice; Blob#arrayBuffer where the browser has it, else a FileReader. */
function readSlice(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The SHA-256 of a file computed in the browser with WebCrypto: the file is read in slices (reporting the bytes
 * read so far), then digested. The bytes never leave the browser.
 */
export async function sha256OfFile(file: Blob, onProgress?: (read: number, total: number) => void, signal?: AbortSignal): Promise<string> {
  if (file.size > HASH_MAX_BYTES) throw new Error('文件超过 2 GB，浏览器无法计算其哈希，请改用“上传文件”存证');
  const bytes = new Uint8Array(file.size);
  for (let at = 0; at < file.size; at += SLICE_BYTES) {
    if (signal?.aborted) throw new DOMException('已取消', 'AbortError');
    const part = new Uint8Array(await readSlice(file.slice(at, at + SLICE_BYTES)));
    bytes.set(part, at);
    onProgress?.(at + part.length, file.size);
  }
  if (file.size === 0) onProgress?.(0, 0);
  return hex(await crypto.subtle.digest('SHA-256', bytes));
}
