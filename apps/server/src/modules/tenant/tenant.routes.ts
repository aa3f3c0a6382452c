import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CreatedTenant, CreateTenantBody, Envelope, IdQuery, Page, TenantOption, TenantPageQuery, TenantRow, TenantStatusBody, UpdateTenantBody } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as admin from './tenant-admin.service.ts';
import { selectTenants } from './tenant.service.ts';

const tags = ['机构'];

export default async function tenantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/select', {
    config: { access: 'superAdmin' },
    schema: { tags, summary: '机构下拉列表（仅超级管理员）', response: { 200: Envelope(Type.Array(TenantOption)) } },
    handler: async (request) => ok(request, await selectTenants(app.db)),
  });
  app.get('/page', {
    config: { access: 'superAdmin' },
    schema: { tags, summary: '机构列表（分页，仅超级管理员）', querystring: TenantPageQuery, response: { 200: Envelope(Page(TenantRow)) } },
    handler: async (request) => ok(request, await admin.pageTenants(app.db, request.query)),
  });
  app.post('/', {
    config: { access: 'superAdmin' },
    schema: { tags, summary: '新建机构及其首个管理员（管理员角色拥有全部权限）', body: CreateTenantBody, response: { 200: Envelope(CreatedTenant) } },
    handler: async (request) => ok(request, await admin.createTenant(app.db, actorOf(request), request.body), '机构已创建'),
  });
  app.put('/', {
    config: { access: 'superAdmin' },
    schema: { tags, summary: '修改机构', body: UpdateTenantBody, response: { 200: Envelope(TenantRow) } },
    handler: async (request) => {
      const tenant = await admin.updateTenant(app.db, actorOf(request), request.body);
      if (tenant.status !== 'ACTIVE') await app.realtime.endTenant(tenant.id);
      return ok(request, tenant, '机构已保存');
    },
  });
  app.put('/status', {
    config: { access: 'superAdmin' },
    schema: { tags, summary: '启用或停用机构（停用后其用户不能登录，会话立即结束）', body: TenantStatusBody, response: { 200: Envelope(TenantRow) } },
    handler: async (request) => {
      const tenant = await admin.setTenantStatus(app.db, actorOf(request), request.body);
      if (tenant.status !== 'ACTIVE') await app.realtime.endTenant(tenant.id);
      return ok(request, tenant, tenant.status === 'ACTIVE' ? '机构已启用' : '机构已停用');
    },
  });
  app.delete('/', {
    config: { access: 'superAdmin' },
    schema: { tags, summary: '删除机构（须先停用；数据保留、不再出现在列表中）', querystring: IdQuery, response: { 200: Envelope(Type.Null()) } },
    handler: async (request) => {
      await admin.deleteTenant(app.db, actorOf(request), request.query.id);
      await app.realtime.endTenant(request.query.id);
      return ok(request, null, '机构已删除');
    },
  });
}
