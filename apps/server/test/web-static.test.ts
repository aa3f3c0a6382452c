import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';

const SCRIPT = `console.log(${JSON.stringify('公证'.repeat(2000))});`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123xy.js"></script></head><body></body></html>`;

describe('the built web app', () => {
  let ctx: TestContext;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'notaria-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    const js = join(dist, 'assets', 'index-AbC123xy.js');
    writeFileSync(js, SCRIPT);
    writeFileSync(`${js}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${js}.gz`, gzipSync(SCRIPT));
    ctx = await createTestContext({ webDist: dist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the build’s brotli copy of a hashed asset, cached for a year', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-AbC123xy.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file, by what the browser accepts', async () => {
    const gz = await ctx.app.inject({ url: '/assets/index-AbC123xy.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ url: '/assets/index-AbC123xy.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('has index.html revalidated on every visit, at / and at a client route', async () => {
    for (const url of ['/', '/index.html', '/business/accept']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('/assets/index-AbC123xy.js');
    }
  });

  it('serves no route for the compressed copies themselves, nor the page for a missing asset', async () => {
    for (const url of ['/assets/index-AbC123xy.js.br', '/assets/index-gone1234.js']) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
