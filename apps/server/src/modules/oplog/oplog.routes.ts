import { oplogApi } from '@notaria/contracts';
import { Answer, routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { operateLogDetail, pageOperateLogs, verifyTenantLog } from './oplog.service.ts';

export default routeGroup(oplogApi, (app) => ({
  page: async (r) => pageOperateLogs(app.db, actorOf(r), r.query),
  get: async (r) => operateLogDetail(app.db, actorOf(r), r.query.id),
  verify: async (r) => {
    const result = await verifyTenantLog(app.db, actorOf(r).tenantId);
    return new Answer(result, result.ok ? `日志完整，共校验 ${result.checked} 条` : `日志在第 ${result.firstBroken!.id} 条处断开`);
  },
}));
