// Starts a fresh product (own database, captcha off for automation) and runs the journeys against it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureServerBuilt } from '../../scripts/setup.mjs';

const root = new URL('../..', import.meta.url).pathname;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function admin(sql) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const port = await freePort();
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  CAPTCHA_ENABLED: 'false',
  // The journeys sign in from one address dozens of times a minute; the limit itself is tested on the API.
  LOGIN_RATE_LIMIT: '1000',
  LOG_LEVEL: 'warn',
  EVIDENCE_CAPTURE_INTERNAL: 'true',
  // 通话录音 through the fake provider, which delivers a tone a second after the call starts.
  CALL_PROVIDER: 'fake',
  CALL_PROVIDER_FAKE_DELIVER_MS: '1000',
};
let cleanup;
if (process.env.DATABASE_URL) {
  const name = `notaria_e2e_${Date.now()}`;
  await admin(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = () => admin(`drop database if exists ${name} with (force)`);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'notaria-e2e-'));
  env.DATA_DIR = dir;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

// The journeys run the compiled server, as `npm start` does.
ensureServerBuilt();
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
const baseURL = `http://127.0.0.1:${port}`;
let status;
try {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('服务器启动失败');
    const up = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('服务器 90 秒内未就绪');
    await new Promise((r) => setTimeout(r, 500));
  }
  const result = spawnSync('npx', ['playwright', 'test', '-c', 'apps/e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseURL, E2E_DATABASE_URL: env.DATABASE_URL ?? '' },
  });
  status = result.status ?? 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await cleanup();
}
process.exit(status);
