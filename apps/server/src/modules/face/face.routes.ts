import { faceApi } from '@notaria/contracts';
import { Answer, routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './face.service.ts';

/** The success message says what the verification found. */
const DONE = { PASS: '核验通过', FAIL: '核验未通过，已记录', PENDING: '已提交核验，结果待接口答复' };

export default routeGroup(faceApi, (app) => ({
  provider: async () => service.providerState(app.faceProvider),
  page: async (r) => service.pageRecords(app.db, actorOf(r), r.query),
  cases: async (r) => service.findCases(app.db, actorOf(r), r.query.businessNumber),
  verify: async (r) => {
    const row = await service.verifyByProvider(app.db, app.faceProvider, app.storage, actorOf(r), r.body);
    return new Answer(row, DONE[row.result as keyof typeof DONE]);
  },
  manual: async (r) => {
    const row = await service.verifyManually(app.db, actorOf(r), r.body);
    return new Answer(row, row.result === 'PASS' ? '人工核验通过，已记录' : '人工核验不通过，已记录');
  },
}));
