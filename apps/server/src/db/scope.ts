import { sql } from 'drizzle-orm';
import type { Database, Tx } from './client.ts';

const commitCallbacks = new WeakMap<Tx, (() => void)[]>();

/** Runs `fn` once the transaction of `tx` has committed (never if it rolls back), e.g. live delivery. */
export function afterCommit(tx: Tx, fn: () => void): void {
  const list = commitCallbacks.get(tx);
  if (!list) throw new Error('afterCommit outside inTenant/asSystem');
  list.push(fn);
}

async function transaction<T>(db: Database, setup: ReturnType<typeof sql>, work: (tx: Tx) => Promise<T>): Promise<T> {
  const callbacks: (() => void)[] = [];
  const result = await db.orm.transaction(async (tx) => {
    commitCallbacks.set(tx, callbacks);
    await tx.execute(setup);
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
  return transaction(db, sql`select set_config('role', 'notaria_app', true), set_config('app.tenant_id', ${String(tenantId)}, true)`, work);
}

/** Cross-tenant work: sign-in, session lookup, seeding, the super administrator's tenant list. */
export function asSystem<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(db, sql`select set_config('role', 'notaria_system', true)`, work);
}
