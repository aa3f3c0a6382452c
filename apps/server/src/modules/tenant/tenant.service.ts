import type { TenantOption } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { asSystem } from '../../db/scope.ts';
import { findTenant, listTenantOptions } from './tenant.repo.ts';

export const tenantExists = async (db: Database, id: number) => Boolean(await asSystem(db, (tx) => findTenant(tx, id)));

/** Only reachable by the super administrator (the route declares it). */
export const selectTenants = (db: Database): Promise<TenantOption[]> => asSystem(db, listTenantOptions);
