import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { docTemplateVersions, docTemplates, operateLog } from '../src/db/schema.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID } from './fixtures.ts';

let ctx: TestContext;
let admin: Client, notary: Client, other: Client;
let birthIds: number[];

const field = (path: string, label = path) => ({ type: 'field', attrs: { path, label } });
const content = (...inline: unknown[]) => ({ type: 'doc' as const, content: [{ type: 'paragraph', content: inline }] });
const DRAFT = content(
  { type: 'text', text: '兹证明' },
  field('parties.APPLICANT.0.name', '申请人姓名'),
  { type: 'text', text: '于' },
  field('form.birthPlace', '出生地'),
  {
    type: 'text',
    text: '出生。',
  },
);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await ctx.login('office_admin'));
  notary = client(ctx, await ctx.login('notary'));
  const office = await createOffice(ctx.db, '上海市某公证处', 'sh_templates', ['template:documentConfig', 'template:documentConfig:publicCopy']);
  other = client(ctx, await ctx.login('sh_templates', office.password));
  const tree = (await admin.get('/notarization-item/tree', { name: '出生' })).body.data as any[];
  birthIds = tree.flatMap((c) => c.children.flatMap((g: any) => g.children.map((i: any) => i.id)));
});
afterAll(() => ctx.close());

const create = (c: Client, body: Record<string, unknown> = {}) =>
  c.post('/template/document', { scope: 'OFFICE', kind: 'CERTIFICATE', name: '出生公证书（本处）', ...body });
const detail = async (c: Client, id: number) => (await c.get('/template/document', { id })).body;
const versionRows = (id: number) => asSystem(ctx.db, (tx) => tx.select().from(docTemplateVersions).where(eq(docTemplateVersions.templateId, id)));

describe('office templates: create, save with a revision, publish versions', () => {
  let id: number;

  it('creates an office template for an item, unpublished, with every action open to the office', async () => {
    const created = await create(admin, { itemIds: [birthIds[0]], content: DRAFT, remark: '本处版本' });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('已新建');
    id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      scope: 'OFFICE',
      kind: 'CERTIFICATE',
      engine: 'TIPTAP',
      itemIds: [birthIds[0]],
      itemNames: ['出生'],
      publishedVersion: 0,
      hasDraft: true,
      revision: 0,
      ownerName: '赵敏',
      fields: ['parties.APPLICANT.0.name', 'form.birthPlace'],
      versions: [],
      page: { size: 'A4', fontSize: 16 },
      abilities: { edit: true, copy: true, remove: true, publish: true },
    });
  });

  it('saves with the revision it started from and refuses a stale save with 409', async () => {
    const first = await detail(admin, id);
    const body = {
      id,
      revision: first.data.revision,
      name: '出生公证书（本处）',
      itemIds: [birthIds[0]],
      remark: '改过',
      page: first.data.page,
      content: DRAFT,
    };
    const saved = await admin.put('/template/document', body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ revision: 1, remark: '改过' });
    const stale = await admin.put('/template/document', { ...body, remark: '另一人的修改' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CONFLICT', message: '模板已被他人修改，请刷新后再保存' });
    expect((await detail(admin, id)).data.remark).toBe('改过');
  });

  it('refuses to publish a draft with an unknown field, naming it, and changes nothing', async () => {
    const cur = (await detail(admin, id)).data;
    const withUnknown = content(
      field('parties.APPLICANT.0.name', '申请人姓名'),
      field('case.secretNote', '内部备注'),
      field('parties.APPLICANT.0.age', '年龄'),
    );
    await admin.put('/template/document', { ...cur, content: withUnknown });
    const refused = await admin.post('/template/document/publish', { id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('模板含未知字段，不能发布：内部备注（case.secretNote）、年龄（parties.APPLICANT.0.age）');
    const after = (await detail(admin, id)).data;
    expect(after).toMatchObject({ publishedVersion: 0, versions: [], revision: cur.revision + 1 });
    expect(await versionRows(id)).toEqual([]);
  });

  it('publishes a version that later saves and publications never change', async () => {
    const cur = (await detail(admin, id)).data;
    await admin.put('/template/document', { ...cur, content: DRAFT });
    const published = await admin.post('/template/document/publish', { id });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ publishedVersion: 1, hasDraft: false, versions: [{ version: 1, publishedByName: '赵敏', documentCount: 0 }] });
    const v1 = (await versionRows(id))[0];
    expect(v1).toMatchObject({ version: 1, fields: ['parties.APPLICANT.0.name', 'form.birthPlace'], content: DRAFT });
    expect(v1.sha256).toMatch(/^[0-9a-f]{64}$/);

    const next = (await detail(admin, id)).data;
    const changed = content({ type: 'text', text: '新的证词' }, field('notary.name', '公证员'));
    const saved = await admin.put('/template/document', { ...next, content: changed });
    expect(saved.body.data).toMatchObject({ publishedVersion: 1, hasDraft: true });
    expect((await admin.post('/template/document/publish', { id })).body.data.publishedVersion).toBe(2);
    const rows = await versionRows(id);
    expect(rows.find((r) => r.version === 1)).toEqual(v1);
    expect(rows.find((r) => r.version === 2)).toMatchObject({ content: changed, fields: ['notary.name'] });
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => 'changed',
        (e: any) => String(e?.cause?.message ?? e?.message),
      );
    const frozen = 'doc_template_versions are frozen once published';
    expect(await refusal(asSystem(ctx.db, (tx) => tx.update(docTemplateVersions).set({ content: changed }).where(eq(docTemplateVersions.id, v1.id))))).toBe(
      frozen,
    );
    expect(await refusal(asSystem(ctx.db, (tx) => tx.delete(docTemplateVersions).where(eq(docTemplateVersions.id, v1.id))))).toBe(frozen);
    expect((await versionRows(id)).find((r) => r.version === 1)).toEqual(v1);
  });

  it('lists with filters and paging; the catalogue is served per kind', async () => {
    await create(admin, { kind: 'ACCEPT_NOTICE', name: '受理通知书（本处）' });
    const office = (await admin.get('/template/document/page', { scope: 'OFFICE', current: 1, size: 10 })).body.data;
    expect(office.total).toBe(2);
    expect(office.list.map((r: any) => r.name).sort()).toEqual(['出生公证书（本处）', '受理通知书（本处）']);
    const byKind = (await admin.get('/template/document/page', { scope: 'OFFICE', kind: 'ACCEPT_NOTICE' })).body.data;
    expect(byKind.list.map((r: any) => r.name)).toEqual(['受理通知书（本处）']);
    const byName = (await admin.get('/template/document/page', { name: '本处', size: 1 })).body.data;
    expect(byName).toMatchObject({ total: 2, list: [expect.anything()] });
    const fields = (await admin.get('/template/document/fields', { kind: 'RECEIPT' })).body.data as any[];
    expect(fields.find((f) => f.path === 'delivery.recipient')).toMatchObject({ label: '签收人', group: '当事人' });
    expect(fields.find((f) => f.path === 'parties.APPLICANT.0.birthDateCn')).toMatchObject({ type: 'date', sample: '二〇〇〇年一月一日' });
    const certificateFields = (await admin.get('/template/document/fields', { kind: 'CERTIFICATE' })).body.data as any[];
    expect(certificateFields.some((f) => f.path.startsWith('delivery.'))).toBe(false);
  });

  it('records every change in the operation log', async () => {
    const actions = await asSystem(ctx.db, (tx) =>
      tx
        .select({ action: operateLog.action })
        .from(operateLog)
        .where(and(eq(operateLog.tenantId, DEMO_TENANT_ID), eq(operateLog.module, 'docTemplate'), eq(operateLog.targetId, String(id)))),
    );
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'update', 'update', 'publish', 'update', 'publish']);
  });

  it('keeps office and personal templates to their office and owner', async () => {
    expect((await other.get('/template/document', { id })).status).toBe(404);
    const theirs = (await other.get('/template/document/page', { size: 100 })).body.data.list as any[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((r) => r.scope === 'PUBLIC')).toBe(true);
    expect((await other.post('/template/document/copy', { id })).status).toBe(404);
    expect((await other.del('/template/document', id)).status).toBe(404);

    const mine = await create(notary, { scope: 'PERSONAL', name: '我的出生公证书' });
    expect(mine.body.data).toMatchObject({ scope: 'PERSONAL', ownerName: '李明', abilities: { edit: true, remove: true } });
    expect((await admin.get('/template/document', { id: mine.body.data.id })).status).toBe(404);
    expect((await admin.get('/template/document/page', { scope: 'PERSONAL' })).body.data.total).toBe(0);
    expect((await notary.get('/template/document/page', { scope: 'PERSONAL' })).body.data.total).toBe(1);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const count = async () => (await asSystem(ctx.db, (tx) => tx.select({ id: docTemplates.id }).from(docTemplates))).length;
    const before = await count();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '' }, /模板名称/],
      [{ kind: 'POEM' }, /文书类别/],
      [{ scope: 'GLOBAL' }, /范围/],
      [{ itemIds: [999999] }, /^所选公证事项不存在或不是具体事项$/],
      [{ page: { size: 'A3', marginTop: 30, marginRight: 30, marginBottom: 30, marginLeft: 30, fontSize: 16 } }, /纸张/],
      [{ page: { size: 'A4', marginTop: 1, marginRight: 30, marginBottom: 30, marginLeft: 30, fontSize: 16 } }, /上边距/],
      [{ content: { type: 'paragraph' } }, /文书内容/],
    ];
    for (const [body, message] of cases) {
      const res = await create(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const page = { size: 'A4', marginTop: 37, marginRight: 26, marginBottom: 35, marginLeft: 28, fontSize: 16 };
    expect((await admin.put('/template/document', { id: 999999, revision: 0, name: 'x', itemIds: [], remark: '', page })).body).toMatchObject({
      code: 'NOT_FOUND',
      message: '模板不存在',
    });
    expect((await admin.post('/template/document/publish', { id: 999999 })).body.message).toBe('模板不存在');
    expect(await count()).toBe(before);
  });
});
