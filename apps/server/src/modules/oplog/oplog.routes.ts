import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Envelope, IdQuery, OperateLogDetail, OperateLogQuery, OperateLogRow, OperateLogVerify, Page } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import { operateLogDetail, pageOperateLogs, verifyTenantLog } from './oplog.service.ts';

const tags = ['操作日志'];

export default async function operateLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/page', {
    config: { access: 'system:log' },
    schema: { tags, summary: '操作日志（分页，新的在前）', querystring: OperateLogQuery, response: { 200: Envelope(Page(OperateLogRow)) } },
    handler: async (request) => ok(request, await pageOperateLogs(app.db, actorOf(request), request.query)),
  });
  app.get('/', {
    config: { access: 'system:log' },
    schema: { tags, summary: '操作日志详情（含字段变更）', querystring: IdQuery, response: { 200: Envelope(OperateLogDetail) } },
    handler: async (request) => ok(request, await operateLogDetail(app.db, actorOf(request), request.query.id)),
  });
  app.get('/verify', {
    config: { access: 'system:log' },
    schema: { tags, summary: '校验本机构操作日志哈希链，报告首个断点', response: { 200: Envelope(OperateLogVerify) } },
    handler: async (request) => {
      const result = await verifyTenantLog(app.db, actorOf(request).tenantId);
      return ok(request, result, result.ok ? `日志完整，共校验 ${result.checked} 条` : `日志在第 ${result.firstBroken!.id} 条处断开`);
    },
  });
}
