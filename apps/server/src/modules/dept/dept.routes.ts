import { deptApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './dept.service.ts';

export default routeGroup(deptApi, (app) => ({
  select: async (r) => service.deptOptions(app.db, actorOf(r)),
  page: async (r) => service.deptTree(app.db, actorOf(r), r.query),
  get: async (r) => service.getDept(app.db, actorOf(r), r.query.id),
  create: async (r) => service.getDept(app.db, actorOf(r), await service.createDept(app.db, actorOf(r), r.body)),
  update: async (r) => {
    await service.updateDept(app.db, actorOf(r), r.body);
    return service.getDept(app.db, actorOf(r), r.body.id);
  },
  remove: async (r) => service.deleteDept(app.db, actorOf(r), r.query.id),
}));
