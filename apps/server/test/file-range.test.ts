import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';
import { uploadFile } from './upload.ts';

// Stored files in the embedded default (DATA_DIR/files): downloads whole or by byte range; a refused upload leaves
// no bytes behind. The same routes over an S3 bucket: scale-out.test.ts.

let ctx: TestContext;
let token: string;
const dataDir = mkdtempSync(join(tmpdir(), 'notaria-file-range-'));
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(50_000)]);
let url: string;

beforeAll(async () => {
  ctx = await createTestContext({ dataDir });
  token = await ctx.login('notary');
  const up = await uploadFile(ctx, token, '委托书.pdf', pdf, 'application/pdf');
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  url = up.body.data.ossUrl;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (range?: string) => ctx.app.inject({ method: 'GET', url, headers: { satoken: token, ...(range && { range }) } });

describe('stored files on this machine', () => {
  it('sends the whole file, or the byte range asked for (206), or 416 past its end', async () => {
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(pdf)).toBe(true);

    const part = await get('bytes=10-19');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${pdf.length}`);
    expect(part.rawPayload.equals(pdf.subarray(10, 20))).toBe(true);

    const tail = await get(`bytes=${pdf.length - 5}-`);
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(pdf.subarray(pdf.length - 5))).toBe(true);

    const past = await get(`bytes=${pdf.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${pdf.length}`);

    // Several ranges, or a malformed header: the whole file, as HTTP allows.
    expect((await get('bytes=0-1,5-6')).statusCode).toBe(200);
  });

  it('keeps no bytes of a refused upload', async () => {
    const before = filesOnDisk();
    const refused = await uploadFile(ctx, token, '脚本.exe', Buffer.from('MZ not a document'));
    expect(refused.status).toBe(400);
    expect(filesOnDisk()).toEqual(before);
  });
});

function filesOnDisk(): string[] {
  const root = join(dataDir, 'files');
  return existsSync(root) ? readdirSync(root, { recursive: true, encoding: 'utf8' }).sort() : [];
}
