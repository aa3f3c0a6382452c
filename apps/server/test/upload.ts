import type { TestContext } from './context.ts';

/** POST /api/file/upload as multipart with one file, as the web's upload widget sends it. */
export async function uploadFile(ctx: TestContext, token: string, name: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----notariaTestBoundary7MA4';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    headers: { satoken: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The smallest valid PNG signature plus padding: enough for the magic-byte check. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
