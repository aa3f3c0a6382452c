import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sm2 } from 'sm-crypto-v2';
import { dualHash, dualHashStream, manifestOf } from '../src/modules/integrity/integrity.api.ts';
import { manifestFromBody } from '../src/modules/integrity/manifest.ts';
import { newSigningKey, signPayload, verifyPayload } from '../src/modules/integrity/signing.ts';
import { canonicalJson } from '../src/modules/oplog/oplog.api.ts';

describe('dual hash', () => {
  it('gives the standard vectors for "abc": SHA-256 (FIPS 180-2) and SM3 (GB/T 32905)', () => {
    expect(dualHash('abc')).toEqual({
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      sm3: '66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0',
    });
  });

  it('hashes a stream read once to the same values as the whole buffer', async () => {
    const data = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < data.length; i++) data[i] = (i * 31) & 0xff;
    const chunks = [data.subarray(0, 1000), data.subarray(1000, 2_000_000), data.subarray(2_000_000)];
    expect(await dualHashStream(Readable.from(chunks))).toEqual(dualHash(data));
    const dir = mkdtempSync(join(tmpdir(), 'notaria-hash-'));
    try {
      writeFileSync(join(dir, 'a.bin'), data);
      expect(await dualHashStream(createReadStream(join(dir, 'a.bin'), { highWaterMark: 64 * 1024 }))).toEqual(dualHash(data));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('manifest', () => {
  const artefact = dualHash('%PDF-1.7 certificate bytes');

  it('hashes the canonical JSON of the artefact hashes and metadata, whatever the key order', () => {
    const a = manifestOf({ kind: 'CERTIFICATE', ref: '（2026）京长安证字第00001号', artefact, metadata: { size: 26, mime: 'application/pdf', pages: 3 } });
    const b = manifestOf({ kind: 'CERTIFICATE', ref: '（2026）京长安证字第00001号', artefact, metadata: { pages: 3, mime: 'application/pdf', size: 26 } });
    expect(a.hash).toEqual(b.hash);
    expect(a.hash).toEqual(dualHash(a.json));
    expect(a.json).toBe(canonicalJson(a.body));
    expect(JSON.parse(a.json)).toMatchObject({ sha256: artefact.sha256, sm3: artefact.sm3, kind: 'CERTIFICATE' });
    // Read back (e.g. from jsonb, keys in another order): the same hashes.
    expect(manifestFromBody(JSON.parse(JSON.stringify({ ...a.body }))).hash).toEqual(a.hash);
    expect(
      manifestOf({ kind: 'CERTIFICATE', ref: '（2026）京长安证字第00001号', artefact, metadata: { size: 27, mime: 'application/pdf', pages: 3 } }).hash.sha256,
    ).not.toBe(a.hash.sha256);
  });
});

describe('signed payloads', () => {
  const payload = { number: '（2026）京长安证字第00001号', documentHash: dualHash('doc').sha256, time: '2026-05-12T02:00:00.000Z', keyId: '0'.repeat(32) };

  it('signs with SM2 and verifies with the public key alone (sm-crypto-v2, SM3 with the default user id)', () => {
    const key = newSigningKey('SM2');
    expect(key.publicKey).toMatch(/^04[0-9a-f]{128}$/);
    const signature = signPayload(key, payload);
    expect(verifyPayload(key, payload, signature)).toBe(true);
    // The offline check a verifier makes with the published key: canonical JSON, UTF-8.
    expect(sm2.doVerifySignature(new Uint8Array(Buffer.from(canonicalJson(payload))), signature, key.publicKey, { hash: true, der: true })).toBe(true);
    expect(verifyPayload(key, { ...payload, number: '（2026）京长安证字第00002号' }, signature)).toBe(false);
    expect(verifyPayload(newSigningKey('SM2'), payload, signature)).toBe(false);
    expect(verifyPayload(key, payload, 'zz')).toBe(false);
  });

  it('signs with ECDSA P-256 when configured', () => {
    const key = newSigningKey('ECDSA_P256');
    expect(key.publicKey).toContain('BEGIN PUBLIC KEY');
    const signature = signPayload(key, payload);
    expect(verifyPayload(key, payload, signature)).toBe(true);
    expect(verifyPayload(key, { ...payload, time: '2026-05-12T02:00:01.000Z' }, signature)).toBe(false);
  });
});
