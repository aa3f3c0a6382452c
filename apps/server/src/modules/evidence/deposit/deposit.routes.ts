import multipart from '@fastify/multipart';
import { evidenceDepositApi } from '@notaria/contracts';
import { invalid } from '../../../lib/app-error.ts';
import { routeGroup } from '../../../lib/routes.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { depositHashes } from './deposit-hash.ts';
import { depositUpload } from './deposit-upload.ts';
import { renewDeposit } from './retention.ts';

export default routeGroup(
  evidenceDepositApi,
  (app) => ({
    upload: async (r) => {
      if (!r.isMultipart()) throw invalid('请以 multipart/form-data 上传文件');
      return depositUpload(app.db, actorOf(r), app.storage, r.parts());
    },
    hashOnly: async (r) => depositHashes(app.db, actorOf(r), r.body),
    renew: async (r) => renewDeposit(app.db, actorOf(r), r.body),
  }),
  {
    setup: async (app) => {
      await app.register(multipart, { limits: { fileSize: app.config.evidenceMaxBytes, files: 100, fields: 10, parts: 110 } });
    },
  },
);
