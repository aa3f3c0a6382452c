import { officeManagerApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './office-manager.service.ts';

export default routeGroup(officeManagerApi, (app) => ({
  overview: async (r) => service.managerOverview(app.db, actorOf(r)),
  reassign: async (r) => service.reassignNotaryCases(app.db, app.realtime, actorOf(r), r.body),
}));
