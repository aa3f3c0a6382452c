// API throughput: the product's routes against a bare Fastify route doing the same single indexed query,
// both on the same database in the same run. Usage: npm run bench [-- --seconds 10]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, migrate, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { asSystem } from '../../apps/server/src/db/scope.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed.ts';
import { hashToken } from '../../apps/server/src/lib/token.ts';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 8;
const CONNECTIONS = 64;

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
// Some history to page through.
await asSystem(db, (tx) =>
  tx.execute(sql`insert into login_log (tenant_id, user_id, success, ip) select 2, 3, true, '127.0.0.1' from generate_series(1, 500)`),
);
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
  asSystem(db, (tx) => tx.execute(sql`select id, at, ip from login_log where user_id = 3 order by at desc limit 10`)).then(
    (r) => (r as unknown as { rows: unknown[] }).rows,
  ),
);
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

async function load(url: string) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { satoken: token } });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const rows: string[][] = [];
for (const [name, product, baseline] of [
  ['GET /api/auth/current-user', `${productUrl}/api/auth/current-user`, `${bareUrl}/session`],
  ['GET /api/auth/sign-in-page', `${productUrl}/api/auth/sign-in-page?current=1&size=10`, `${bareUrl}/page`],
] as const) {
  const b = await load(baseline);
  const p = await load(product);
  rows.push([name, p.rps.toFixed(0), `${p.p50}/${p.p99}`, b.rps.toFixed(0), `${b.p50}/${b.p99}`, (p.rps / b.rps).toFixed(2)]);
}

console.log(`\nAPI benchmark — ${db.kind}, ${CONNECTIONS} connections, ${seconds} s each, same process and database`);
console.table(
  rows.map(([route, rps, lat, brps, blat, ratio]) => ({
    route,
    'req/s': rps,
    'p50/p99 ms': lat,
    'baseline req/s': brps,
    'baseline p50/p99 ms': blat,
    'ratio to baseline': ratio,
  })),
);
await app.close();
await bare.close();
await done();
