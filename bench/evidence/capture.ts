// 网页取证: median time of one capture of the local fixture page (fresh profile, clean report, screenshot, MHTML, HAR)
// against a bare Chromium launch + page.goto + screenshot of the same page, and captures per minute through the
// queue (records submitted through POST /api/evidence/obtain/web, taken by the app's own worker, in-memory PGlite).
// Usage: npm run bench:evidence-capture [-- --runs 5 --queued 6]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app.ts';
import { DEFAULT_DEMO_PASSWORD, loadConfig } from '../../apps/server/src/config.ts';
import { migrate, openPglite } from '../../apps/server/src/db/client.ts';
import { asSystem } from '../../apps/server/src/db/scope.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed.ts';
import { evidenceRecords } from '../../apps/server/src/modules/evidence/evidence.table.ts';
import { captureWebPage, chromiumPath, LAUNCH_ARGS } from '../../apps/server/src/modules/evidence/capture/web-capture.ts';
import { startEvidenceSite } from '../../apps/server/test/fixtures/evidence-site.ts';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const RUNS = arg('runs', 5);
const QUEUED = arg('queued', 6);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const site = await startEvidenceSite();
const dataDir = mkdtempSync(join(tmpdir(), 'notaria-bench-capture-'));
try {
  const bare: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: LAUNCH_ARGS });
    const page = await browser.newPage();
    await page.goto(site.start);
    await page.screenshot({ fullPage: true });
    await browser.close();
    bare.push(performance.now() - t);
  }

  const clock = async () => ({ tsaName: '基准测试', tsaGenTime: new Date().toISOString(), localTime: new Date().toISOString(), offsetMs: 0, error: '' });
  const full: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await captureWebPage({
      url: site.start,
      options: { fullPage: true, video: false, durationSeconds: 0 },
      clock,
      progress: () => {},
      capMs: 120_000,
      allowInternal: true,
    });
    full.push(performance.now() - t);
  }

  const config = { ...loadConfig({ DATA_DIR: dataDir, CAPTCHA_ENABLED: 'false' }), evidenceWorker: true };
  const db = await openPglite(undefined);
  await migrate(db);
  await seedIfEmpty(db, config);
  const app = await buildApp(config, db);
  await app.ready();
  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const res = await app.inject({ method, url: `/api${url}`, headers: token ? { satoken: token } : {}, ...(payload && { payload }) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const token = (await call('POST', '/auth/login', '', { account: 'notary', password: DEFAULT_DEMO_PASSWORD })).tokenValue as string;
  const customer = await call('POST', '/customer/personal', token, {
    name: '基准测试',
    idType: 'ID_CARD',
    idNumber: '110101199003078515',
    phone: '13912345678',
  });
  const t = performance.now();
  const batch = await call('POST', '/evidence/obtain/web/batch', token, {
    urls: Array.from({ length: QUEUED }, () => site.start),
    title: '基准测试',
    applicant: { type: 'PERSONAL', customerId: customer.id },
    options: { fullPage: true, video: false, durationSeconds: 0 },
  });
  const ids = (batch.records as { id: number }[]).map((r) => r.id);
  const statuses = () => asSystem(db, (tx) => tx.select({ status: evidenceRecords.status }).from(evidenceRecords).where(inArray(evidenceRecords.id, ids)));
  while ((await statuses()).some((r) => r.status === 'CAPTURING')) await new Promise((r) => setTimeout(r, 200));
  const queueMs = performance.now() - t;
  const counts = new Map<string, number>();
  for (const r of await statuses()) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  await app.close();
  await db.close();

  console.log(`网页取证基准（${RUNS} 次，本机 127.0.0.1 测试页，含跳转与图片）`);
  console.log(`  基线：启动 Chromium + page.goto + 整页截图   中位数 ${s(median(bare))}`);
  console.log(`  完整取证（全新配置目录、清洁性检查、截图、MHTML、HAR） 中位数 ${s(median(full))}（基线的 ${(median(full) / median(bare)).toFixed(2)} 倍）`);
  console.log(
    `  经队列：${QUEUED} 个取证用时 ${s(queueMs)}，每分钟 ${((QUEUED / queueMs) * 60_000).toFixed(1)} 个；结果 ${[...counts].map(([status, n]) => `${status} ${n}`).join('、')}`,
  );
} finally {
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
}
