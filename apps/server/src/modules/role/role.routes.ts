import { roleApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { authorityTree } from './role.policy.ts';
import * as service from './role.service.ts';

export default routeGroup(roleApi, (app) => ({
  select: async (r) => service.selectRoles(app.db, actorOf(r)),
  page: async (r) => service.pageRoles(app.db, actorOf(r), r.query),
  get: async (r) => service.getRole(app.db, actorOf(r), r.query.id),
  authorityTree: async () => authorityTree(),
  create: async (r) => service.createRole(app.db, actorOf(r), r.body),
  update: async (r) => service.updateRole(app.db, actorOf(r), r.body),
  remove: async (r) => service.deleteRole(app.db, actorOf(r), r.query.id),
}));
