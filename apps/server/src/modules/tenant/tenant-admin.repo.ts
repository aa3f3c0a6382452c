import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { TenantPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { paged } from '../../db/rows.ts';
import { contains } from '../../lib/sql-helpers.ts';
import { sessions } from '../auth/auth.table.ts';
import { tenants } from './tenant.table.ts';

const userCount = sql<number>`(select count(*) from users u where u.tenant_id = "tenants"."id")`.mapWith(Number);

/** System scope: the super administrator sees every tenant that is not deleted. */
export function pageTenants(tx: Tx, q: TenantPageQuery) {
  const where = and(ne(tenants.status, 'DELETED'), contains(tenants.name, q.name), q.status ? eq(tenants.status, q.status) : undefined);
  return paged(tx, tenants, where, q, tx.select({ tenant: tenants, userCount }).from(tenants).where(where).orderBy(desc(tenants.id)).$dynamic());
}

export const findTenantRow = async (tx: Tx, id: number) =>
  (
    await tx
      .select({ tenant: tenants, userCount })
      .from(tenants)
      .where(and(eq(tenants.id, id), ne(tenants.status, 'DELETED')))
  )[0];

export async function insertTenant(tx: Tx, values: typeof tenants.$inferInsert) {
  const [row] = await tx.insert(tenants).values(values).returning();
  return row;
}

export const updateTenantRow = (tx: Tx, id: number, values: Partial<typeof tenants.$inferInsert>) => tx.update(tenants).set(values).where(eq(tenants.id, id));

export const endTenantSessions = (tx: Tx, id: number) => tx.delete(sessions).where(eq(sessions.tenantId, id));

export const nameTaken = async (tx: Tx, name: string, exceptId = 0) =>
  (
    await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(eq(tenants.name, name), ne(tenants.id, exceptId), ne(tenants.status, 'DELETED')))
  ).length > 0;
