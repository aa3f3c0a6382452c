import multipart from '@fastify/multipart';
import { fileApi } from '@notaria/contracts';
import { invalid } from '../../lib/app-error.ts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { openFile, saveUpload } from './file.service.ts';
import { assertMayOpenFile } from '../business/business.api.ts';

export default routeGroup(
  fileApi,
  (app) => ({
    baseUrl: async () => app.config.fileBaseUrl,
    upload: async (r) => {
      if (!r.isMultipart()) throw invalid('请以 multipart/form-data 上传文件');
      const part = await r.file();
      if (!part) throw invalid('请选择文件');
      return saveUpload(app.db, actorOf(r), app.config.dataDir, part.filename, part.file, () => part.file.truncated);
    },
    download: async (r, reply) => {
      await assertMayOpenFile(app.db, actorOf(r), r.params.key);
      const { row, stream } = await openFile(app.db, actorOf(r), app.config.dataDir, r.params.key);
      return reply
        .type(row.mime)
        .header('content-length', row.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`)
        .send(stream);
    },
  }),
  {
    setup: async (app) => {
      await app.register(multipart, { limits: { fileSize: app.config.fileMaxBytes, files: 1, fields: 10, parts: 11 } });
    },
  },
);
