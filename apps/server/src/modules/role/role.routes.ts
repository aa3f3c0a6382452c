import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AuthorityNode, CreateRoleBody, Envelope, IdQuery, Page, RoleOption, RolePageQuery, RoleRow, UpdateRoleBody } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import { authorityTree } from './role.policy.ts';
import * as service from './role.service.ts';

const tags = ['角色管理'];

export default async function roleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/select', {
    config: { access: 'login' },
    schema: { tags, summary: '本机构角色下拉列表', response: { 200: Envelope(Type.Array(RoleOption)) } },
    handler: async (request) => ok(request, await service.selectRoles(app.db, actorOf(request))),
  });
  app.get('/page', {
    config: { access: 'system:role' },
    schema: { tags, summary: '角色列表（分页）', querystring: RolePageQuery, response: { 200: Envelope(Page(RoleRow)) } },
    handler: async (request) => ok(request, await service.pageRoles(app.db, actorOf(request), request.query)),
  });
  app.get('/', {
    config: { access: 'system:role' },
    schema: { tags, summary: '角色详情', querystring: IdQuery, response: { 200: Envelope(RoleRow) } },
    handler: async (request) => ok(request, await service.getRole(app.db, actorOf(request), request.query.id)),
  });
  app.get('/authority-tree', {
    config: { access: 'system:role' },
    schema: { tags, summary: '权限树：栏目 → 页面 → 功能，键即权限字符串', response: { 200: Envelope(Type.Array(AuthorityNode)) } },
    handler: async (request) => ok(request, authorityTree()),
  });
  app.post('/', {
    config: { access: 'system:role:create' },
    schema: { tags, summary: '新增角色', body: CreateRoleBody, response: { 200: Envelope(RoleRow) } },
    handler: async (request) => ok(request, await service.createRole(app.db, actorOf(request), request.body), '角色已创建'),
  });
  app.put('/', {
    config: { access: 'system:role:update' },
    schema: { tags, summary: '修改角色（该角色用户的菜单与接口权限在下一次请求时生效）', body: UpdateRoleBody, response: { 200: Envelope(RoleRow) } },
    handler: async (request) => ok(request, await service.updateRole(app.db, actorOf(request), request.body), '角色已保存'),
  });
  app.delete('/', {
    config: { access: 'system:role:delete' },
    schema: { tags, summary: '删除角色（有用户时拒绝）', querystring: IdQuery, response: { 200: Envelope(Type.Null()) } },
    handler: async (request) => {
      await service.deleteRole(app.db, actorOf(request), request.query.id);
      return ok(request, null, '角色已删除');
    },
  });
}
