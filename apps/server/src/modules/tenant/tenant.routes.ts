import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Envelope, TenantOption } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { selectTenants } from './tenant.service.ts';

export default async function tenantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/select', {
    config: { access: 'superAdmin' },
    schema: { tags: ['机构'], summary: '机构下拉列表（仅超级管理员）', response: { 200: Envelope(Type.Array(TenantOption)) } },
    handler: async (request) => ok(request, await selectTenants(app.db)),
  });
}
