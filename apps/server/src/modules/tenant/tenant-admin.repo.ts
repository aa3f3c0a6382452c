import { and, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { TenantPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { likeText, offsetOf } from '../../lib/sql-helpers.ts';
import { sessions } from '../auth/auth.table.ts';
import { users } from '../user/user.table.ts';
import { tenants } from './tenant.table.ts';

const userCount = sql<number>`(select count(*) from users u where u.tenant_id = "tenants"."id")`.mapWith(Number);

/** System scope: the super administrator sees every tenant that is not deleted. */
export async function pageTenants(tx: Tx, q: TenantPageQuery) {
  const where = and(ne(tenants.status, 'DELETED'), q.name ? ilike(tenants.name, likeText(q.name)) : undefined, q.status ? eq(tenants.status, q.status) : undefined);
  const list = await tx.select({ tenant: tenants, userCount }).from(tenants).where(where).orderBy(desc(tenants.id)).limit(q.size).offset(offsetOf(q));
  const [{ total }] = await tx.select({ total: count() }).from(tenants).where(where);
  return { list, total };
}

export const findTenantRow = async (tx: Tx, id: number) =>
  (await tx.select({ tenant: tenants, userCount }).from(tenants).where(and(eq(tenants.id, id), ne(tenants.status, 'DELETED'))))[0];

export async function insertTenant(tx: Tx, values: typeof tenants.$inferInsert) {
  const [row] = await tx.insert(tenants).values(values).returning();
  return row;
}

export const updateTenantRow = (tx: Tx, id: number, values: Partial<typeof tenants.$inferInsert>) => tx.update(tenants).set(values).where(eq(tenants.id, id));

export const endTenantSessions = (tx: Tx, id: number) => tx.delete(sessions).where(eq(sessions.tenantId, id));

export const nameTaken = async (tx: Tx, name: string, exceptId = 0) =>
  (await tx.select({ id: tenants.id }).from(tenants).where(and(eq(tenants.name, name), ne(tenants.id, exceptId), ne(tenants.status, 'DELETED')))).length > 0;
