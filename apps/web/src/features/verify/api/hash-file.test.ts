import { describe, expect, it } from 'vitest';
import { FileTooLargeError, MAX_HASHED_BYTES, normaliseHash, sha256OfFile } from './hash-file';

describe('hashing a file in the browser', () => {
  it('gives the SHA-256 of the bytes, in lower-case hex', async () => {
    expect(await sha256OfFile(new Blob(['abc']))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256OfFile(new Blob([]))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('reads a large file in slices, reporting progress up to the whole, with the same hash as at once', async () => {
    const bytes = new Uint8Array(9 * 1024 * 1024 + 5).map((_, i) => (i * 31) % 251);
    const shares: number[] = [];
    const sliced = await sha256OfFile(new Blob([bytes]), (s) => shares.push(s));
    const whole = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(sliced).toBe(whole);
    expect(shares[0]).toBeCloseTo((8 * 1024 * 1024) / bytes.length, 5);
    expect(shares.at(-1)).toBe(1);
    expect([...shares].sort((a, b) => a - b)).toEqual(shares);
  });

  it('stops when cancelled, and refuses a file too large for the browser to hash at once', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sha256OfFile(new Blob(['abc']), undefined, controller.signal)).rejects.toThrow();
    await expect(sha256OfFile({ size: MAX_HASHED_BYTES + 1 } as Blob)).rejects.toBeInstanceOf(FileTooLargeError);
  });

  it('accepts a hash as people paste it, and nothing else', () => {
    const h = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(normaliseHash(h.toUpperCase())).toBe(h);
    expect(normaliseHash(`  sha256: ${h.slice(0, 32)} ${h.slice(32)}\n`)).toBe(h);
    expect(normaliseHash(`SM3：${h}`)).toBe(h);
    expect(normaliseHash(h.slice(1))).toBeNull();
    expect(normaliseHash(`${h}0`)).toBeNull();
    expect(normaliseHash(h.replace('a', 'g'))).toBeNull();
    expect(normaliseHash('')).toBeNull();
  });
});
