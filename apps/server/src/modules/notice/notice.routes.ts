import { noticeApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { myNotices, myUnreadTotal, readAllNotices, readNotices, removeAllRead } from './notice.service.ts';

const parseIds = (ids: string | string[]) => (Array.isArray(ids) ? ids : ids.split(',')).map(Number);

/** A user only ever sees and changes their own notices, in the tenant they work in. */
export default routeGroup(noticeApi, (app) => ({
  unreadTotal: async (r) => myUnreadTotal(app.db, actorOf(r)),
  myPage: async (r) => myNotices(app.db, actorOf(r), r.query),
  read: async (r) => readNotices(app.db, actorOf(r), parseIds(r.query.ids)),
  readAll: async (r) => readAllNotices(app.db, actorOf(r)),
  removeAllRead: async (r) => removeAllRead(app.db, actorOf(r)),
}));
