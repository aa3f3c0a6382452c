import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CreateNumberRuleBody, Envelope, IdQuery, NumberLedgerQuery, NumberLedgerRow, NumberPreview, NumberPreviewQuery, NumberRulePageQuery, NumberRuleRow, Page, UpdateNumberRuleBody, VoidNumberBody } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './number.service.ts';

const tags = ['编号规则'];

export default async function numberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/page', {
    // 公证事项's dialog picks an item's certificate rule from this list.
    config: { access: ['system:number', 'template:notarizationItem:create', 'template:notarizationItem:update'] },
    schema: { tags, summary: '编号规则列表（分页）', querystring: NumberRulePageQuery, response: { 200: Envelope(Page(NumberRuleRow)) } },
    handler: async (request) => ok(request, await service.pageRules(app.db, actorOf(request), request.query)),
  });
  app.get('/', {
    config: { access: 'system:number' },
    schema: { tags, summary: '编号规则详情', querystring: IdQuery, response: { 200: Envelope(NumberRuleRow) } },
    handler: async (request) => ok(request, await service.getRule(app.db, actorOf(request), request.query.id)),
  });
  app.get('/preview', {
    config: { access: 'system:number' },
    schema: { tags, summary: '预览下一个编号（不占号）', querystring: NumberPreviewQuery, response: { 200: Envelope(NumberPreview) } },
    handler: async (request) => ok(request, await service.previewNumber(app.db, actorOf(request), request.query)),
  });
  app.get('/ledger-page', {
    config: { access: 'system:number' },
    schema: { tags, summary: '发号台账：已发出与已作废的编号（分页）', querystring: NumberLedgerQuery, response: { 200: Envelope(Page(NumberLedgerRow)) } },
    handler: async (request) => ok(request, await service.pageLedger(app.db, actorOf(request), request.query)),
  });
  app.post('/', {
    config: { access: 'system:number:create' },
    schema: { tags, summary: '新增编号规则', body: CreateNumberRuleBody, response: { 200: Envelope(NumberRuleRow) } },
    handler: async (request) => ok(request, await service.createRule(app.db, actorOf(request), request.body), '编号规则已创建'),
  });
  app.put('/', {
    config: { access: 'system:number:update' },
    schema: { tags, summary: '修改编号规则', body: UpdateNumberRuleBody, response: { 200: Envelope(NumberRuleRow) } },
    handler: async (request) => ok(request, await service.updateRule(app.db, actorOf(request), request.body), '编号规则已保存'),
  });
  app.delete('/', {
    config: { access: 'system:number:delete' },
    schema: { tags, summary: '删除编号规则（已发号的规则不能删除）', querystring: IdQuery, response: { 200: Envelope(Type.Null()) } },
    handler: async (request) => {
      await service.deleteRule(app.db, actorOf(request), request.query.id);
      return ok(request, null, '编号规则已删除');
    },
  });
  app.put('/void', {
    config: { access: 'system:number:update' },
    schema: { tags, summary: '作废一个已发出的编号（永不再发）', body: VoidNumberBody, response: { 200: Envelope(Type.Null()) } },
    handler: async (request) => {
      await service.voidNumberCall(app.db, actorOf(request), request.body);
      return ok(request, null, '编号已作废');
    },
  });
}
