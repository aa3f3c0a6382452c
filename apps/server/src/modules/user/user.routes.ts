import { userApi } from '@notaria/contracts';
import { Answer, routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './user.service.ts';

export default routeGroup(userApi, (app) => ({
  page: async (r) => service.pageUsers(app.db, actorOf(r), r.query),
  get: async (r) => service.getUser(app.db, actorOf(r), r.query.id),
  select: async (r) => service.selectUsers(app.db, actorOf(r), r.query),
  create: async (r) => service.createUser(app.db, actorOf(r), r.body),
  update: async (r) => service.updateUser(app.db, actorOf(r), r.body),
  remove: async (r) => service.deleteUser(app.db, actorOf(r), r.query.id),
  setActivated: async (r) => {
    const actor = actorOf(r);
    const user = await service.setActivated(app.db, actor, r.body);
    if (!r.body.activated) await app.realtime.endUser(actor.tenantId, user.id);
    return new Answer(user, r.body.activated ? '账号已启用' : '账号已停用');
  },
  setSignImage: async (r) => service.setImage(app.db, actorOf(r), 'signImage', r.body),
  setHandwriting: async (r) => service.setImage(app.db, actorOf(r), 'handwriting', r.body),
  resetPassword: async (r) => {
    const actor = actorOf(r);
    await service.resetPassword(app.db, actor, r.body);
    await app.realtime.endUser(actor.tenantId, r.body.id);
    return null;
  },
}));
