import { financeStandardsApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { suggestFeesFor } from './fee-calculator.ts';
import { createStandard, newStandardVersion, pageStandards } from './fee-standard.ts';

export default routeGroup(financeStandardsApi, (app) => ({
  page: async (r) => pageStandards(app.db, actorOf(r), r.query),
  create: async (r) => createStandard(app.db, actorOf(r), r.body),
  newVersion: async (r) => newStandardVersion(app.db, actorOf(r), r.body),
  suggest: async (r) => suggestFeesFor(app.db, actorOf(r), r.query),
}));
