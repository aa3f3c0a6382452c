import { asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants } from './tenant.table.ts';

export const findTenant = async (tx: Tx, id: number) => (await tx.select().from(tenants).where(eq(tenants.id, id)))[0];

export const listTenantOptions = (tx: Tx) =>
  tx.select({ id: tenants.id, name: tenants.name, alias: tenants.alias }).from(tenants).where(ne(tenants.status, 'DELETED')).orderBy(asc(tenants.id));
