// Form rendering benchmark: builds the measuring page with Vite, serves it on loopback and drives Debian's
// Chromium through playwright-core. Usage: npm run bench:form [-- --runs 7 --sizes 300,1000 --keys 30]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', 7));
const SIZES = arg('sizes', '300,1000').split(',').map(Number);
const KEYS = Number(arg('keys', 30));
const WARMUP_KEYS = 3;
const LIBS = ['notaria', 'antd', 'rjsf', 'survey'];
const NAMES = { notaria: '@notaria/form-render', antd: 'antd 6 Form (baseline)', rjsf: '@rjsf/antd 6.10', survey: 'SurveyJS 3.0' };
const PEERS = ['rjsf', 'survey'];
const TEXT = 'abcdefghijklmnopqrstuvwxyz';

const root = new URL('.', import.meta.url).pathname;
const dist = join(root, 'dist');

console.log('Building the page (Vite, production mode)…');
await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: dist, emptyOutDir: true, chunkSizeWarningLimit: 10_000 } });

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(dist, path);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const samples = {}; // `${lib}/${n}/${metric}` -> number[]
const record = (lib, n, metric, value) => (samples[`${lib}/${n}/${metric}`] ??= []).push(value);
const get = (lib, n, metric) => median(samples[`${lib}/${n}/${metric}`] ?? [NaN]);

async function openForm(lib, n) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && console.error(`  [${lib} ${n}] ${m.text().slice(0, 300)}`));
  await page.goto(`${base}/?lib=${lib}&n=${n}`);
  await page.waitForFunction(() => window.bench?.ready);
  if (errors.length) throw errors[0];
  await page.waitForTimeout(200); // let loading settle before the clock starts
  const mount = await page.evaluate(() => window.bench.mount());
  record(lib, n, 'mount', mount);
  await page.waitForTimeout(200);
  return { page, close: () => context.close() };
}

async function measureValidate(lib, n) {
  const { page, close } = await openForm(lib, n);
  record(lib, n, 'validate', await page.evaluate(() => window.bench.validateAll()));
  await close();
}

async function measureTyping(lib, n) {
  const { page, close } = await openForm(lib, n);
  const middle = Math.floor(n / 2);
  await page.evaluate((i) => {
    const el = document.querySelectorAll(window.bench.inputSelector)[i];
    el.scrollIntoView({ block: 'center' });
    el.focus();
  }, middle);
  await page.evaluate(() => window.bench.afterPaint());
  let value = '';
  for (let k = 0; k < WARMUP_KEYS + KEYS; k++) {
    const key = TEXT[k % TEXT.length];
    value += key;
    await page.evaluate((v) => window.bench.expectValue(v), value);
    await page.keyboard.press(key);
    const ms = await page.evaluate(() => window.bench.keyLatency());
    if (k >= WARMUP_KEYS) record(lib, n, 'key', ms);
    // A varying pause, so that keystrokes land at different points of the frame cycle.
    await page.waitForTimeout(20 + ((k * 7) % 23));
  }
  await close();
}

const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const started = Date.now();
for (let run = 0; run < RUNS; run++) {
  for (const n of SIZES) {
    // Rotate the order every run so that no library always goes first.
    const order = LIBS.map((_, i) => LIBS[(i + run) % LIBS.length]);
    for (const lib of order) {
      await measureValidate(lib, n);
      await measureTyping(lib, n);
    }
  }
  console.log(`  run ${run + 1}/${RUNS} done (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
const version = browser.version();
await browser.close();
server.close();

const round = (v, digits = 1) => (Number.isFinite(v) ? Number(v.toFixed(digits)) : '—');
const ratio = (v, b) => round(v / b, 2);
console.log(
  `\nForm rendering benchmark — Chromium ${version}, medians of ${RUNS} runs (keystroke: median of ${KEYS} keys per run), ratio = contender / plain antd 6 Form`,
);
console.log(
  `load average before/after: ${loadBefore} / ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
for (const n of SIZES) {
  console.log(`\n${n} required text fields`);
  console.table(
    Object.fromEntries(
      LIBS.map((lib) => {
        const row = {};
        for (const [metric, label] of [
          ['mount', 'mount ms'],
          ['validate', 'validate-all ms'],
          ['key', 'key-to-paint ms'],
        ]) {
          row[label] = round(get(lib, n, metric));
          row[`${metric} ×antd`] = ratio(get(lib, n, metric), get('antd', n, metric));
        }
        return [NAMES[lib], row];
      }),
    ),
  );
}

const targets = [];
if (SIZES.includes(300)) {
  const fastestPeer = Math.min(...PEERS.map((p) => get(p, 300, 'mount')));
  targets.push([`mount of 300 fields ≤ half the fastest peer's (${round(fastestPeer / 2)} ms)`, get('notaria', 300, 'mount'), fastestPeer / 2]);
  targets.push(['validate-all of 300 fields < 50 ms', get('notaria', 300, 'validate'), 50]);
}
if (SIZES.includes(1000)) targets.push(['median keystroke-to-paint at 1 000 fields ≤ 16 ms', get('notaria', 1000, 'key'), 16]);
console.log('\nTargets for @notaria/form-render');
for (const [what, value, limit] of targets) console.log(`  ${value <= limit ? 'PASS' : 'FAIL'}  ${what}: ${round(value)} ms`);
