import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson as contractsCanonicalJson, parseQrText, qrText, type SignedPayload } from '@notaria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dualHash, recordArtefact, saveIntegritySettings, sealIn, signCertificatePayload } from '../src/modules/integrity/integrity.api.ts';
import { canonicalJson } from '../src/modules/oplog/oplog.api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID } from './fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'notaria-qr-'));
const seal = sealIn(dir);
const origin = 'https://gz.example.cn';
const number = '（2026）京长安证字第00042号';
const content = dualHash(Buffer.from('{"number":"（2026）京长安证字第00042号","content":"兹证明……"}'));
let ctx: TestContext;
let keysFile: string;
let sm2: { payload: SignedPayload; signature: string };
let ecdsa: { payload: SignedPayload; signature: string };

beforeAll(async () => {
  ctx = await createTestContext({ dataDir: dir, loginRateLimitPerMinute: 1000 });
  const ecdsaOffice = (await createOffice(ctx.db, '椭圆曲线公证处', 'qr_ecdsa_admin', [])).tenantId;
  await saveIntegritySettings(ctx.db, seal, ecdsaOffice, { signatureAlgorithm: 'ECDSA_P256' });
  await recordArtefact(ctx.db, seal, DEMO_TENANT_ID, { kind: 'DOC_CONTENT', ref: number, artefact: content });
  sm2 = await signCertificatePayload(ctx.db, seal, DEMO_TENANT_ID, { number, documentHash: content.sha256, time: '2026-05-12T02:00:00.000Z' });
  ecdsa = await signCertificatePayload(ctx.db, seal, ecdsaOffice, { number: 'E-7', documentHash: 'c'.repeat(64), time: '2026-05-12T03:00:00.000Z' });
  // Saved as a verifier would: the whole answer of the public endpoint, envelope included.
  keysFile = join(dir, 'keys.json');
  writeFileSync(keysFile, (await ctx.app.inject({ method: 'GET', url: '/api/integrity/keys' })).body);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run verify-qr` as a verifier would, without the server or its database. */
function verifyOffline(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/verify-qr.ts', ...args], {
    cwd: join(import.meta.dirname, '..'),
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  return { code: run.status, out: run.stdout + run.stderr };
}

const reencoded = (signed: { payload: SignedPayload; signature: string }, change: Partial<SignedPayload>) =>
  qrText(origin, { ...signed.payload, ...change }, signed.signature);

describe('certificate QR', () => {
  it("is signed over the same canonical JSON that the contracts' QR text carries", () => {
    expect(contractsCanonicalJson(sm2.payload)).toBe(canonicalJson(sm2.payload));
    const awkward = { z: '中文', a: [1, { y: null, b: 'x"\\' }], m: { q: true, c: undefined }, e: '\u2028' };
    expect(contractsCanonicalJson(awkward)).toBe(canonicalJson(awkward));
    const p = new URL(qrText(origin, sm2.payload, sm2.signature)).searchParams.get('p')!;
    expect(Buffer.from(p, 'base64url').toString('utf8')).toBe(canonicalJson(sm2.payload));
  });

  it('verifies online from what the QR text carries, and matches the chained document content', async () => {
    const parsed = parseQrText(qrText(origin, sm2.payload, sm2.signature))!;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/integrity/verify', payload: parsed });
    expect(res.json().data).toMatchObject({
      matched: true,
      signature: { valid: true, algorithm: 'SM2' },
      records: [{ kind: 'DOC_CONTENT', reference: number, matches: ['artefactSha256'], recordIntact: true }],
    });
  });

  it('verifies offline with the published keys alone: SM2 and ECDSA P-256, exit code 0', () => {
    const good = verifyOffline(qrText(origin, sm2.payload, sm2.signature), '--keys', keysFile);
    expect(good.out).toContain('核验通过：签名有效');
    expect(good.out).toContain(`编号：${number}`);
    expect(good.out).toContain('SM2 / SM3');
    expect(good.code).toBe(0);
    const query = qrText(origin, ecdsa.payload, ecdsa.signature).split('?')[1];
    const byEcdsa = verifyOffline(query, '--keys', keysFile);
    expect(byEcdsa.out).toContain('签发机构：椭圆曲线公证处（ECDSA P-256 / SHA-256）');
    expect(byEcdsa.code).toBe(0);
  });

  it('fails offline, exit code 1, when the number or the document hash was changed, or the key is not published', () => {
    const changedNumber = verifyOffline(reencoded(sm2, { number: '（2026）京长安证字第00043号' }), '--keys', keysFile);
    expect(changedNumber.out).toContain('签名无效');
    expect(changedNumber.code).toBe(1);
    const changedHash = verifyOffline(reencoded(ecdsa, { documentHash: 'd'.repeat(64) }), '--keys', keysFile);
    expect(changedHash.out).toContain('签名无效');
    expect(changedHash.code).toBe(1);
    const unknownKey = verifyOffline(reencoded(sm2, { keyId: 'f'.repeat(32) }), '--keys', keysFile);
    expect(unknownKey.out).toContain('没有该密钥编号的签名公钥');
    expect(unknownKey.code).toBe(1);
  });

  it('refuses, exit code 1, what is not a QR text, a keys file that is not the published list, or a key swapped in the file', () => {
    const garbage = verifyOffline('https://weixin.qq.com/r/abc', '--keys', keysFile);
    expect(garbage.out).toContain('这不是公证书核验二维码的内容');
    expect(garbage.code).toBe(1);
    const notKeys = join(dir, 'not-keys.json');
    writeFileSync(notKeys, '{"hello":1}');
    expect(verifyOffline(qrText(origin, sm2.payload, sm2.signature), '--keys', notKeys)).toMatchObject({ code: 1 });
    expect(verifyOffline(qrText(origin, sm2.payload, sm2.signature))).toMatchObject({ code: 1 });
    // Someone hands out a keys file where the key id is kept but the public key is their own.
    const keys = JSON.parse(readFileSync(keysFile, 'utf8')).data as { keyId: string; publicKey: string }[];
    keys.find((k) => k.keyId === sm2.payload.keyId)!.publicKey = keys.find((k) => k.keyId === ecdsa.payload.keyId)!.publicKey;
    const swapped = join(dir, 'swapped.json');
    writeFileSync(swapped, JSON.stringify(keys));
    const forged = verifyOffline(qrText(origin, sm2.payload, sm2.signature), '--keys', swapped);
    expect(forged.out).toContain('公钥与其密钥编号不符');
    expect(forged.code).toBe(1);
  });

  it('rejects garbage as QR text', () => {
    for (const text of ['', 'not a qr', `${origin}/verify?p=e30&s=abcdef0123456789`, `${origin}/verify?s=${sm2.signature}`])
      expect(parseQrText(text)).toBeNull();
  });
});
