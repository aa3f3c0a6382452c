import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CreateFormBody, Envelope, FormDetail, FormPageQuery, FormRow, FormValidationAnswer, FormVersionDetail, FormVersionQuery, IdQuery, Page, PublishFormBody, SaveFormBody, ValidateFormDataBody } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './form.service.ts';

const tags = ['表单'];
const READ = 'template:businessConfig';
const WRITE = 'template:businessConfig:update';
/** One version rendered: 预览 on 业务配置, the designer's versions, and the item's form on 业务模块. */
const PREVIEW = ['template:businessConfig:preview', WRITE, 'template:businessModule'] as const;

export default async function formRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/page', {
    config: { access: READ },
    schema: { tags, summary: '表单列表（分页，按名称、状态筛选）', querystring: FormPageQuery, response: { 200: Envelope(Page(FormRow)) } },
    handler: async (request) => ok(request, await service.pageForms(app.db, actorOf(request), request.query)),
  });
  app.get('/', {
    // The designer opens it (编辑, 发布); the list and 预览 do not need the whole definition.
    config: { access: WRITE },
    schema: { tags, summary: '表单详情：定义、最新版本内容、版本列表', querystring: IdQuery, response: { 200: Envelope(FormDetail) } },
    handler: async (request) => ok(request, await service.getForm(app.db, actorOf(request), request.query.id)),
  });
  app.get('/version', {
    config: { access: PREVIEW },
    schema: { tags, summary: '某一版本的表单内容', querystring: FormVersionQuery, response: { 200: Envelope(FormVersionDetail) } },
    handler: async (request) => ok(request, await service.getVersion(app.db, actorOf(request), request.query)),
  });
  app.post('/', {
    config: { access: WRITE },
    schema: { tags, summary: '新建表单（空表单或给定内容，为版本 1）', body: CreateFormBody, response: { 200: Envelope(FormDetail) } },
    handler: async (request) => ok(request, await service.createForm(app.db, actorOf(request), request.body), '表单已创建'),
  });
  app.put('/', {
    config: { access: WRITE },
    schema: { tags, summary: '保存为新的草稿版本', body: SaveFormBody, response: { 200: Envelope(FormDetail) } },
    handler: async (request) => ok(request, await service.saveForm(app.db, actorOf(request), request.body), '表单已保存'),
  });
  app.put('/publish', {
    config: { access: WRITE },
    schema: { tags, summary: '发布某一版本', body: PublishFormBody, response: { 200: Envelope(FormDetail) } },
    handler: async (request) => ok(request, await service.publishForm(app.db, actorOf(request), request.body), '表单已发布'),
  });
  app.delete('/', {
    config: { access: WRITE },
    schema: { tags, summary: '删除表单（业务配置使用中时拒绝）', querystring: IdQuery, response: { 200: Envelope(Type.Null()) } },
    handler: async (request) => {
      await service.deleteForm(app.db, actorOf(request), request.query.id, app.usage.form);
      return ok(request, null, '表单已删除');
    },
  });
  app.post('/validate', {
    config: { access: ['template:businessConfig:preview', WRITE] },
    schema: { tags, summary: '按已发布版本校验表单数据', body: ValidateFormDataBody, response: { 200: Envelope(FormValidationAnswer) } },
    handler: async (request) => ok(request, await service.validateCall(app.db, actorOf(request), request.body)),
  });
}
