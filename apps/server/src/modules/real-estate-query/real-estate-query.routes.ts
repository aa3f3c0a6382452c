import { realEstateQueryApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './real-estate-query.service.ts';

export default routeGroup(realEstateQueryApi, (app) => ({
  page: async (r) => service.pageQueries(app.db, actorOf(r), r.query),
  create: async (r) => service.createQuery(app.db, actorOf(r), r.body),
  update: async (r) => service.updateQuery(app.db, actorOf(r), r.body),
  remove: async (r) => service.deleteQuery(app.db, actorOf(r), r.query.id),
}));
