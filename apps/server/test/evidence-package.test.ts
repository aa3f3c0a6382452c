import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { evidenceRecords } from '../src/modules/evidence/evidence.table.ts';
import { chromiumPath } from '../src/modules/render/chromium.ts';
import { client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { actorOf, fetchFile, personalCustomer, sealedRecord, type SealedRecord, unzip } from './evidence-certificate-setup.ts';
import { DEMO_TENANT_ID } from './fixtures.ts';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let ctx: TestContext;
let dataDir: string;
let token: string;
let made: SealedRecord;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'notaria-evidence-pkg-'));
  ctx = await createTestContext({ dataDir });
  token = await ctx.login('notary');
  const customerId = await personalCustomer(client(ctx, token));
  made = await sealedRecord(ctx, await actorOf(ctx, 'notary', DEMO_TENANT_ID), customerId, { captureType: 'FILE' });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const recordRow = async () => (await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, made.id))))[0]!;

async function download() {
  const res = await fetchFile(ctx, token, `/evidence/package?id=${made.id}`);
  expect(res.status, res.bytes.toString().slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toContain(encodeURIComponent(`证据包-${made.evidenceNo}.zip`));
  return unzip(res.bytes);
}

describe('证据包', () => {
  it('holds every artefact byte for byte, the sealed manifest exactly, the timestamp token, the TSA root and verify.html', async () => {
    const pkg = await download();
    try {
      made.files.forEach((f, i) => expect(pkg.files.get(`files/${i + 1}-${f.name}`)?.equals(f.bytes), f.name).toBe(true));
      const r = await recordRow();
      const manifest = pkg.files.get('manifest.json')!;
      expect(sha256(manifest)).toBe(r.manifestSha256);
      expect(JSON.parse(manifest.toString('utf8')).metadata.artefacts.map((a: { sha256: string }) => a.sha256)).toEqual(made.files.map((f) => f.sha256));
      expect(pkg.files.has('timestamp.tsr')).toBe(true);
      expect(pkg.files.get('tsa-root.pem')!.toString()).toContain('BEGIN CERTIFICATE');
      expect(pkg.files.has('说明.txt')).toBe(true);
      // Not issued yet: no certificate in the package.
      expect([...pkg.files.keys()].some((k) => k.endsWith('.pdf'))).toBe(false);
    } finally {
      pkg.cleanup();
    }
  });

  it('has a token that openssl ts -verify accepts against manifest.json, and refuses against a changed manifest', async () => {
    const pkg = await download();
    try {
      const verify = (data: string) =>
        spawnSync('openssl', ['ts', '-verify', '-data', data, '-in', 'timestamp.tsr', '-token_in', '-CAfile', 'tsa-root.pem'], {
          cwd: pkg.dir,
          encoding: 'utf8',
        });
      const ok = verify('manifest.json');
      expect(ok.stdout + ok.stderr).toContain('Verification: OK');
      const bad = verify('说明.txt');
      expect(bad.status).not.toBe(0);
    } finally {
      pkg.cleanup();
    }
  });

  it('has a self-contained verify.html: the manifest embedded, no address to fetch anything from, Chinese text', async () => {
    const pkg = await download();
    try {
      const html = pkg.files.get('verify.html')!.toString('utf8');
      const r = await recordRow();
      expect(html).toContain('lang="zh-CN"');
      expect(html).toContain('把文件拖到这里');
      expect(html).toContain('crypto.subtle.digest');
      expect(html).toContain(r.manifestSha256);
      for (const f of made.files) expect(html).toContain(f.sha256);
      expect(html).not.toMatch(/\bsrc=|\bhref=|fetch\(|XMLHttpRequest|https?:\/\/(?!shop\.example\.cn)/);
      expect(html).toContain("default-src 'none'");
      expect(html).not.toContain('陈小明');
    } finally {
      pkg.cleanup();
    }
  });

  it('verify.html, opened from disk in an offline browser, calls the packaged file genuine and a changed copy changed', async () => {
    const pkg = await download();
    const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true });
    try {
      const original = join(pkg.dir, `files/1-${made.files[0].name}`);
      const copyDir = join(pkg.dir, 'copy');
      mkdirSync(copyDir);
      const changedCopy = join(copyDir, made.files[1].name);
      const bytes = Buffer.from(made.files[1].bytes);
      bytes[3] ^= 0x01;
      writeFileSync(changedCopy, bytes);
      const context = await browser.newContext({ offline: true });
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(pathToFileURL(join(pkg.dir, 'verify.html')).href);
      await page.setInputFiles('#pick', [original, changedCopy, join(pkg.dir, 'manifest.json')]);
      await expect.poll(() => page.locator('#results li').count()).toBe(3);
      const results = await page.$$eval('#results li', (lis) => lis.map((li) => ({ ok: li.className, text: li.textContent ?? '' })));
      const of = (name: string) => results.find((r) => r.text.includes(`　${name}　`))!;
      expect(of(`1-${made.files[0].name}`)).toMatchObject({ ok: 'ok' });
      expect(of(`1-${made.files[0].name}`).text).toMatch(/^真实.*第 1 个文件/);
      expect(of(made.files[1].name)).toMatchObject({ ok: 'bad' });
      expect(of(made.files[1].name).text).toMatch(/^已被改动.*第 2 个文件/);
      expect(of('manifest.json').text).toMatch(/^真实.*固定清单/);
      expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
    } finally {
      await browser.close();
      pkg.cleanup();
    }
  }, 60_000);

  it('includes the certificate once issued, with its own chain manifest and token', async () => {
    expect((await fetchFile(ctx, token, `/evidence/certificate?id=${made.id}`)).status).toBe(200);
    const pkg = await download();
    try {
      const r = await recordRow();
      const pdf = pkg.files.get(`保全证书-${made.evidenceNo}.pdf`)!;
      expect(sha256(pdf)).toBe(r.certificateSha256);
      const certManifest = JSON.parse(pkg.files.get('certificate-manifest.json')!.toString('utf8'));
      expect(certManifest).toMatchObject({ kind: 'EVIDENCE_CERT', ref: made.evidenceNo, sha256: r.certificateSha256 });
      const ok = spawnSync(
        'openssl',
        ['ts', '-verify', '-data', 'certificate-manifest.json', '-in', 'certificate.tsr', '-token_in', '-CAfile', 'tsa-root.pem'],
        { cwd: pkg.dir, encoding: 'utf8' },
      );
      expect(ok.stdout + ok.stderr).toContain('Verification: OK');
    } finally {
      pkg.cleanup();
    }
  }, 120_000);
});
