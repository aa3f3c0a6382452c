import { leaveApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { bindLeaveHub } from './leave-approval.ts';
import * as service from './leave.service.ts';

export default routeGroup(leaveApi, (app) => {
  bindLeaveHub(app.realtime);
  return {
    apply: async (r) => service.applyLeave(app.db, actorOf(r), r.body),
    mine: async (r) => service.pageMyLeaves(app.db, actorOf(r), r.query),
    handoverCandidates: async (r) => service.handoverCandidates(app.db, actorOf(r)),
    calendar: async (r) => service.leaveCalendar(app.db, actorOf(r), r.query.month),
  };
});
