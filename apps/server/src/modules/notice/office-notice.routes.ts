import { officeNoticeApi } from '@notaria/contracts';
import { Answer, routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { sendOfficeNotice, sentNotices } from './notice.service.ts';

export default routeGroup(officeNoticeApi, (app) => ({
  send: async (r) => {
    const sent = await sendOfficeNotice(app.db, app.realtime, actorOf(r), r.body);
    return new Answer(sent, `已发送给 ${sent} 人`);
  },
  page: async (r) => sentNotices(app.db, actorOf(r), r.query.current, r.query.size),
}));
