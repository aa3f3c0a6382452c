/** The hex SHA-256 of some bytes (WebCrypto). */
export async function sha256Hex(data: ArrayBuffer | Uint8Array | string): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The chain value after one more chunk: sha256(previous ‖ chunk sha256) over the hex text. The first `previous`
 * is the evidence number, so that a chunk cannot be moved to another recording.
 */
export const chainNext = (previous: string, chunkSha256: string) => sha256Hex(previous + chunkSha256);
