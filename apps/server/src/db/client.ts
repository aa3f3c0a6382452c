import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import * as schema from './schema.ts';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests start each file from one). */
  snapshot?(): Promise<Blob>;
}

/** PGlite in a data directory (or in memory when dataDir is undefined, or from a dump in tests). */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir });
  return {
    kind: 'pglite',
    orm: drizzlePglite(client, { schema }) as unknown as Orm,
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

export function openPostgres(url: string, max = 10): Database {
  // A database host that drops packets instead of refusing would otherwise leave requests hanging: after
  // 10 s without a connection the request answers 503 like any other outage.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // A connection can die at any moment (a PostgreSQL restart ends every session with 57P01, an
  // administrator terminates one, the network drops). pg reports it as an 'error' event: through the
  // pool's 'error' for an idle connection, on the client itself for one a request holds. Without a
  // listener that event ends the process. The query in flight fails on its own (the request answers
  // 503, see isDatabaseUnavailable), and the pool drops the dead connection when it is released and
  // opens a new one on next use, so the service recovers by itself once the database is back.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return { kind: 'postgres', orm: drizzlePg(pool, { schema }) as unknown as Orm, close: () => pool.end() };
}

/** SQLSTATEs of a lost or refused connection: class 08, server shutting down or starting, too many clients. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SYSCALLS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * True when an error (or its cause, as drizzle wraps driver errors) means the database cannot be
 * reached right now, rather than that the statement is wrong: the request may succeed when retried.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (e.code.startsWith('08') || UNAVAILABLE_STATES.has(e.code) || UNAVAILABLE_SYSCALLS.has(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** Applies committed migrations, then secures every tenant-owned table (idempotent). */
/** The advisory lock instances take around start-up work: ('strt', 1). */
const STARTUP_LOCK = [0x73747274, 1] as const;

/**
 * Runs `fn` (migrating, seeding) while holding the start-up lock, so instances started together do it one after
 * another: the first migrates and seeds, the others wait and then find nothing to do. The lock's transaction stays
 * open on its own connection while `fn` uses others. PGlite is one process's database: no lock is needed.
 */
export async function exclusively<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  if (db.kind === 'pglite') return fn();
  let out!: T;
  await db.orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK[0]}, ${STARTUP_LOCK[1]})`);
    out = await fn();
  });
  return out;
}

export async function migrate(db: Database): Promise<void> {
  if (db.kind === 'pglite') await migratePglite(db.orm as never, { migrationsFolder });
  else await migratePg(db.orm as never, { migrationsFolder });
  await db.orm.execute(sql`select notaria_secure_tenant_tables()`);
}
