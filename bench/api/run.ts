// API throughput: the product's routes against a bare Fastify route doing the same single indexed query
// (or the same update), both on the same database in the same run. The two are measured in alternating
// slices, so a machine whose load changes during the run weighs on both alike.
// Usage: npm run bench [-- --seconds 10]   (PostgreSQL: DATABASE_URL=postgres://… npm run bench)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, migrate, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { asSystem, inTenant } from '../../apps/server/src/db/scope.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed.ts';
import { hashToken } from '../../apps/server/src/lib/token.ts';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 8;
const CONNECTIONS = 64;
const SLICES = 4;

async function openBenchDb(): Promise<{ db: Database; done(): Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const dir = mkdtempSync(join(tmpdir(), 'notaria-bench-'));
    const db = await openPglite(dir);
    return {
      db,
      done: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `notaria_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 16);
  return {
    db,
    done: async () => {
      await db.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

const { db, done } = await openBenchDb();
const config = { ...loadConfig({}), captchaEnabled: false, loginRateLimitPerMinute: 1_000_000 };
await migrate(db);
await seedIfEmpty(db, config);

const app = await buildApp(config, db);
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'notary', password: config.demoPassword } });
const token: string = login.json().data.tokenValue;
// Some history to page through, and notices to mark read.
const notary = (await app.inject({ url: '/api/auth/current-user', headers: { satoken: token } })).json().data as { id: number; tenantId: number };
await asSystem(db, async (tx) => {
  await tx.execute(
    sql`insert into login_log (tenant_id, user_id, success, ip) select ${notary.tenantId}, ${notary.id}, true, '127.0.0.1' from generate_series(1, 500)`,
  );
  await tx.execute(
    sql`insert into notices (tenant_id, recipient_id, notify_type, title) select ${notary.tenantId}, ${notary.id}, 'SYSTEM', '基准测试通知' from generate_series(1, 50)`,
  );
});
const [{ id: noticeId }] = (
  (await asSystem(db, (tx) => tx.execute(sql`select min(id)::int as id from notices where recipient_id = ${notary.id}`))) as unknown as {
    rows: { id: number }[];
  }
).rows;
const productUrl = await app.listen({ port: 0, host: '127.0.0.1' });

// The baseline: no plugins, no auth, no envelope; the same single indexed query under the same role.
const bare = Fastify();
const tokenHash = hashToken(token);
bare.get('/session', () =>
  asSystem(db, (tx) => tx.execute(sql`select s.id, u.name from sessions s join users u on u.id = s.user_id where s.token_hash = ${tokenHash}`)).then(
    (r) => (r as unknown as { rows: unknown[] }).rows,
  ),
);
bare.get('/page', () =>
  asSystem(db, (tx) => tx.execute(sql`select id, at, ip from login_log where user_id = ${notary.id} order by at desc limit 10`)).then(
    (r) => (r as unknown as { rows: unknown[] }).rows,
  ),
);
// The write: the same update under the tenant's role, without the operation log the product keeps.
bare.put('/read', () =>
  inTenant(db, notary.tenantId, (tx) =>
    tx.execute(
      sql`update notices set is_read = true, updated_at = now() where tenant_id = ${notary.tenantId} and recipient_id = ${notary.id} and is_read = false and id in (${noticeId}) returning id`,
    ),
  ).then((r) => (r as unknown as { rows: unknown[] }).rows.length),
);
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

interface Slice {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
}

async function slice(url: string, method: 'GET' | 'PUT', duration: number): Promise<Slice> {
  const r = await autocannon({ url, method, connections: CONNECTIONS, duration, headers: { satoken: token } });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { requests: r.requests.total, seconds: r.duration, p50: r.latency.p50, p99: r.latency.p99 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Throughput over all slices; latency percentiles as the median of the slices'. */
const summary = (slices: Slice[]) => ({
  rps: slices.reduce((n, s) => n + s.requests, 0) / slices.reduce((n, s) => n + s.seconds, 0),
  p50: median(slices.map((s) => s.p50)),
  p99: median(slices.map((s) => s.p99)),
});

const rows: string[][] = [];
for (const [name, method, product, baseline] of [
  ['GET /api/auth/current-user', 'GET', `${productUrl}/api/auth/current-user`, `${bareUrl}/session`],
  ['GET /api/auth/sign-in-page', 'GET', `${productUrl}/api/auth/sign-in-page?current=1&size=10`, `${bareUrl}/page`],
  ['PUT /api/notify-message/read', 'PUT', `${productUrl}/api/notify-message/read?ids=${noticeId}`, `${bareUrl}/read`],
] as const) {
  const b: Slice[] = [];
  const p: Slice[] = [];
  for (let i = 0; i < SLICES; i++) {
    b.push(await slice(baseline, method, seconds / SLICES));
    p.push(await slice(product, method, seconds / SLICES));
  }
  const [ps, bs] = [summary(p), summary(b)];
  rows.push([
    name,
    ps.rps.toFixed(0),
    `${ps.p50}/${ps.p99}`,
    bs.rps.toFixed(0),
    `${bs.p50}/${bs.p99}`,
    (ps.rps / bs.rps).toFixed(2),
    (ps.p99 / bs.p99).toFixed(2),
    ps.rps / bs.rps >= 0.6 && ps.p99 <= 2 * bs.p99 ? 'yes' : 'NO',
  ]);
}

console.log(`\nAPI benchmark — ${db.kind}, ${CONNECTIONS} connections, ${seconds} s per side in ${SLICES} alternating slices, same process and database`);
console.table(
  rows.map(([route, rps, lat, brps, blat, ratio, p99ratio, met]) => ({
    route,
    'req/s': rps,
    'p50/p99 ms': lat,
    'floor req/s': brps,
    'floor p50/p99 ms': blat,
    'req/s ÷ floor': ratio,
    'p99 ÷ floor': p99ratio,
    'goal (≥0.6×, p99 ≤2×)': met,
  })),
);
await app.close();
await bare.close();
await done();
