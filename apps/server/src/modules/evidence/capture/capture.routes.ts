import { evidenceCaptureApi } from '@notaria/contracts';
import { routeGroup } from '../../../lib/routes.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { retryCapture, submitBatch, submitWebCapture } from './capture-submit.ts';

export default routeGroup(evidenceCaptureApi, (app) => {
  const wake = () => app.evidenceCapture.wake();
  const allowInternal = app.config.evidenceCaptureInternal;
  return {
    web: async (r) => submitWebCapture(app.db, actorOf(r), r.body, wake, allowInternal),
    batch: async (r) => submitBatch(app.db, actorOf(r), r.body, wake, allowInternal),
    retry: async (r) => retryCapture(app.db, actorOf(r), r.body, wake),
  };
});
