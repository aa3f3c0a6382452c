import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CreateFlowBody, Envelope, FlowPageQuery, FlowRow, IdQuery, Page, UpdateFlowBody } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './flow.service.ts';

const tags = ['流程配置'];

export default async function flowRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/page', {
    config: { access: 'system:flow' },
    schema: { tags, summary: '审批流程列表（分页，含步骤）', querystring: FlowPageQuery, response: { 200: Envelope(Page(FlowRow)) } },
    handler: async (request) => ok(request, await service.pageFlows(app.db, actorOf(request), request.query)),
  });
  app.get('/', {
    config: { access: 'system:flow' },
    schema: { tags, summary: '审批流程详情', querystring: IdQuery, response: { 200: Envelope(FlowRow) } },
    handler: async (request) => ok(request, await service.getFlow(app.db, actorOf(request), request.query.id)),
  });
  app.post('/', {
    config: { access: 'system:flow:create' },
    schema: { tags, summary: '新增审批流程', body: CreateFlowBody, response: { 200: Envelope(FlowRow) } },
    handler: async (request) => ok(request, await service.createFlow(app.db, actorOf(request), request.body), '流程已创建'),
  });
  app.put('/', {
    config: { access: 'system:flow:config' },
    schema: { tags, summary: '修改审批流程（步骤整体替换）', body: UpdateFlowBody, response: { 200: Envelope(FlowRow) } },
    handler: async (request) => ok(request, await service.updateFlow(app.db, actorOf(request), request.body), '流程已保存'),
  });
  app.delete('/', {
    config: { access: 'system:flow:delete' },
    schema: { tags, summary: '删除审批流程', querystring: IdQuery, response: { 200: Envelope(Type.Null()) } },
    handler: async (request) => {
      await service.deleteFlow(app.db, actorOf(request), request.query.id);
      return ok(request, null, '流程已删除');
    },
  });
}
