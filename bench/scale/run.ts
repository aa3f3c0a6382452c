// A million cases: seeds the scale database if absent (seed.ts), then measures p50/p95 of the case lists, searches,
// status tabs and the other lists, 业务统计 and the finance month report of the office with 100 000 cases, through
// the product's own service functions (inTenant: row-level security on).
// Usage: npm run bench:scale [-- --runs 30] [-- --only 业务列表] [-- --explain] [-- --serial]
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { asSystem } from '../../apps/server/src/db/scope.ts';
import { explainMeasure } from './explain.ts';
import { measures, officeActor, type Samples } from './measures.ts';
import { BIG_TENANT } from './seed-sql.ts';
import { ensureSeeded, scaleUrl } from './seed.ts';

const argOf = (name: string) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
const runs = Number(argOf('runs')) || 30;
const only = argOf('only');
const GOALS = { list: 30, stats: 300 } as const;

await ensureSeeded();
// --serial: the server's parallel query workers off for these connections (they cost more than they save on 2 busy cores).
const url = process.argv.includes('--serial') ? `${scaleUrl()}?options=${encodeURIComponent('-c max_parallel_workers_per_gather=0')}` : scaleUrl();
const db = openPostgres(url, 4);

const rowsOf = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
const samples: Samples = await asSystem(db, async (tx) => {
  const col = async (q: ReturnType<typeof sql>) => rowsOf<{ v: string }>(await tx.execute(q)).map((r) => r.v);
  return {
    businessNumbers: await col(sql`select business_number as v from cases where tenant_id = ${BIG_TENANT} order by md5(id::text) limit 50`),
    partyNames: await col(sql`select name as v from case_parties where tenant_id = ${BIG_TENANT} order by md5(id::text) limit 50`),
    idNumbers: await col(sql`select id_number as v from case_parties where tenant_id = ${BIG_TENANT} order by md5(id::text) limit 50`),
    months: await col(sql`select distinct booked_month as v from payments where tenant_id = ${BIG_TENANT} order by 1 desc limit 12`),
  };
});
const [{ id: adminId }] = await asSystem(db, (tx) =>
  tx.execute(sql`select id from users where account = 'office_admin'`).then((r) => rowsOf<{ id: number }>(r)),
);
const actor = officeActor(BIG_TENANT, adminId);
const selected = measures(db, actor, samples).filter((m) => !only || m.name.includes(only));

if (process.argv.includes('--explain')) {
  for (const m of selected) console.log(`${await explainMeasure(scaleUrl(), BIG_TENANT, m)}\n`);
} else {
  const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  console.log(`\n| 测量（10 万件业务的机构，共 100 万件） | p50 ms | p95 ms | 目标 | |`);
  console.log('|---|---:|---:|---:|---|');
  let failed = 0;
  for (const m of selected) {
    for (let i = 0; i < 2; i++) await m.run(i);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await m.run(i);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p95 = quantile(times, 0.95);
    const goal = GOALS[m.kind];
    if (p95 > goal) failed++;
    console.log(`| ${m.name} | ${quantile(times, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ≤ ${goal} | ${p95 <= goal ? '✓' : '✗'} |`);
  }
  console.log(`\n${runs} 次/项（另预热 2 次），PostgreSQL，行级安全开启；未达标 ${failed} 项。`);
}
await db.close();
