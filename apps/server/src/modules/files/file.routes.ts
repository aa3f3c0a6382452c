import multipart from '@fastify/multipart';
import { fileApi } from '@notaria/contracts';
import { invalid } from '../../lib/app-error.ts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { byteRangeOf } from './byte-range.ts';
import { openFile, saveUpload } from './file.service.ts';
import { RangeNotSatisfiable } from './storage/file-storage.ts';
import { assertMayOpenFile } from '../business/business.api.ts';

export default routeGroup(
  fileApi,
  (app) => ({
    baseUrl: async () => app.config.fileBaseUrl,
    upload: async (r) => {
      if (!r.isMultipart()) throw invalid('请以 multipart/form-data 上传文件');
      const part = await r.file();
      if (!part) throw invalid('请选择文件');
      return saveUpload(app.db, actorOf(r), app.storage, part.filename, part.file, () => part.file.truncated);
    },
    download: async (r, reply) => {
      await assertMayOpenFile(app.db, actorOf(r), r.params.key);
      const opened = await openFile(app.db, actorOf(r), app.storage, r.params.key, byteRangeOf(r.headers.range)).catch((e: unknown) => {
        if (e instanceof RangeNotSatisfiable) return e;
        throw e;
      });
      if (opened instanceof RangeNotSatisfiable) return reply.code(416).header('content-range', `bytes */${opened.size}`).send();
      const { row, object } = opened;
      reply
        .type(row.mime)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`);
      if (object.range) {
        const { start, end } = object.range;
        reply.code(206).header('content-range', `bytes ${start}-${end}/${object.size}`);
      }
      return reply.header('content-length', object.range ? object.range.end - object.range.start + 1 : object.size).send(object.body);
    },
  }),
  {
    setup: async (app) => {
      await app.register(multipart, { limits: { fileSize: app.config.fileMaxBytes, files: 1, fields: 10, parts: 11 } });
    },
  },
);
