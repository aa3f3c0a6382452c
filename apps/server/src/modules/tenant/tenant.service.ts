import type { TenantOption } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { asSystem } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { setWorkTenant } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { findTenant, listTenantOptions } from './tenant.repo.ts';

/** A tenant the super administrator may work in: any that is not deleted. */
export const tenantExists = async (db: Database, id: number) => {
  const t = await asSystem(db, (tx) => findTenant(tx, id));
  return Boolean(t && t.status !== 'DELETED');
};

/** Only reachable by the super administrator (the route declares it). */
export const selectTenants = (db: Database): Promise<TenantOption[]> => asSystem(db, listTenantOptions);

/** The super administrator's move into another tenant, recorded in the log of the tenant entered. */
export const recordTenantSwitch = (db: Database, actor: Actor, from: number, to: number) =>
  asSystem(db, async (tx) => {
    await setWorkTenant(tx, actor.sessionId, to === actor.homeTenantId ? null : to);
    await audit(
      tx,
      actor,
      {
        tenantId: to,
        module: 'tenant',
        action: 'switch',
        targetId: to,
        diff: [{ field: 'tenantId', before: from, after: to }],
        message: '超级管理员切换到本机构',
      },
      { markRequest: false },
    );
    actor.workTenantId = to;
  });
