import { dictApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './dict.service.ts';

export default routeGroup(dictApi, (app) => ({
  tree: async (r) => service.dictTree(app.db, actorOf(r), r.query.name),
  lazyTree: async (r) => service.lazyTree(app.db, actorOf(r), r.query.parentKey),
  byKey: async (r) => service.dictByKey(app.db, actorOf(r), r.query.key),
  create: async (r) => service.createDict(app.db, actorOf(r), r.body),
  update: async (r) => service.updateDict(app.db, actorOf(r), r.body),
  remove: async (r) => service.deleteDict(app.db, actorOf(r), r.query.id),
}));
