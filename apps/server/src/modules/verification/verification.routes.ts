import { verificationApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { myReports } from './verification.service.ts';

export default routeGroup(verificationApi, (app) => ({
  myReports: async (r) => myReports(app.db, actorOf(r), r.query),
}));
