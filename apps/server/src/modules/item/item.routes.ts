import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { BusinessConfigRow, CreateItemBody, Envelope, IdQuery, IntakeForm, ItemIdQuery, ItemNode, ItemRow, ItemTreeQuery, SaveBusinessConfigBody, UpdateItemBody } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './item.service.ts';
import { CASE_DETAIL_PAGES } from '../business/case-access.ts';

export default async function itemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  let tags = ['公证事项'];
  app.get('/tree', {
    config: { access: 'login' },
    schema: { tags, summary: '公证事项树：类别 → 事项分组 → 事项（受理时选择事项也用它）', querystring: ItemTreeQuery, response: { 200: Envelope(Type.Array(ItemNode)) } },
    handler: async (r) => ok(r, await service.itemTree(app.db, actorOf(r), r.query)),
  });
  app.get('/', { config: { access: 'template:notarizationItem' }, schema: { tags, summary: '公证事项详情', querystring: IdQuery, response: { 200: Envelope(ItemRow) } }, handler: async (r) => ok(r, await service.getItem(app.db, actorOf(r), r.query.id)) });
  app.post('/', { config: { access: 'template:notarizationItem:create' }, schema: { tags, summary: '新增类别、事项分组或事项', body: CreateItemBody, response: { 200: Envelope(ItemRow) } }, handler: async (r) => ok(r, await service.createItem(app.db, actorOf(r), r.body), '公证事项已创建') });
  app.put('/', { config: { access: 'template:notarizationItem:update' }, schema: { tags, summary: '修改公证事项', body: UpdateItemBody, response: { 200: Envelope(ItemRow) } }, handler: async (r) => ok(r, await service.updateItem(app.db, actorOf(r), r.body), '公证事项已保存') });
  app.delete('/', {
    config: { access: 'template:notarizationItem:delete' },
    schema: { tags, summary: '删除公证事项（有下级或已有业务时拒绝）', querystring: IdQuery, response: { 200: Envelope(Type.Null()) } },
    handler: async (r) => {
      await service.deleteItem(app.db, actorOf(r), r.query.id, app.usage.item);
      return ok(r, null, '公证事项已删除');
    },
  });

  tags = ['业务配置'];
  app.get('/config', { config: { access: 'template:businessModule' }, schema: { tags, summary: '事项的业务配置（受理表单）', querystring: ItemIdQuery, response: { 200: Envelope(BusinessConfigRow) } }, handler: async (r) => ok(r, await service.getConfig(app.db, actorOf(r), r.query.itemId)) });
  app.put('/config', { config: { access: 'template:businessConfig:update' }, schema: { tags, summary: '设置事项的受理表单（须为已发布的表单；null 为不用表单）', body: SaveBusinessConfigBody, response: { 200: Envelope(BusinessConfigRow) } }, handler: async (r) => ok(r, await service.saveConfig(app.db, actorOf(r), r.body), '业务配置已保存') });
  app.get('/intake-form', { config: { access: CASE_DETAIL_PAGES }, schema: { tags, summary: '受理时用的表单：事项配置的表单的发布版本', querystring: ItemIdQuery, response: { 200: Envelope(IntakeForm) } }, handler: async (r) => ok(r, await service.getIntakeForm(app.db, actorOf(r), r.query.itemId)) });
}
