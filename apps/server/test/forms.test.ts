import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice } from './fixtures.ts';
import { intakeSchema } from './form-samples.ts';

let ctx: TestContext;
let admin: Client;
let notary: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await ctx.login('office_admin'));
  notary = client(ctx, await ctx.login('notary'));
});
afterAll(() => ctx.close());

describe('stored forms', () => {
  let formId: number;

  it('creates an empty form as version 1 and refuses a taken code', async () => {
    const created = await admin.post('/form', { name: '出生公证受理表', code: 'birthIntake', description: '出生公证' });
    expect(created.body.data).toMatchObject({
      name: '出生公证受理表',
      code: 'birthIntake',
      status: 'DRAFT',
      publishedVersion: null,
      latestVersion: 1,
      schema: { formatVersion: 1, widgetList: [] },
    });
    expect(created.body.data.versions).toMatchObject([{ version: 1, published: false, createdByName: '赵敏' }]);
    formId = created.body.data.id;
    expect((await admin.post('/form', { name: '重复', code: 'birthIntake' })).body).toMatchObject({ code: 'CONFLICT', message: '表单编码已存在，请换一个' });
  });

  it('saves each change as a new immutable version, rejecting what the loader cannot read', async () => {
    const bad = await admin.put('/form', { id: formId, schema: { formatVersion: 9, widgetList: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('表单定义有误：formatVersion：不支持的表单格式版本 9');
    expect((await admin.put('/form', { id: formId, schema: { formConfig: {} } })).body.message).toContain('缺少 widgetList');
    const saved = await admin.put('/form', { id: formId, schema: intakeSchema() });
    expect(saved.body.data).toMatchObject({ latestVersion: 2, status: 'DRAFT' });
    expect(saved.body.data.schema.widgetList.map((w: any) => w.options.name)).toEqual(['contactName', 'contactPhone']);
    const v1 = await admin.get('/form/version', { id: formId, version: 1 });
    expect(v1.body.data).toMatchObject({ formId, version: 1, schema: { widgetList: [] } });
    expect((await admin.get('/form/version', { id: formId, version: 7 })).status).toBe(404);
  });

  it('validates data only against a published version', async () => {
    expect((await admin.post('/form/validate', { id: formId, data: {} })).body).toMatchObject({ code: 'CONFLICT', message: '表单“出生公证受理表”尚未发布' });
    const published = await admin.put('/form/publish', { id: formId, version: 2 });
    expect(published.body.data).toMatchObject({ status: 'PUBLISHED', publishedVersion: 2 });
    expect(published.body.data.versions[1]).toMatchObject({ version: 2, published: true });
    expect((await admin.put('/form/publish', { id: formId, version: 2 })).status).toBe(409);

    const wrong = await notary.post('/form/validate', { id: formId, data: { contactPhone: '12345' } });
    expect(wrong.body.data).toEqual({
      valid: false,
      version: 2,
      errors: [
        { path: 'contactName', message: expect.stringContaining('联系人') },
        { path: 'contactPhone', message: expect.any(String) },
      ],
    });
    const right = await notary.post('/form/validate', { id: formId, data: { contactName: '张三', contactPhone: '13912345678' } });
    expect(right.body.data).toEqual({ valid: true, version: 2, errors: [] });

    // a later draft does not change what data is validated against
    await admin.put('/form', { id: formId, schema: { formatVersion: 1, widgetList: [], formConfig: {} } });
    expect((await notary.post('/form/validate', { id: formId, data: {} })).body.data).toMatchObject({ valid: false, version: 2 });
    const page = await notary.get('/form/page', { status: 'PUBLISHED', name: '出生' });
    // The demo office also has its seeded 出生公证受理表（涉外）.
    expect(page.body.data.list.map((f: any) => f.code).sort()).toEqual(['birthIntake', 'birthIntakeForeign']);
    expect(page.body.data.list.find((f: any) => f.id === formId)).toMatchObject({ latestVersion: 3, publishedVersion: 2 });
  });

  it('records every change in the operation log', async () => {
    const log = await admin.get('/operate-log/page', { module: 'form', size: 50 });
    const actions = log.body.data.list.map((e: any) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'publish']));
  });

  it('lets readers preview but not write, and deletes', async () => {
    // 预览 renders a version; the whole definition is the designer's (修改).
    expect((await notary.get('/form/version', { id: formId, version: 1 })).status).toBe(200);
    expect((await notary.get('/form', { id: formId })).status).toBe(403);
    expect((await notary.put('/form', { id: formId, schema: intakeSchema() })).status).toBe(403);
    expect((await notary.put('/form/publish', { id: formId, version: 1 })).status).toBe(403);
    expect((await notary.del('/form', formId)).status).toBe(403);
    const assistant = client(ctx, await ctx.login('assistant'));
    expect((await assistant.get('/form/page')).status).toBe(403);
    const temp = (await admin.post('/form', { name: '临时', code: 'temp', schema: intakeSchema() })).body.data;
    expect((await admin.del('/form', temp.id)).status).toBe(200);
    expect((await admin.get('/form', { id: temp.id })).status).toBe(404);
  });

  it('gives another tenant nothing', async () => {
    const other = await createOffice(ctx.db, '另一公证处', 'form_other', ['template:businessConfig', 'template:businessConfig:update']);
    const them = client(ctx, await ctx.login('form_other', other.password));
    expect((await them.get('/form', { id: formId })).status).toBe(404);
    expect((await them.get('/form/version', { id: formId, version: 1 })).status).toBe(404);
    expect((await them.put('/form', { id: formId, schema: intakeSchema() })).status).toBe(404);
    expect((await them.put('/form/publish', { id: formId, version: 1 })).status).toBe(404);
    expect((await them.post('/form/validate', { id: formId, data: {} })).status).toBe(404);
    expect((await them.del('/form', formId)).status).toBe(404);
    expect((await them.get('/form/page')).body.data.total).toBe(0);
    // the same code is free in another tenant
    expect((await them.post('/form', { name: '出生', code: 'birthIntake' })).status).toBe(200);
    expect((await admin.get('/form', { id: formId })).body.data).toMatchObject({ latestVersion: 3, publishedVersion: 2 });
  });
});
