import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SLICE_BYTES, sha256OfFile } from './sha256';

describe('哈希存证: SHA-256 in the browser', () => {
  it('gives the known digest of "abc" and of an empty file', async () => {
    expect(await sha256OfFile(new Blob(['abc']))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256OfFile(new Blob([]))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('reads a file larger than one slice in slices, reports the bytes read, and equals node over the same bytes', async () => {
    const bytes = randomBytes(SLICE_BYTES * 2 + 12345);
    const seen: number[] = [];
    const digest = await sha256OfFile(new Blob([bytes]), (read, total) => {
      expect(total).toBe(bytes.length);
      seen.push(read);
    });
    expect(digest).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(seen).toEqual([SLICE_BYTES, SLICE_BYTES * 2, bytes.length]);
  });

  it('stops when cancelled', async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(sha256OfFile(new Blob([randomBytes(10)]), undefined, stop.signal)).rejects.toThrow('已取消');
  });
});
