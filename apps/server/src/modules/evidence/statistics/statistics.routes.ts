import { evidenceStatisticsApi } from '@notaria/contracts';
import { routeGroup } from '../../../lib/routes.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { evidenceStatistics } from './statistics.ts';

export default routeGroup(evidenceStatisticsApi, (app) => ({
  statistics: async (r) => evidenceStatistics(app.db, actorOf(r), r.query),
}));
