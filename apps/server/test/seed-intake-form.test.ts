import { validateForm } from '@notaria/form-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { userIdOf } from './fixtures.ts';
import { birthIntakeSchema } from '../src/db/seed-forms.ts';

let ctx: TestContext;
let assistant: Client;
let item: any;

beforeAll(async () => {
  ctx = await createTestContext();
  assistant = client(ctx, await ctx.login('assistant'));
  const tree = (await assistant.get('/notarization-item/tree', { name: '出生' })).body.data;
  item = tree.find((c: any) => c.name === '涉外民事').children[0].children[0];
});
afterAll(() => ctx.close());

const filled = {
  applicantName: '陈小明',
  idNumber: '110101199003078515',
  birthDate: '1990-03-07',
  birthPlace: '北京市东城区',
  fatherName: '陈建国',
  motherName: '王丽',
  usage: '出国留学',
  contactPhone: '13912345678',
};

describe('the demo office’s seeded intake form', () => {
  it('is published and bound to 涉外民事 / 出生, so the wizard renders it', async () => {
    const intake = (await assistant.get('/notarization-item/intake-form', { itemId: item.id })).body.data;
    expect(intake).toMatchObject({ itemId: item.id, version: 1 });
    expect(intake.formId).toBeGreaterThan(0);
    const labels: string[] = [];
    const walk = (list: any[]) =>
      list.forEach(
        (w) => (
          w.options?.label && w.type !== 'grid-col' && w.type !== 'grid' ? labels.push(w.options.label) : null,
          (w.cols ?? []).forEach((c: any) => walk(c.widgetList)),
          walk(w.widgetList ?? [])
        ),
      );
    walk(intake.schema.widgetList);
    expect(labels).toEqual(['申请人姓名', '身份证号', '出生日期', '出生地', '父亲姓名', '母亲姓名', '用途', '联系电话']);
  });

  it('checks what is typed: required fields, the ID number and the mobile number', () => {
    const schema = birthIntakeSchema();
    expect(validateForm(schema, filled).valid).toBe(true);
    const bad = validateForm(schema, { ...filled, idNumber: '1234', contactPhone: '123', birthPlace: '' });
    expect(bad.errors.map((e) => [e.path, e.message])).toEqual([
      ['idNumber', '身份证号应为 18 位，最后一位可为 X'],
      ['birthPlace', '出生地不可为空'],
      ['contactPhone', expect.stringContaining('手机号')],
    ]);
  });

  it('is enforced when a case of the item is created', async () => {
    const notary = await userIdOf(ctx.db, 'notary');
    const body = {
      itemIds: [item.id],
      parties: [
        { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '陈小明', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' } },
      ],
      handlerId: notary,
    };
    const refused = await assistant.post('/business', { ...body, formData: { applicantName: '陈小明' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^受理表单填写有误：/);
    const created = await assistant.post('/business', { ...body, formData: filled });
    expect(created.body.message).toBe('业务已创建');
    expect(created.body.data).toMatchObject({ formVersion: 1, formData: filled });
  });
});
