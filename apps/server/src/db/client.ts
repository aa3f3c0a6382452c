import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
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

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

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
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection that dies (server restart, terminated by an administrator) is only dropped from
  // the pool, which opens a new one on next use; without a listener the error would end the process.
  pool.on('error', () => {});
  return { kind: 'postgres', orm: drizzlePg(pool, { schema }) as unknown as Orm, close: () => pool.end() };
}

/** Applies committed migrations, then secures every tenant-owned table (idempotent). */
export async function migrate(db: Database): Promise<void> {
  if (db.kind === 'pglite') await migratePglite(db.orm as never, { migrationsFolder });
  else await migratePg(db.orm as never, { migrationsFolder });
  await db.orm.execute(sql`select notaria_secure_tenant_tables()`);
}
