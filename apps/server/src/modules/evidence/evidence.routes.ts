import { evidenceApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { sealIn } from '../integrity/integrity.api.ts';
import { applyNotarization } from './apply-notarization.ts';
import { confirmEvidence, discardEvidence, evidenceDetail, pageEvidence, removeEvidence } from './evidence-records.ts';

export default routeGroup(evidenceApi, (app) => {
  const seal = sealIn(app.config.dataDir);
  return {
    obtainPage: async (r) => pageEvidence(app.db, actorOf(r), 'CAPTURE', r.query),
    existPage: async (r) => pageEvidence(app.db, actorOf(r), 'DEPOSIT', r.query),
    detail: async (r) => evidenceDetail(app.db, actorOf(r), r.query.id),
    confirm: async (r) => confirmEvidence(app.db, seal, actorOf(r), r.body.id),
    discard: async (r) => discardEvidence(app.db, actorOf(r), r.body),
    remove: async (r) => removeEvidence(app.db, app.storage, actorOf(r), r.query),
    apply: async (r) => applyNotarization(app.db, app.realtime, actorOf(r), r.body),
  };
});
