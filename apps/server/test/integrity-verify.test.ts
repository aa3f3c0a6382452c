import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sm2 } from 'sm-crypto-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dualHash, recordArtefact, saveIntegritySettings, sealIn, signCertificatePayload } from '../src/modules/integrity/integrity.api.ts';
import { canonicalJson } from '../src/modules/oplog/oplog.api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID } from './fixtures.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'notaria-verify-'));
const seal = sealIn(dataDir);
let ctx: TestContext;
let ecdsaTenant: number;
const pdf = Buffer.from('%PDF-1.7 (2026)京长安证字第00001号 申请人 张三 110101199001011234');
const artefact = dualHash(pdf);
const number = '（2026）京长安证字第00001号';

beforeAll(async () => {
  ctx = await createTestContext({ dataDir, loginRateLimitPerMinute: 1000 });
  ecdsaTenant = (await createOffice(ctx.db, '椭圆曲线公证处', 'ecdsa_admin', [])).tenantId;
  await saveIntegritySettings(ctx.db, seal, ecdsaTenant, { signatureAlgorithm: 'ECDSA_P256' });
  // The metadata a careless caller might pass stays in the manifest; the public answer never shows it.
  await recordArtefact(ctx.db, seal, DEMO_TENANT_ID, { kind: 'CERTIFICATE', ref: number, artefact, metadata: { applicant: '张三', size: pdf.length } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const verify = async (body: unknown) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/integrity/verify', payload: body as object });
  return { status: res.statusCode, body: res.json(), raw: res.body };
};

describe('public verification', () => {
  it('matches a file hash (SHA-256 or SM3) to its chained record, with a valid timestamp and no personal data, without a session', async () => {
    const bySha = await verify({ hash: artefact.sha256.toUpperCase() });
    expect(bySha.status).toBe(200);
    expect(bySha.body.data).toMatchObject({
      matched: true,
      signature: null,
      records: [{ kind: 'CERTIFICATE', reference: number, matches: ['artefactSha256'], recordIntact: true, timestamp: { valid: true, reason: null } }],
    });
    const record = bySha.body.data.records[0];
    expect(Object.keys(record).sort()).toEqual(['at', 'kind', 'matches', 'organisation', 'recordIntact', 'reference', 'timestamp']);
    expect(record.timestamp.tsaName).toContain('时间戳服务');
    expect(bySha.raw).not.toContain('张三');
    expect(bySha.raw).not.toContain('applicant');

    expect((await verify({ hash: artefact.sm3 })).body.data.records[0].matches).toEqual(['artefactSm3']);
    // One byte changed: no record.
    const changed = Buffer.from(pdf);
    changed[10] ^= 1;
    expect((await verify({ hash: dualHash(changed).sha256 })).body.data).toEqual({ matched: false, records: [], signature: null });
  });

  it('publishes the signing keys and timestamp roots without a session, and verifies a signed QR payload online and offline', async () => {
    const signed = await signCertificatePayload(ctx.db, seal, DEMO_TENANT_ID, { number, documentHash: artefact.sha256, time: '2026-05-12T02:00:00.000Z' });
    const keys = (await ctx.app.inject({ method: 'GET', url: '/api/integrity/keys' })).json().data as {
      keyId: string;
      purpose: string;
      algorithm: string;
      publicKey: string;
      organisation: string;
    }[];
    const key = keys.find((k) => k.keyId === signed.payload.keyId)!;
    expect(key).toMatchObject({ purpose: 'SIGN', algorithm: 'SM2', publicKey: expect.stringMatching(/^04[0-9a-f]{128}$/) });
    expect(key.organisation).toBeTruthy();
    expect(keys.find((k) => k.purpose === 'TSA_ROOT' && k.organisation === key.organisation)?.publicKey).toContain('BEGIN CERTIFICATE');
    expect(JSON.stringify(keys)).not.toContain('PRIVATE');

    // Offline: the published key and the canonical JSON are enough, no database.
    expect(sm2.doVerifySignature(new Uint8Array(Buffer.from(canonicalJson(signed.payload))), signed.signature, key.publicKey, { hash: true, der: true })).toBe(
      true,
    );

    const online = await verify(signed);
    expect(online.body.data).toMatchObject({
      matched: true,
      signature: { valid: true, keyId: key.keyId, algorithm: 'SM2', organisation: key.organisation },
      records: [{ reference: number, matches: ['artefactSha256'], timestamp: { valid: true } }],
    });
    const forged = await verify({ ...signed, payload: { ...signed.payload, number: '（2026）京长安证字第00002号' } });
    expect(forged.body.data).toMatchObject({ matched: false, records: [], signature: { valid: false } });
    expect((await verify({ ...signed, payload: { ...signed.payload, keyId: 'f'.repeat(32) } })).body.data).toEqual({
      matched: false,
      records: [],
      signature: null,
    });
  });

  it('signs with ECDSA P-256 for an organisation configured so', async () => {
    const signed = await signCertificatePayload(ctx.db, seal, ecdsaTenant, { number: 'E-1', documentHash: 'a'.repeat(64), time: '2026-05-12T02:00:00.000Z' });
    const answer = (await verify(signed)).body.data;
    expect(answer.signature).toMatchObject({ valid: true, algorithm: 'ECDSA_P256', organisation: '椭圆曲线公证处' });
    expect(answer.records).toEqual([]);
  });

  it('refuses a request with neither a hash nor a whole signed payload', async () => {
    expect((await verify({})).body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: '请提供哈希值，或签名载荷与签名' });
    expect((await verify({ signature: 'ab'.repeat(40) })).body.message).toBe('签名核验需要同时提供载荷和签名');
    expect((await verify({ hash: 'xyz' })).status).toBe(400);
  });

  it('is rate-limited per client like the sign-in', async () => {
    const limited = await createTestContext({ dataDir, loginRateLimitPerMinute: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/integrity/verify', payload: { hash: '0'.repeat(64) } })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const last = (await limited.app.inject({ method: 'POST', url: '/api/integrity/verify', payload: { hash: '0'.repeat(64) } })).json();
      expect(last).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(last.message).toMatch(/^核验过于频繁/);
    } finally {
      await limited.close();
    }
  });
});
