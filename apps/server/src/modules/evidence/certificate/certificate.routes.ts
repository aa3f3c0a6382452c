import { evidenceCertificateApi } from '@notaria/contracts';
import type { FastifyReply } from 'fastify';
import { routeGroup } from '../../../lib/routes.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { sealIn } from '../../integrity/integrity.api.ts';
import { evidencePackage } from './evidence-package.ts';
import { evidenceCertificate } from './issue-certificate.ts';
import { verifyForStaff } from './verify-record.ts';

const download = (reply: FastifyReply, mime: string, fileName: string) =>
  reply
    .type(mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);

export default routeGroup(evidenceCertificateApi, (app) => {
  const seal = sealIn(app.config.dataDir);
  const config = { storage: app.storage, origin: app.config.publicOrigin };
  return {
    certificate: async (r, reply) => {
      const c = await evidenceCertificate(app.db, seal, config, actorOf(r), r.query.id);
      return download(reply, 'application/pdf', c.fileName).header('content-length', c.bytes.length).send(c.bytes);
    },
    package: async (r, reply) => {
      const p = await evidencePackage(app.db, app.storage, actorOf(r), r.query.id);
      return download(reply, 'application/zip', p.fileName).send(p.stream);
    },
    verify: async (r) => verifyForStaff(app.db, app.storage, actorOf(r), r.query.id),
  };
});
