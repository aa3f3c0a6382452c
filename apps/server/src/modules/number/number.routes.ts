import { numberApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './number.service.ts';

export default routeGroup(numberApi, (app) => ({
  page: async (r) => service.pageRules(app.db, actorOf(r), r.query),
  get: async (r) => service.getRule(app.db, actorOf(r), r.query.id),
  preview: async (r) => service.previewNumber(app.db, actorOf(r), r.query),
  ledgerPage: async (r) => service.pageLedger(app.db, actorOf(r), r.query),
  create: async (r) => service.createRule(app.db, actorOf(r), r.body),
  update: async (r) => service.updateRule(app.db, actorOf(r), r.body),
  remove: async (r) => service.deleteRule(app.db, actorOf(r), r.query.id),
  voidNumber: async (r) => {
    await service.voidNumberCall(app.db, actorOf(r), r.body);
    return null;
  },
}));
