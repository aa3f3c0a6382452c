import type { ByteRange } from './storage/file-storage.ts';

/**
 * One `Range: bytes=a-b` (or `a-`) header as a byte range; anything else (several ranges, a suffix range, units other
 * than bytes) is answered with the whole file, as RFC 9110 allows.
 */
export function byteRangeOf(header: string | undefined): ByteRange | undefined {
  const m = header && /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header.trim());
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}
