import { approvalApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { bindApprovalHub } from './approval.engine.ts';
import * as service from './approval.service.ts';

export default routeGroup(approvalApi, (app) => {
  bindApprovalHub(app.realtime);
  return {
    kinds: async () => service.approvalKindList(),
    pending: async (r) => service.pageApprovals(app.db, actorOf(r), 'pending', r.query),
    decided: async (r) => service.pageApprovals(app.db, actorOf(r), 'decided', r.query),
    mine: async (r) => service.pageApprovals(app.db, actorOf(r), 'mine', r.query),
    detail: async (r) => service.approvalDetail(app.db, actorOf(r), r.query.id),
    approve: async (r) => service.decideApproval(app.db, actorOf(r), 'APPROVE', r.body),
    reject: async (r) => service.decideApproval(app.db, actorOf(r), 'REJECT', r.body),
    withdraw: async (r) => service.withdrawApproval(app.db, actorOf(r), r.body.id),
  };
});
