import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice } from './fixtures.ts';
import { intakeSchema } from './form-samples.ts';

let ctx: TestContext;
let admin: Client;
let tree: any[];
beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await ctx.login('office_admin'));
  tree = (await admin.get('/notarization-item/tree')).body.data;
});
afterAll(() => ctx.close());

const find = (nodes: any[], path: string[]): any => {
  const [head, ...rest] = path;
  const n = nodes.find((x) => x.name === head);
  return rest.length ? find(n.children, rest) : n;
};

describe('notarization items', () => {
  it('seeds five categories with groups, items, fees, materials and a certificate rule each', async () => {
    expect(tree.map((c) => c.name)).toEqual(['国内民事', '国内经济', '涉外民事', '涉外经济', '涉港澳台']);
    const names = tree.flatMap((c) => c.children.flatMap((g: any) => g.children.map((i: any) => i.name)));
    for (const n of [
      '出生',
      '学历',
      '学位',
      '无犯罪记录',
      '婚姻状况',
      '亲属关系',
      '委托',
      '声明',
      '继承',
      '遗嘱',
      '赠与',
      '合同',
      '赋予强制执行效力',
      '保全证据',
      '签名印鉴属实',
      '复印件与原件相符',
      '译文与原文相符',
    ])
      expect(names).toContain(n);
    const civil = tree[0];
    expect(civil).toMatchObject({ level: 'CATEGORY', certificateCode: '内民证', code: 'GNMS' });
    const rules = (await admin.get('/number/page', { size: 50 })).body.data.list;
    expect(rules.find((r: any) => r.id === civil.numberRuleId)).toMatchObject({
      code: 'certDomesticCivil',
      pattern: '（{year}）{office}{category}字第{seq:5}号',
      officeAbbr: '京长安',
    });
    const contract = find(tree, ['国内经济', '合同与债权文书', '合同']);
    expect(contract).toMatchObject({ level: 'ITEM', personalAppearance: true, approvalRequired: true, fee: { mode: 'TIERED', minimumFen: 20_000 } });
    expect(find(tree, ['国内民事', '身份与资格', '出生']).materials.map((x: any) => x.name)).toContain('出生医学证明');
    const filtered = (await admin.get('/notarization-item/tree', { name: '遗嘱' })).body.data;
    expect(filtered).toMatchObject([{ name: '国内民事', children: [{ name: '继承与遗嘱', children: [{ name: '遗嘱' }] }] }]);
  });

  it('creates, updates and deletes items with level, fee and rule checks', async () => {
    const group = find(tree, ['国内民事', '身份与资格']);
    const base = {
      parentId: group.id,
      level: 'ITEM',
      name: '未再婚',
      code: 'GNMS0199',
      fee: { mode: 'FIXED', amountFen: 8000 },
      materials: [{ name: '身份证', required: true }],
    };
    expect((await admin.post('/notarization-item', { ...base, parentId: tree[0].id })).body.message).toBe('公证事项的上级须为事项分组');
    expect(
      (await admin.post('/notarization-item', { ...base, fee: { mode: 'TIERED', minimumFen: 0, tiers: [{ upToFen: 1000, rateBp: 100 }] } })).body.message,
    ).toBe('分段收费须按金额从小到大排列，且只有最后一段不设上限');
    expect((await admin.post('/notarization-item', { ...base, fee: { mode: 'FIXED', amountFen: -100 } })).status).toBe(400);
    // The open-ended last band stays null (the server's type coercion must not turn it into 0).
    const tiered = {
      mode: 'TIERED',
      minimumFen: 20_000,
      tiers: [
        { upToFen: 50_000_000, rateBp: 30 },
        { upToFen: null, rateBp: 10 },
      ],
    };
    const tieredItem = (await admin.post('/notarization-item', { ...base, code: 'GNMS0198', fee: tiered })).body.data;
    expect(tieredItem.fee).toEqual(tiered);
    expect((await admin.del('/notarization-item', tieredItem.id)).status).toBe(200);
    expect((await admin.post('/notarization-item', { ...base, numberRuleId: 99999 })).body.message).toBe('公证书编号规则不存在');
    expect((await admin.post('/notarization-item', { ...base, code: 'GNMS0101' })).body).toMatchObject({
      code: 'CONFLICT',
      message: '事项编码已存在，请换一个',
    });
    const created = (await admin.post('/notarization-item', base)).body.data;
    expect(created).toMatchObject({
      name: '未再婚',
      approvalRequired: true,
      personalAppearance: false,
      materials: [{ name: '身份证', required: true, note: '' }],
    });
    const updated = await admin.put('/notarization-item', { ...base, id: created.id, personalAppearance: true, fee: { mode: 'FIXED', amountFen: 10000 } });
    expect(updated.body.data).toMatchObject({ personalAppearance: true, fee: { mode: 'FIXED', amountFen: 10000 } });
    expect((await admin.del('/notarization-item', group.id)).body.message).toMatch(/^“身份与资格”下还有 \d+ 个下级，请先删除下级$/);
    expect((await admin.del('/notarization-item', created.id)).status).toBe(200);
    const log = (await admin.get('/operate-log/page', { module: 'notarizationItem' })).body.data.list.map((e: any) => e.action);
    expect(log).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it("configures an item's intake form, which the case wizard reads and deleting the form is refused", async () => {
    const birth = find(tree, ['国内民事', '身份与资格', '出生']);
    const form = (await admin.post('/form', { name: '出生受理表', code: 'birth', schema: intakeSchema() })).body.data;
    expect((await admin.put('/notarization-item/config', { itemId: birth.id, formId: form.id })).body.message).toBe('表单“出生受理表”尚未发布，请先发布');
    await admin.put('/form/publish', { id: form.id, version: 1 });
    expect((await admin.put('/notarization-item/config', { itemId: tree[0].id, formId: form.id })).body.message).toBe('只能为公证事项（末级）配置受理表单');
    const saved = await admin.put('/notarization-item/config', { itemId: birth.id, formId: form.id });
    expect(saved.body.data).toMatchObject({ itemId: birth.id, itemName: '出生', formId: form.id, formName: '出生受理表', formPublishedVersion: 1 });
    const assistant = client(ctx, await ctx.login('assistant'));
    const intake = (await assistant.get('/notarization-item/intake-form', { itemId: birth.id })).body.data;
    expect(intake).toMatchObject({ itemId: birth.id, formId: form.id, version: 1 });
    expect(intake.schema.widgetList).toHaveLength(2);
    expect((await assistant.get('/notarization-item/config', { itemId: birth.id })).status).toBe(403);
    expect((await assistant.put('/notarization-item/config', { itemId: birth.id, formId: null })).status).toBe(403);
    expect((await admin.del('/form', form.id)).body.message).toBe('表单正被业务配置（出生）使用，不能删除');
    const notary = client(ctx, await ctx.login('notary'));
    // 业务模块 reads an item's form under its own key; the notary's 业务配置 · 预览 does not open it.
    expect((await notary.get('/notarization-item/config', { itemId: birth.id })).status).toBe(403);
    expect((await notary.post('/notarization-item', { parentId: null, level: 'CATEGORY', name: 'x', code: 'X' })).status).toBe(403);
  });

  it('gives another tenant nothing', async () => {
    const other = await createOffice(ctx.db, '另一公证处', 'item_other', ['template:notarizationItem', 'template:businessModule']);
    const them = client(ctx, await ctx.login('item_other', other.password));
    expect((await them.get('/notarization-item/tree')).body.data).toEqual([]);
    expect((await them.get('/notarization-item', { id: tree[0].id })).status).toBe(404);
    expect((await them.get('/notarization-item/config', { itemId: tree[0].id })).status).toBe(404);
  });
});
