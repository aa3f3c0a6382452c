import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CreateUserBody, Envelope, IdQuery, Page, ResetPasswordBody, UpdateUserBody, UserActivatedBody, UserImageBody, UserOption, UserPageQuery, UserRow, UserSelectQuery } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './user.service.ts';

const tags = ['账号管理'];
const One = { 200: Envelope(UserRow) };

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/page', {
    config: { access: 'system:account' },
    schema: { tags, summary: '账号列表（分页）', querystring: UserPageQuery, response: { 200: Envelope(Page(UserRow)) } },
    handler: async (request) => ok(request, await service.pageUsers(app.db, actorOf(request), request.query)),
  });
  app.get('/', {
    config: { access: 'system:account' },
    schema: { tags, summary: '账号详情', querystring: IdQuery, response: One },
    handler: async (request) => ok(request, await service.getUser(app.db, actorOf(request), request.query.id)),
  });
  app.get('/select', {
    config: { access: 'login' },
    schema: { tags, summary: '本机构启用账号下拉列表', querystring: UserSelectQuery, response: { 200: Envelope(Type.Array(UserOption)) } },
    handler: async (request) => ok(request, await service.selectUsers(app.db, actorOf(request), request.query)),
  });
  app.post('/', {
    config: { access: 'system:account:create' },
    schema: { tags, summary: '新增账号（首次登录须修改初始密码）', body: CreateUserBody, response: One },
    handler: async (request) => ok(request, await service.createUser(app.db, actorOf(request), request.body), '账号已创建'),
  });
  app.put('/', {
    config: { access: 'system:account:update' },
    schema: { tags, summary: '修改账号', body: UpdateUserBody, response: One },
    handler: async (request) => ok(request, await service.updateUser(app.db, actorOf(request), request.body), '账号已保存'),
  });
  app.delete('/', {
    config: { access: 'system:account:delete' },
    schema: { tags, summary: '删除账号', querystring: IdQuery, response: { 200: Envelope(Type.Null()) } },
    handler: async (request) => {
      await service.deleteUser(app.db, actorOf(request), request.query.id);
      return ok(request, null, '账号已删除');
    },
  });
  app.put('/activated', {
    config: { access: 'system:account:update' },
    schema: { tags, summary: '启用或停用账号（停用即结束其全部会话）', body: UserActivatedBody, response: One },
    handler: async (request) => {
      const actor = actorOf(request);
      const user = await service.setActivated(app.db, actor, request.body);
      if (!request.body.activated) await app.realtime.endUser(actor.tenantId, user.id);
      return ok(request, user, request.body.activated ? '账号已启用' : '账号已停用');
    },
  });
  app.put('/sign-image', {
    config: { access: 'system:account:electronicSignature' },
    schema: { tags, summary: '设置电子签名图片', body: UserImageBody, response: One },
    handler: async (request) => ok(request, await service.setImage(app.db, actorOf(request), 'signImage', request.body), '电子签名已保存'),
  });
  app.put('/handwriting', {
    config: { access: 'system:account:handwrittenSignature' },
    schema: { tags, summary: '设置手写签名图片', body: UserImageBody, response: One },
    handler: async (request) => ok(request, await service.setImage(app.db, actorOf(request), 'handwriting', request.body), '手写签名已保存'),
  });
  app.put('/reset-password', {
    config: { access: 'system:account:update' },
    schema: { tags, summary: '管理员重置密码（结束其会话，下次登录须修改）', body: ResetPasswordBody, response: { 200: Envelope(Type.Null()) } },
    handler: async (request) => {
      const actor = actorOf(request);
      await service.resetPassword(app.db, actor, request.body);
      await app.realtime.endUser(actor.tenantId, request.body.id);
      return ok(request, null, '密码已重置，该用户下次登录须修改密码');
    },
  });
}
