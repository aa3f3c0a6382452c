import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CreateDictBody, DictEntry, DictKeyQuery, DictLazyNode, DictLazyQuery, DictNode, DictTreeQuery, DictWithItems, Envelope, IdQuery, UpdateDictBody } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './dict.service.ts';

const tags = ['字典管理'];

export default async function dictRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/tree', {
    config: { access: 'system:dict' },
    schema: { tags, summary: '字典树（按名称筛选时保留上级）', querystring: DictTreeQuery, response: { 200: Envelope(Type.Array(DictNode)) } },
    handler: async (request) => ok(request, await service.dictTree(app.db, actorOf(request), request.query.name)),
  });
  app.get('/lazy-tree', {
    config: { access: 'system:dict' },
    schema: { tags, summary: '按上级键逐级加载（不传为根字典）', querystring: DictLazyQuery, response: { 200: Envelope(Type.Array(DictLazyNode)) } },
    handler: async (request) => ok(request, await service.lazyTree(app.db, actorOf(request), request.query.parentKey)),
  });
  app.get('/', {
    config: { access: 'login' },
    schema: { tags, summary: '按键取字典及其启用的选项（各页面下拉用）', querystring: DictKeyQuery, response: { 200: Envelope(DictWithItems) } },
    handler: async (request) => ok(request, await service.dictByKey(app.db, actorOf(request), request.query.key)),
  });
  app.post('/', {
    config: { access: 'system:dict:create' },
    schema: { tags, summary: '新增字典项', body: CreateDictBody, response: { 200: Envelope(DictEntry) } },
    handler: async (request) => ok(request, await service.createDict(app.db, actorOf(request), request.body), '字典项已创建'),
  });
  app.put('/', {
    config: { access: 'system:dict:update' },
    schema: { tags, summary: '修改字典项（改键时子项随之改挂）', body: UpdateDictBody, response: { 200: Envelope(DictEntry) } },
    handler: async (request) => ok(request, await service.updateDict(app.db, actorOf(request), request.body), '字典项已保存'),
  });
  app.delete('/', {
    config: { access: 'system:dict:delete' },
    schema: { tags, summary: '删除字典项（有子项时拒绝）', querystring: IdQuery, response: { 200: Envelope(Type.Null()) } },
    handler: async (request) => {
      await service.deleteDict(app.db, actorOf(request), request.query.id);
      return ok(request, null, '字典项已删除');
    },
  });
}
