import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { Envelope } from '@notaria/contracts';
import { invalid } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import { openFile, saveUpload } from './file.service.ts';
import { assertMayOpenFile } from '../business/material-file-access.ts';

const UploadAnswer = Type.Object({
  ossUrl: Type.String({ title: '文件地址' }), name: Type.String({ title: '名称' }), fileName: Type.String({ title: '文件名' }), filename: Type.String({ title: '文件名' }),
  size: Type.Integer({ title: '大小（字节）' }), mime: Type.String({ title: '类型' }), sha256: Type.String({ title: 'SHA-256' }),
});

export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, { limits: { fileSize: app.config.fileMaxBytes, files: 1, fields: 10, parts: 11 } });
  app.post('/upload', {
    config: { access: 'login' },
    schema: { tags: ['文件'], summary: '上传文件（multipart，一个文件；按文件头识别类型）', response: { 200: Envelope(UploadAnswer) } },
    handler: async (r) => {
      if (!r.isMultipart()) throw invalid('请以 multipart/form-data 上传文件');
      const part = await r.file();
      if (!part) throw invalid('请选择文件');
      const saved = await saveUpload(app.db, actorOf(r), app.config.dataDir, part.filename, part.file, () => part.file.truncated);
      return ok(r, saved, '上传成功');
    },
  });
  app.get('/:key', {
    config: { access: 'login' },
    schema: { tags: ['文件'], summary: '下载本机构的文件（业务材料的文件需“受理 · 下载”）', params: Type.Object({ key: Type.String({ pattern: '^[0-9a-f]{32}$', title: '文件' }) }) },
    handler: async (r, reply) => {
      await assertMayOpenFile(app.db, actorOf(r), r.params.key);
      const { row, stream } = await openFile(app.db, actorOf(r), app.config.dataDir, r.params.key);
      return reply
        .type(row.mime)
        .header('content-length', row.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`)
        .send(stream);
    },
  });
}
