import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CreateDeptBody, DeptNode, DeptOption, DeptPageQuery, Envelope, IdQuery, UpdateDeptBody } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './dept.service.ts';

const tags = ['部门管理'];

export default async function deptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/select', {
    config: { access: 'login' },
    schema: { tags, summary: '部门树下拉', response: { 200: Envelope(Type.Array(DeptOption)) } },
    handler: async (request) => ok(request, await service.deptOptions(app.db, actorOf(request))),
  });
  app.get('/page', {
    config: { access: 'system:dept' },
    schema: { tags, summary: '部门树（按名称筛选时保留上级）', querystring: DeptPageQuery, response: { 200: Envelope(Type.Array(DeptNode)) } },
    handler: async (request) => ok(request, await service.deptTree(app.db, actorOf(request), request.query)),
  });
  app.get('/', {
    config: { access: 'system:dept' },
    schema: { tags, summary: '部门详情（含下级）', querystring: IdQuery, response: { 200: Envelope(DeptNode) } },
    handler: async (request) => ok(request, await service.getDept(app.db, actorOf(request), request.query.id)),
  });
  app.post('/', {
    config: { access: 'system:dept:create' },
    schema: { tags, summary: '新增部门', body: CreateDeptBody, response: { 200: Envelope(DeptNode) } },
    handler: async (request) => {
      const id = await service.createDept(app.db, actorOf(request), request.body);
      return ok(request, await service.getDept(app.db, actorOf(request), id), '部门已创建');
    },
  });
  app.put('/', {
    config: { access: 'system:dept:update' },
    schema: { tags, summary: '修改部门', body: UpdateDeptBody, response: { 200: Envelope(DeptNode) } },
    handler: async (request) => {
      await service.updateDept(app.db, actorOf(request), request.body);
      return ok(request, await service.getDept(app.db, actorOf(request), request.body.id), '部门已保存');
    },
  });
  app.delete('/', {
    config: { access: 'system:dept:delete' },
    schema: { tags, summary: '删除部门（有下级或用户时拒绝）', querystring: IdQuery, response: { 200: Envelope(Type.Null()) } },
    handler: async (request) => {
      await service.deleteDept(app.db, actorOf(request), request.query.id);
      return ok(request, null, '部门已删除');
    },
  });
}
