// Makes the scale database when it is absent or incomplete: created, migrated and seeded by the product's own
// migrate() and seedIfEmpty(), then filled with the bulk data set of seed-sql.ts and analysed.
// Usage: node --import tsx bench/scale/seed.ts [--force]
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrate, openPostgres } from '../../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed.ts';
import { CASES, SEED_STEPS } from './seed-sql.ts';

export const SERVER_URL = process.env.SCALE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const SCALE_DB = process.env.SCALE_DB ?? 'notaria_scale';
export const scaleUrl = () => `${SERVER_URL}/${SCALE_DB}`;

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client(url);
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** True when the scale database holds the whole data set (the last step's rows are there). */
async function seeded(): Promise<boolean> {
  const exists = await withClient(`${SERVER_URL}/postgres`, async (c) => (await c.query('select 1 from pg_database where datname = $1', [SCALE_DB])).rowCount);
  if (!exists) return false;
  return withClient(scaleUrl(), async (c) => {
    const r = await c.query(`select to_regclass('scale_done') is not null as done`);
    return r.rows[0].done as boolean;
  });
}

export async function ensureSeeded(force = false): Promise<void> {
  if (!force && (await seeded())) return;
  const started = Date.now();
  await withClient(`${SERVER_URL}/postgres`, async (c) => {
    await c.query(`drop database if exists ${SCALE_DB}`);
    await c.query(`create database ${SCALE_DB}`);
  });
  const db = openPostgres(scaleUrl());
  await migrate(db);
  await seedIfEmpty(db, loadConfig({ ...process.env, DATABASE_URL: scaleUrl() }));
  await db.close();
  console.log(`建库、迁移、基础数据：${((Date.now() - started) / 1000).toFixed(1)} s`);
  await withClient(scaleUrl(), async (c) => {
    // The rows are consistent by construction: foreign keys and guard triggers are not fired while loading.
    await c.query(`set session_replication_role = replica`);
    await c.query(`set maintenance_work_mem = '256MB'`);
    await c.query(`set work_mem = '64MB'`);
    for (const [label, sql] of SEED_STEPS) {
      const t = Date.now();
      await c.query(sql);
      console.log(`  ${label}：${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    await c.query(`set session_replication_role = origin`);
    const t = Date.now();
    await c.query('vacuum analyze');
    console.log(`  vacuum analyze：${((Date.now() - t) / 1000).toFixed(1)} s`);
    await c.query('create table scale_done (cases int not null)');
    await c.query('insert into scale_done values ($1)', [CASES]);
    const size = await c.query('select pg_size_pretty(pg_database_size(current_database())) as size');
    console.log(`已生成 ${CASES.toLocaleString()} 件业务，数据库 ${size.rows[0].size}，共 ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureSeeded(process.argv.includes('--force'));
