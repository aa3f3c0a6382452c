import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../src/db/scope.ts';
import type { ChainEntry } from '../src/modules/integrity/chain.ts';
import { integrityKeys, integritySettings, integrityTimestamps } from '../src/modules/integrity/integrity.table.ts';
import { manifestFromBody } from '../src/modules/integrity/manifest.ts';
import { localTsaOf } from '../src/modules/integrity/org-keys.ts';
import {
  appendToChain,
  dualHash,
  integrityReport,
  recordArtefact,
  saveIntegritySettings,
  sealIn,
  timestampEntry,
} from '../src/modules/integrity/integrity.api.ts';
import { checkStoredTimestamp } from '../src/modules/integrity/timestamps.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID } from './fixtures.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'notaria-integrity-'));
const work = mkdtempSync(join(tmpdir(), 'notaria-tsr-'));
const seal = sealIn(dataDir);
let ctx: TestContext;
let tsaTenant: number;
let contracted: Server;
let contractedUrl: string;
const received: { type?: string; auth?: string }[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ dataDir });
  // A stand-in for a contracted TSA: another organisation's local authority behind HTTP with Basic credentials.
  tsaTenant = (await createOffice(ctx.db, '签约时间戳机构', 'tsa_operator', [])).tenantId;
  const authority = await inTenant(ctx.db, tsaTenant, (tx) => localTsaOf(tx, seal, tsaTenant));
  contracted = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ type: req.headers['content-type'], auth: req.headers.authorization });
      if (req.headers.authorization !== `Basic ${Buffer.from('office2:s3cret').toString('base64')}`) {
        res.writeHead(401).end();
        return;
      }
      void authority.request(Buffer.concat(chunks)).then((reply) => res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(reply));
    });
  });
  await new Promise<void>((done) => contracted.listen(0, '127.0.0.1', done));
  contractedUrl = `http://127.0.0.1:${(contracted.address() as AddressInfo).port}/tsa`;
});
afterAll(async () => {
  await new Promise((done) => contracted.close(done));
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const rootPem = async (tenantId: number) =>
  (
    await inTenant(ctx.db, tenantId, (tx) =>
      tx
        .select()
        .from(integrityKeys)
        .where(and(eq(integrityKeys.tenantId, tenantId), eq(integrityKeys.purpose, 'TSA_ROOT'))),
    )
  )[0].certificate!;

/** `openssl ts -verify` of a stored token over a digest: its exit status and what it printed. */
function opensslVerify(token: string, digest: string, caPem: string) {
  writeFileSync(join(work, 'token.der'), Buffer.from(token, 'base64'));
  writeFileSync(join(work, 'tsa.pem'), caPem);
  const run = spawnSync('openssl', ['ts', '-verify', '-digest', digest, '-token_in', '-in', join(work, 'token.der'), '-CAfile', join(work, 'tsa.pem')], {
    encoding: 'utf8',
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('trusted time (RFC 3161)', () => {
  let entry: ChainEntry;

  it("stamps a chain entry with the organisation's local authority, made at first use, and stores the token", async () => {
    const recorded = await recordArtefact(ctx.db, seal, DEMO_TENANT_ID, {
      kind: 'CERTIFICATE',
      ref: '（2026）京长安证字第00001号',
      artefact: dualHash('certificate pdf'),
    });
    entry = recorded.entry;
    expect(recorded.timestamp).toMatchObject({ tenantId: DEMO_TENANT_ID, seq: entry.seq, provider: 'LOCAL', serial: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(recorded.timestamp.tsaName).toContain('时间戳服务');
    expect(Math.abs(recorded.timestamp.genTime.getTime() - Date.now())).toBeLessThan(60_000);
    const keys = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.select().from(integrityKeys).where(eq(integrityKeys.tenantId, DEMO_TENANT_ID)));
    expect(keys.map((k) => k.purpose).sort()).toEqual(['TSA', 'TSA_ROOT']);
    // The private keys are sealed, not stored as PEM.
    expect(keys.every((k) => !k.sealedPrivateKey.includes('PRIVATE KEY'))).toBe(true);
    // A second stamp reuses the same keys.
    await timestampEntry(ctx.db, seal, DEMO_TENANT_ID, entry.seq);
    expect(await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.select().from(integrityKeys).where(eq(integrityKeys.tenantId, DEMO_TENANT_ID)))).toHaveLength(2);
  });

  it("makes a TSA certificate with extendedKeyUsage timeStamping, critical, under the organisation's root", async () => {
    const [tsa] = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) =>
      tx
        .select()
        .from(integrityKeys)
        .where(and(eq(integrityKeys.tenantId, DEMO_TENANT_ID), eq(integrityKeys.purpose, 'TSA'))),
    );
    writeFileSync(join(work, 'cert.pem'), tsa.certificate!);
    const text = execFileSync('openssl', ['x509', '-in', join(work, 'cert.pem'), '-noout', '-text'], { encoding: 'utf8' });
    expect(text).toMatch(/X509v3 Extended Key Usage: critical\s+Time Stamping/);
    expect(text).toContain('CA:FALSE');
  });

  it('gives a token that openssl ts -verify accepts for the manifest digest and refuses for a tampered one', async () => {
    const [stamp] = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) =>
      tx
        .select()
        .from(integrityTimestamps)
        .where(and(eq(integrityTimestamps.tenantId, DEMO_TENANT_ID), eq(integrityTimestamps.seq, entry.seq))),
    );
    const ca = await rootPem(DEMO_TENANT_ID);
    const good = opensslVerify(stamp.token, entry.manifestSha256, ca);
    expect(good.out).toContain('Verification: OK');
    expect(good.status).toBe(0);
    const tampered = opensslVerify(stamp.token, `${entry.manifestSha256.slice(0, 63)}${entry.manifestSha256.endsWith('0') ? '1' : '0'}`, ca);
    expect(tampered.out).toContain('Verification: FAILED');
    expect(tampered.out).toContain('message imprint mismatch');
    expect(tampered.status).not.toBe(0);
    // -data: openssl hashes the manifest itself.
    writeFileSync(join(work, 'manifest.json'), manifestFromBody(entry.manifest).json);
    const data = spawnSync(
      'openssl',
      ['ts', '-verify', '-data', join(work, 'manifest.json'), '-token_in', '-in', join(work, 'token.der'), '-CAfile', join(work, 'tsa.pem')],
      { encoding: 'utf8' },
    );
    expect(`${data.stdout}${data.stderr}`).toContain('Verification: OK');
    // Another organisation's root does not vouch for it.
    expect(opensslVerify(stamp.token, entry.manifestSha256, await rootPem(tsaTenant)).out).toContain('Verification: FAILED');
    // The server's own check agrees.
    expect(await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => checkStoredTimestamp(tx, entry, stamp))).toEqual({ valid: true, reason: null });
    const other = { ...entry, manifest: { ...entry.manifest, ref: 'changed' } };
    expect((await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => checkStoredTimestamp(tx, other, stamp))).valid).toBe(false);
    expect(await refused(inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.delete(integrityTimestamps)))).toContain('integrity_timestamps is append-only');
  });

  it("asks the contracted TSA of the organisation's settings over HTTP (application/timestamp-query, Basic credentials)", async () => {
    await saveIntegritySettings(ctx.db, seal, DEMO_TENANT_ID, { tsaUrl: contractedUrl, tsaUsername: 'office2', tsaPassword: 's3cret' });
    const next = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) =>
      appendToChain(tx, DEMO_TENANT_ID, { kind: 'EVIDENCE', ref: 'E-1', artefact: dualHash('evidence') }),
    );
    const stamp = await timestampEntry(ctx.db, seal, DEMO_TENANT_ID, next.seq);
    expect(received.at(-1)?.type).toBe('application/timestamp-query');
    expect(stamp).toMatchObject({ provider: 'HTTP' });
    expect(stamp.tsaName).toContain('签约时间戳机构');
    expect(opensslVerify(stamp.token, next.manifestSha256, await rootPem(tsaTenant)).out).toContain('Verification: OK');
    // Valid against the contracted TSA's root once configured; without one, only the signature is vouched for.
    const check = () => inTenant(ctx.db, DEMO_TENANT_ID, (tx) => checkStoredTimestamp(tx, next, stamp));
    expect(await check()).toEqual({ valid: true, reason: '未配置签约时间戳机构的根证书，仅核验了签名' });
    await saveIntegritySettings(ctx.db, seal, DEMO_TENANT_ID, { tsaCaCertificate: await rootPem(tsaTenant) });
    expect(await check()).toEqual({ valid: true, reason: null });
    await expect(
      saveIntegritySettings(ctx.db, seal, DEMO_TENANT_ID, { tsaCaCertificate: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n' }),
    ).rejects.toThrow('不是有效的 PEM 证书');
    await saveIntegritySettings(ctx.db, seal, DEMO_TENANT_ID, { tsaCaCertificate: await rootPem(DEMO_TENANT_ID) });
    expect(await check()).toMatchObject({ valid: false });
    // The password is stored sealed.
    const [settings] = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) =>
      tx.select().from(integritySettings).where(eq(integritySettings.tenantId, DEMO_TENANT_ID)),
    );
    expect(settings.tsaSealedPassword).toBeTruthy();
    expect(JSON.stringify(settings)).not.toContain('s3cret');

    await saveIntegritySettings(ctx.db, seal, DEMO_TENANT_ID, { tsaPassword: 'wrong' });
    await expect(timestampEntry(ctx.db, seal, DEMO_TENANT_ID, next.seq)).rejects.toThrow('answered HTTP 401');
    await saveIntegritySettings(ctx.db, seal, DEMO_TENANT_ID, { tsaUrl: null });
    expect((await timestampEntry(ctx.db, seal, DEMO_TENANT_ID, next.seq)).provider).toBe('LOCAL');
    expect(await integrityReport(ctx.db)).toEqual({ broken: false, lines: [`机构 ${DEMO_TENANT_ID}：链完整，共 2 条；时间戳有效 2，无效 0，未盖 0`] });
  });
});

const refused = (p: Promise<unknown>) =>
  p.then(
    () => '',
    (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
  );
