import multipart from '@fastify/multipart';
import { templateApi } from '@notaria/contracts';
import { invalid } from '../../lib/app-error.ts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { fieldCatalogue } from './doc-fields.ts';
import { getSettings, saveSettings } from './doc-settings.ts';
import * as service from './doc-template.service.ts';
import { previewPdf, uploadDocx } from './template-files.ts';

export default routeGroup(
  templateApi,
  (app) => ({
    page: async (r) => service.pageTemplates(app.db, actorOf(r), r.query),
    get: async (r) => service.detailOf(app.db, actorOf(r), r.query.id),
    fields: async (r) => fieldCatalogue(r.query.kind),
    create: async (r) => service.createTemplate(app.db, actorOf(r), r.body),
    update: async (r) => service.updateTemplate(app.db, actorOf(r), r.body),
    publish: async (r) => service.publishTemplate(app.db, actorOf(r), r.body.id),
    copy: async (r) => service.copyTemplate(app.db, actorOf(r), r.body),
    remove: async (r) => service.deleteTemplate(app.db, actorOf(r), r.query.id),
    uploadDocx: async (r) => {
      if (!r.isMultipart()) throw invalid('请以 multipart/form-data 上传文件');
      const part = await r.file();
      if (!part) throw invalid('请选择文件');
      const bytes = await part.toBuffer();
      return uploadDocx(app.db, actorOf(r), app.storage, r.params.id, part.filename, bytes);
    },
    preview: async (r, reply) => {
      const { name, bytes } = await previewPdf(app.db, actorOf(r), r.query.id);
      return reply
        .type('application/pdf')
        .header('content-length', bytes.length)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(bytes);
    },
    settings: async (r) => getSettings(app.db, actorOf(r)),
    saveSettings: async (r) => saveSettings(app.db, actorOf(r), r.body),
  }),
  {
    setup: async (app) => {
      await app.register(multipart, { limits: { fileSize: app.config.fileMaxBytes, files: 1, fields: 10, parts: 11 } });
    },
  },
);
