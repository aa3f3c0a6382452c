import { eSealApi } from '@notaria/contracts';
import { routeGroup } from '../../../lib/routes.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { sealIn } from '../../integrity/integrity.api.ts';
import { applyESeal, inspectPdf } from './e-seal-apply.ts';
import { previewPage } from './e-seal-preview.ts';
import { eSealProviderOf } from './e-seal-provider.ts';
import { eSealDetail, eSealDocuments, eSealFile, eSealOptions, pageESeals } from './e-seal-query.ts';
import { stampRequest } from './e-seal-stamp.ts';
import { verifyESeal } from './e-seal-verify.ts';
import { bindESeal } from './e-seal.deps.ts';

export default routeGroup(eSealApi, (app) => {
  const deps = { db: app.db, storage: app.storage, keySeal: sealIn(app.config.dataDir), provider: eSealProviderOf(), hub: app.realtime };
  bindESeal(deps);
  return {
    options: async (r) => eSealOptions(app.db, actorOf(r), deps.provider),
    documents: async (r) => eSealDocuments(app.db, actorOf(r), r.query.keyword),
    inspect: async (r) => inspectPdf(app.db, deps.storage, actorOf(r), r.body),
    preview: async (r, reply) => {
      const png = await previewPage(app.db, deps.storage, actorOf(r), r.query);
      return reply.type('image/png').header('x-content-type-options', 'nosniff').header('cache-control', 'no-store').send(png);
    },
    apply: async (r) => applyESeal(app.db, deps.storage, deps.provider.kind, actorOf(r), r.body),
    page: async (r) => pageESeals(app.db, actorOf(r), r.query),
    detail: async (r) => eSealDetail(app.db, actorOf(r), r.query.id),
    stamp: async (r) => stampRequest(deps, actorOf(r), r.body.id),
    verify: async (r) => verifyESeal(app.db, deps.storage, actorOf(r), r.body.id),
    download: async (r, reply) => {
      const f = await eSealFile(app.db, deps.storage, actorOf(r), r.query.id, r.query.which);
      return reply
        .type('application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.fileName)}`)
        .send(f.bytes);
    },
  };
});
