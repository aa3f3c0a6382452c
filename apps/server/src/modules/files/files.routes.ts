import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Envelope } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';

export default async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/evidenceUpload/getUrl', {
    config: { access: 'login' },
    schema: { tags: ['文件'], summary: '文件访问的基础地址', response: { 200: Envelope(Type.String()) } },
    handler: async (request) => ok(request, app.config.fileBaseUrl),
  });
}
