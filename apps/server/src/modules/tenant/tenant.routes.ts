import { tenantApi } from '@notaria/contracts';
import { Answer, routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as admin from './tenant-admin.service.ts';
import { selectTenants } from './tenant.service.ts';

export default routeGroup(tenantApi, (app) => ({
  select: async () => selectTenants(app.db),
  page: async (r) => admin.pageTenants(app.db, r.query),
  create: async (r) => admin.createTenant(app.db, actorOf(r), r.body),
  update: async (r) => {
    const tenant = await admin.updateTenant(app.db, actorOf(r), r.body);
    if (tenant.status !== 'ACTIVE') await app.realtime.endTenant(tenant.id);
    return tenant;
  },
  setStatus: async (r) => {
    const tenant = await admin.setTenantStatus(app.db, actorOf(r), r.body);
    if (tenant.status !== 'ACTIVE') await app.realtime.endTenant(tenant.id);
    return new Answer(tenant, tenant.status === 'ACTIVE' ? '机构已启用' : '机构已停用');
  },
  remove: async (r) => {
    await admin.deleteTenant(app.db, actorOf(r), r.query.id);
    await app.realtime.endTenant(r.query.id);
    return null;
  },
}));
