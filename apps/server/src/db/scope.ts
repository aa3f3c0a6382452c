import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Tx } from './client.ts';

const commitCallbacks = new WeakMap<Tx, (() => void)[]>();

/** Runs `fn` once the transaction of `tx` has committed (never if it rolls back), e.g. live delivery. */
export function afterCommit(tx: Tx, fn: () => void): void {
  const list = commitCallbacks.get(tx);
  if (!list) throw new Error('afterCommit outside inTenant/asSystem');
  list.push(fn);
}

/** What drizzle's node-postgres session keeps: the pool, and what a transaction's session is built from. */
interface PoolSession {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * PostgreSQL: `begin` and the role/tenant settings go in one simple-protocol message, one round trip
 * instead of two (drizzle's own transaction sends `begin` alone). Otherwise as drizzle's: the work runs
 * on one pooled connection, commit or rollback, and the connection goes back (a dead one is dropped).
 */
async function pgTransaction<T>(db: Database, setup: string, work: (tx: Tx) => Promise<T>, callbacks: (() => void)[]): Promise<T> {
  const pool = (db.orm as unknown as { session: PoolSession }).session;
  const client = await pool.client.connect();
  let broken = false;
  try {
    const session = new NodePgSession(client, pool.dialect, pool.schema, pool.options);
    const tx = new NodePgTransaction(pool.dialect, session, pool.schema) as unknown as Tx;
    commitCallbacks.set(tx, callbacks);
    await client.query(`begin; ${setup}`);
    let result: T;
    try {
      result = await work(tx);
    } catch (err) {
      // The work's error is the one to report; a connection that cannot even roll back is not reused.
      await client.query('rollback').catch(() => (broken = true));
      throw err;
    }
    await client.query('commit');
    return result;
  } finally {
    client.release(broken);
  }
}

/** `setup` is built here from validated integers only: it is sent as text, without parameters. */
async function transaction<T>(db: Database, setup: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  const callbacks: (() => void)[] = [];
  const result =
    db.kind === 'postgres'
      ? await pgTransaction(db, setup, work, callbacks)
      : await db.orm.transaction(async (tx) => {
          commitCallbacks.set(tx, callbacks);
          // PGlite: the simple protocol, one message instead of the extended protocol's five.
          await (tx as unknown as { session: { client: { exec(query: string): Promise<unknown> } } }).session.client.exec(setup);
          return work(tx);
        });
  for (const fn of callbacks) fn();
  return result;
}

/**
 * The only ways application code reaches the database. Every query runs inside a transaction under a
 * non-superuser role, so row-level security applies; PGlite being one connection, transactions are
 * also what serialises concurrent requests.
 */
export function inTenant<T>(db: Database, tenantId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!Number.isInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id ${tenantId}`);
  return transaction(db, `select set_config('role', 'notaria_app', true), set_config('app.tenant_id', '${tenantId}', true)`, work);
}

/** Cross-tenant work: sign-in, session lookup, seeding, the super administrator's tenant list. */
export function asSystem<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(db, `select set_config('role', 'notaria_system', true)`, work);
}
