// The first page: JavaScript a browser downloads to show /login (cold, then warm from its cache) and 工作台 after
// signing in, against the built app served by the production server (PGlite in a temporary directory).
// Printed beside it, in the same run: the bytes the same scripts would cost served uncompressed (decoded size).
// Usage: npm run build -w @notaria/web && npm run bench:web
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';

const root = new URL('../..', import.meta.url).pathname;
const GOAL_LOGIN_KB = 200;

interface Transfer {
  requests: number;
  wire: number;
  decoded: number;
  fromCache: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Counts script responses through the DevTools protocol: bytes on the wire (encoded) and after decoding. */
function scriptMeter(cdp: CDPSession) {
  const scripts = new Map<string, { cached: boolean; decoded: number }>();
  // Chromium may say a request was served from its cache before it reports the response.
  const servedFromCache = new Set<string>();
  let total: Transfer = { requests: 0, wire: 0, decoded: 0, fromCache: 0 };
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { cached: Boolean(e.response.fromDiskCache) || servedFromCache.has(e.requestId), decoded: 0 });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    servedFromCache.add(e.requestId);
    const s = scripts.get(e.requestId);
    if (s) s.cached = true;
  });
  cdp.on('Network.dataReceived', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (!s) return;
    total.requests += 1;
    if (s.cached) total.fromCache += 1;
    else total.wire += e.encodedDataLength;
    total.decoded += s.decoded;
  });
  return {
    take(): Transfer {
      const t = total;
      total = { requests: 0, wire: 0, decoded: 0, fromCache: 0 };
      scripts.clear();
      servedFromCache.clear();
      return t;
    },
  };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

const webDist = join(root, 'apps/web/dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error('apps/web/dist 不存在：请先运行 npm run build -w @notaria/web');
  process.exit(2);
}
const dataDir = mkdtempSync(join(tmpdir(), 'notaria-bench-web-'));
const port = await freePort();
const started = Date.now();
// The production start: the compiled server, as npm start runs it.
if (spawnSync(process.execPath, ['build.mjs'], { cwd: join(root, 'apps/server'), stdio: 'inherit' }).status !== 0) process.exit(1);
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (;;) {
    if (server.exitCode !== null) throw new Error('服务器启动失败');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const startSeconds = (Date.now() - started) / 1000;
  const page = await (await browser.newContext()).newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const meter = scriptMeter(cdp);

  await page.goto(`${base}/login`);
  await settle(page);
  const cold = meter.take();
  await page.reload();
  await settle(page);
  const warm = meter.take();
  await page.getByPlaceholder('请输入账号').fill('notary');
  await page.getByPlaceholder('请输入密码').fill('Demo@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await settle(page);
  const dashboard = meter.take();

  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const row = (name: string, t: Transfer, note = '') =>
    `| ${name} | ${t.requests} (${t.fromCache} from cache) | ${kb(t.wire)} | ${kb(t.decoded)} | ${t.decoded ? (t.wire / t.decoded).toFixed(2) : '—'} | ${note} |`;
  console.log(`\nserver ready in ${startSeconds.toFixed(1)} s (PGlite, first start: migrations and seed included)\n`);
  console.log('| page | scripts | on the wire | uncompressed | wire / uncompressed | goal |');
  console.log('|---|---|---|---|---|---|');
  console.log(row('/login, cold', cold, `≤ ${GOAL_LOGIN_KB} kB: ${cold.wire / 1024 <= GOAL_LOGIN_KB ? 'met' : 'not met'}`));
  console.log(row('/login, warm', warm, `0 B: ${warm.wire === 0 ? 'met' : 'not met'}`));
  console.log(row('工作台 after sign-in', dashboard));
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
