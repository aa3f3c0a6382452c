import { itemApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './item.service.ts';

export default routeGroup(itemApi, (app) => ({
  tree: async (r) => service.itemTree(app.db, actorOf(r), r.query),
  get: async (r) => service.getItem(app.db, actorOf(r), r.query.id),
  create: async (r) => service.createItem(app.db, actorOf(r), r.body),
  update: async (r) => service.updateItem(app.db, actorOf(r), r.body),
  remove: async (r) => service.deleteItem(app.db, actorOf(r), r.query.id, app.usage.item),
  config: async (r) => service.getConfig(app.db, actorOf(r), r.query.itemId),
  saveConfig: async (r) => service.saveConfig(app.db, actorOf(r), r.body),
  intakeForm: async (r) => service.getIntakeForm(app.db, actorOf(r), r.query.itemId),
}));
