// Throughput with one and with two Notaria instances, each its own process, on one PostgreSQL, one Redis and one
// S3-compatible bucket (s3rver on 127.0.0.1), under the same route mix. The load generator splits its connections
// round robin over the instances (client side: no proxy process competing for the cores). The two set-ups are
// measured in alternating slices so a change in the machine's load weighs on both alike.
// Usage: DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench:scale-out [-- --seconds 10]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrate, openPostgres } from '../../apps/server/src/db/client.ts';
import { asSystem } from '../../apps/server/src/db/scope.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed.ts';
import { startLocalS3 } from '../../apps/server/test/local-s3.ts';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const CONNECTIONS = 64;
const ROUNDS = 2;

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('bench:scale-out needs DATABASE_URL (PostgreSQL) and REDIS_URL: several instances share both.');
  process.exit(1);
}

const { default: pg } = await import('pg');
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
const dbName = `notaria_scaleout_${Date.now()}`;
await admin.query(`create database ${dbName}`);
const dbUrl = Object.assign(new URL(process.env.DATABASE_URL), { pathname: `/${dbName}` }).toString();
const s3 = await startLocalS3();
const dataDir = mkdtempSync(join(tmpdir(), 'notaria-scaleout-'));
const children: ChildProcess[] = [];

async function cleanUp() {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await s3.stop();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

/** One instance process; its own data directory holds only the shared integrity key (copied, like a mounted secret). */
function startInstance(): Promise<string> {
  const env = {
    ...process.env,
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    S3_ENDPOINT: s3.settings.endpoint,
    S3_REGION: s3.settings.region,
    S3_BUCKET: s3.settings.bucket,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    EVIDENCE_WORKER: 'false',
    ARCHIVE_WORKER: 'false',
    VOTE_WORKER: 'false',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'instance.ts')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.slice(6));
    });
    child.on('exit', (code) => reject(new Error(`instance exited with ${code}`)));
  });
}

interface Slice {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
}

try {
  const db = openPostgres(dbUrl, 2);
  const config = { ...loadConfig({}), databaseUrl: dbUrl, dataDir };
  await migrate(db);
  await seedIfEmpty(db, config);
  const [one, two] = [await startInstance(), await startInstance()];

  // A session made through the first instance (valid on both), a stored file in the bucket, notices to list and mark.
  const login = await fetch(`${one}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'notary', password: config.demoPassword }),
  });
  const token = ((await login.json()) as { data: { tokenValue: string } }).data.tokenValue;
  const me = ((await (await fetch(`${one}/api/auth/current-user`, { headers: { satoken: token } })).json()) as { data: { id: number; tenantId: number } }).data;
  await asSystem(db, (tx) =>
    tx.execute(
      sql`insert into notices (tenant_id, recipient_id, notify_type, title) select ${me.tenantId}, ${me.id}, 'SYSTEM', '基准测试通知' from generate_series(1, 50)`,
    ),
  );
  const noticeId = (
    (await asSystem(db, (tx) => tx.execute(sql`select min(id)::int as id from notices where recipient_id = ${me.id}`))) as unknown as { rows: { id: number }[] }
  ).rows[0]!.id;
  const form = new FormData();
  form.append('file', new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64 * 1024, 7)])], { type: 'application/pdf' }), '材料.pdf');
  const up = (await (await fetch(`${one}/api/file/upload`, { method: 'POST', headers: { satoken: token }, body: form })).json()) as {
    data: { ossUrl: string };
  };
  await db.close();

  // The mix: who am I, the case list's first page, my notices, a 64 KB stored file from the bucket, and a write.
  const headers = { satoken: token };
  const mix = [
    { method: 'GET' as const, path: '/api/auth/current-user', headers },
    { method: 'GET' as const, path: '/api/business/page?current=1&size=10', headers },
    { method: 'GET' as const, path: '/api/notify-message/my-page?current=1&size=10', headers },
    { method: 'GET' as const, path: up.data.ossUrl, headers },
    { method: 'PUT' as const, path: `/api/notify-message/read?ids=${noticeId}`, headers },
  ];
  for (const m of mix) {
    const r = await fetch(`${one}${m.path}`, { method: m.method, headers });
    if (r.status !== 200) throw new Error(`${m.method} ${m.path}: ${r.status} ${await r.text()}`);
    await r.arrayBuffer();
  }

  /** Connections split round robin over the given instances, all measured at once; latencies from the slowest. */
  async function slice(urls: string[]): Promise<Slice> {
    const per = CONNECTIONS / urls.length;
    const results = await Promise.all(urls.map((url) => autocannon({ url, connections: per, duration: seconds, requests: mix })));
    return {
      requests: results.reduce((n, r) => n + r.requests.total, 0),
      seconds,
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
    };
  }
  await slice([one, two]); // warm-up: both instances compile their routes and fill their pools
  const loadBefore = loadavg()[0]!;
  const runs: Record<'one' | 'two', Slice[]> = { one: [], two: [] };
  for (let i = 0; i < ROUNDS; i++) {
    runs.one.push(await slice([one]));
    runs.two.push(await slice([one, two]));
  }
  const summary = (s: Slice[]) => ({
    rps: s.reduce((n, x) => n + x.requests, 0) / s.reduce((n, x) => n + x.seconds, 0),
    p50: Math.max(...s.map((x) => x.p50)),
    p99: Math.max(...s.map((x) => x.p99)),
    errors: s.reduce((n, x) => n + x.errors, 0),
  });
  const a = summary(runs.one);
  const b = summary(runs.two);
  console.log(
    `\nscale-out: ${CONNECTIONS} connections, route mix of ${mix.length}, ${ROUNDS} × ${seconds} s each, ${availableParallelism()} cores shared by instances, PostgreSQL, Redis, s3rver and the load generator`,
  );
  console.log(`machine load average (1 min) before/after the measured slices: ${loadBefore.toFixed(1)} / ${loadavg()[0]!.toFixed(1)}\n`);
  console.log('| instances | req/s | p50 ms | p99 ms | errors | ratio to one |');
  console.log('|---|---|---|---|---|---|');
  console.log(`| 1 | ${a.rps.toFixed(0)} | ${a.p50} | ${a.p99} | ${a.errors} | 1.00× |`);
  console.log(`| 2 | ${b.rps.toFixed(0)} | ${b.p50} | ${b.p99} | ${b.errors} | ${(b.rps / a.rps).toFixed(2)}× |`);
} finally {
  await cleanUp();
}
