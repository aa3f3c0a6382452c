import { DEFAULT_PAGE } from '@notaria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { documentPdf, htmlToPdf, pdfCapability } from '../src/modules/render/render.api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { threePageCertificate } from './render-samples.ts';

// A server without Chromium: it starts, says what to install, and every PDF is refused in Chinese (503).

const HINT = '服务器未安装 Chromium，暂不能生成 PDF（管理员可运行：apt-get install -y chromium fonts-wqy-zenhei）';

describe('without Chromium', () => {
  const saved = process.env.CHROMIUM_PATH;
  let ctx: TestContext;
  const warnings: string[] = [];

  beforeAll(async () => {
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    const logger = { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line).msg) } };
    ctx = await createTestContext({}, { logger });
  });
  afterAll(async () => {
    await ctx?.close();
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });

  it('the server starts and logs one line saying what to install', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(warnings.filter((line) => line.includes('Chromium'))).toEqual([`${HINT}；未找到 /nonexistent/chromium`]);
    expect(pdfCapability()).toEqual({ available: false, reason: `${HINT}；未找到 /nonexistent/chromium` });
  });

  it('every PDF is refused with the Chinese 503, not a crash', async () => {
    for (const print of [() => htmlToPdf('<p>x</p>'), () => documentPdf(threePageCertificate, DEFAULT_PAGE, { values: {}, title: 't' })]) {
      const error = await print().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: HINT });
    }
  });
});
