import { flowApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './flow.service.ts';

export default routeGroup(flowApi, (app) => ({
  page: async (r) => service.pageFlows(app.db, actorOf(r), r.query),
  get: async (r) => service.getFlow(app.db, actorOf(r), r.query.id),
  create: async (r) => service.createFlow(app.db, actorOf(r), r.body),
  update: async (r) => service.updateFlow(app.db, actorOf(r), r.body),
  remove: async (r) => service.deleteFlow(app.db, actorOf(r), r.query.id),
}));
