import { sql } from 'drizzle-orm';
import type { Database, Tx } from './client.ts';

/**
 * The only ways application code reaches the database. Every query runs inside a transaction under a
 * non-superuser role, so row-level security applies; PGlite being one connection, transactions are
 * also what serialises concurrent requests.
 */
export function inTenant<T>(db: Database, tenantId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!Number.isInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id ${tenantId}`);
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'notaria_app', true), set_config('app.tenant_id', ${String(tenantId)}, true)`);
    return work(tx);
  });
}

/** Cross-tenant work: sign-in, session lookup, seeding, the super administrator's tenant list. */
export function asSystem<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`set local role notaria_system`);
    return work(tx);
  });
}
