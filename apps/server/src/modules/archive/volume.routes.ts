import { archivesApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { handoverOverdueList } from './handover.ts';
import { listRetentionRules, saveRetentionRule } from './retention.ts';
import { verifyVolumeCall } from './verify-volume.ts';
import { pageVolumes, volumeDetail } from './volume-query.ts';
import { pageVerifyReports, volumeStatistics } from './volume-statistics.ts';

export default routeGroup(archivesApi, (app) => ({
  page: async (r) => pageVolumes(app.db, actorOf(r), r.query),
  detail: async (r) => volumeDetail(app.db, actorOf(r), r.query.id),
  verify: async (r) => verifyVolumeCall(app.db, app.storage, actorOf(r), r.body.id),
  verifyReports: async (r) => pageVerifyReports(app.db, actorOf(r), r.query),
  statistics: async (r) => volumeStatistics(app.db, actorOf(r)),
  handoverOverdue: async (r) => handoverOverdueList(app.db, actorOf(r)),
  retentionRules: async (r) => listRetentionRules(app.db, actorOf(r)),
  saveRetentionRule: async (r) => saveRetentionRule(app.db, actorOf(r), r.body),
}));
