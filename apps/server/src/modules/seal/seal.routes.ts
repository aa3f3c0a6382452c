import { sealApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { verifySealRegister } from './seal-register-chain.ts';
import { exportRegister, pageRegister } from './seal-register-list.ts';
import { createSeal, listSeals, sealOptions, updateSeal } from './seal-registry.ts';
import { applySealUse, bindSealHub, mySealUses, officeSealUses, stampSealUse } from './seal-use.ts';

export default routeGroup(sealApi, (app) => {
  bindSealHub(app.realtime);
  return {
    page: async (r) => listSeals(app.db, actorOf(r), r.query),
    options: async (r) => sealOptions(app.db, actorOf(r), r.query.kind),
    create: async (r) => createSeal(app.db, actorOf(r), r.body),
    update: async (r) => updateSeal(app.db, actorOf(r), r.body),
    apply: async (r) => applySealUse(app.db, actorOf(r), r.body),
    mine: async (r) => mySealUses(app.db, actorOf(r), r.query),
    uses: async (r) => officeSealUses(app.db, actorOf(r), r.query),
    stamp: async (r) => stampSealUse(app.db, actorOf(r), r.body),
    register: async (r) => pageRegister(app.db, actorOf(r), r.query),
    exportRegister: async (r, reply) => {
      const f = await exportRegister(app.db, actorOf(r), r.query);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.fileName)}`)
        .header('content-length', f.bytes.length)
        .send(f.bytes);
    },
    verify: async (r) => verifySealRegister(app.db, actorOf(r).tenantId),
  };
});
