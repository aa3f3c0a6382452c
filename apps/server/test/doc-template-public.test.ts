import { Document, Packer, Paragraph, TextRun } from 'docx';
import { isKnownPath } from '../src/modules/doc-template/doc-fields.ts';
import { boundFields, anchorsIn } from '@notaria/documents';
import { DEFAULT_PAGE, DOC_KINDS } from '@notaria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, inTenant } from '../src/db/scope.ts';
import { caseDocuments } from '../src/db/schema.ts';
import { chooseTemplate } from '../src/modules/doc-template/doc-template.api.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';
import { PNG, uploadFile } from './upload.ts';

let ctx: TestContext;
let admin: Client, notary: Client, noCopy: Client;
let notaryToken: string, adminToken: string;
let birth: any;

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = await ctx.login('office_admin');
  notaryToken = await ctx.login('notary');
  admin = client(ctx, adminToken);
  notary = client(ctx, notaryToken);
  const office = await createOffice(ctx.db, '天津市某公证处', 'tj_templates', ['template:documentConfig']);
  noCopy = client(ctx, await ctx.login('tj_templates', office.password));
  birth = (await admin.get('/notarization-item/tree', { name: '出生' })).body.data[0].children[0].children[0];
});
afterAll(() => ctx.close());

const publicList = async (c: Client, kind?: string) => (await c.get('/template/document/page', { scope: 'PUBLIC', kind, size: 100 })).body.data.list as any[];
const publicNamed = async (name: string) => (await publicList(admin)).find((t) => t.name === name);

describe('the seeded public set', () => {
  it('has a published 公证书 per item of the demo office and a template of every other kind, readable by every office', async () => {
    const certificates = await publicList(admin, 'CERTIFICATE');
    const items = [
      '出生',
      '婚姻状况',
      '亲属关系',
      '无犯罪记录',
      '学历',
      '学位',
      '委托',
      '声明',
      '继承',
      '遗嘱',
      '赠与',
      '保全证据',
      '合同',
      '赋予强制执行效力',
      '复印件与原件相符',
      '译文与原文相符',
      '签名印鉴属实',
      '营业执照',
    ];
    for (const item of items)
      expect(
        certificates.find((t) => t.itemNames.includes(item)),
        item,
      ).toMatchObject({ name: `${item}公证书`, publishedVersion: 1, hasDraft: false });
    const all = await publicList(noCopy);
    for (const kind of DOC_KINDS)
      expect(
        all.some((t) => t.kind === kind),
        kind,
      ).toBe(true);
    expect(all.every((t) => t.ownerName === '平台' && t.abilities.edit === false && t.abilities.copy === false && t.abilities.remove === false)).toBe(true);
  });

  it('binds only known fields, and every 公证书 has the seal, signature and QR anchors', async () => {
    for (const row of await publicList(admin)) {
      const d = (await admin.get('/template/document', { id: row.id })).body.data;
      expect(
        d.fields.filter((p: string) => !isKnownPath(p)),
        d.name,
      ).toEqual([]);
      if (d.kind === 'CERTIFICATE') expect([...anchorsIn(d.content)].sort(), d.name).toEqual(['qr', 'seal', 'signature']);
    }
  });

  it('words the 出生公证书 as a notary signs it', async () => {
    const d = (await admin.get('/template/document', { id: (await publicNamed('出生公证书')).id })).body.data;
    const text = (d.content.content as any[])
      .map((p) => (p.content ?? []).map((n: any) => (n.type === 'text' ? n.text : n.type === 'field' ? `{${n.attrs.path}}` : '')).join(''))
      .join('\n');
    expect(text).toContain('公　证　书');
    expect(text).toContain('公证事项：{item.itemName}');
    expect(text).toContain(
      '兹证明{parties.APPLICANT.0.name}于{parties.APPLICANT.0.birthDateCn}在{form.birthPlace}出生。{parties.APPLICANT.0.name}的父亲是{form.fatherName}，{parties.APPLICANT.0.name}的母亲是{form.motherName}。',
    );
    expect(text).toContain('中华人民共和国{office.fullName}');
    expect(boundFields(d.content).some((f) => /age/i.test(f.path.split('.').pop()!))).toBe(false);
  });
});

describe('public templates: copy, edit and delete by permission', () => {
  it('copies a public template into the office with publicCopy, mapping its items to the office’s own', async () => {
    const source = await publicNamed('出生公证书');
    const copied = await notary.post('/template/document/copy', { id: source.id });
    expect(copied.status).toBe(200);
    const births = (await admin.get('/notarization-item/tree', { name: '出生' })).body.data.flatMap((c: any) =>
      c.children.flatMap((g: any) => g.children.map((i: any) => i.id)),
    );
    expect(copied.body.data).toMatchObject({
      scope: 'OFFICE',
      name: '出生公证书（副本）',
      copiedFromName: '出生公证书',
      publishedVersion: 0,
      itemNames: ['出生', '出生', '出生'],
    });
    expect([...copied.body.data.itemIds].sort()).toEqual([...births].sort());
    const personal = await notary.post('/template/document/copy', { id: source.id, scope: 'PERSONAL', name: '我的出生' });
    expect(personal.body.data).toMatchObject({ scope: 'PERSONAL', name: '我的出生', ownerName: '李明' });
  });

  it('refuses the copy without publicCopy, but copies the office’s own', async () => {
    const source = await publicNamed('出生公证书');
    const refused = await noCopy.post('/template/document/copy', { id: source.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有复制公共模板的权限（publicCopy）');
    const own = (await noCopy.post('/template/document', { scope: 'OFFICE', kind: 'RECEIPT', name: '送达回执（津）' })).body.data;
    expect((await noCopy.post('/template/document/copy', { id: own.id })).status).toBe(200);
  });

  it('lets only publicEdit change a public template and only publicDelete delete one', async () => {
    const t = (await admin.get('/template/document', { id: (await publicNamed('声明公证书')).id })).body.data;
    expect(t.abilities).toEqual({ edit: true, copy: true, remove: true, publish: true });
    const save = { id: t.id, revision: t.revision, name: t.name, itemIds: [], remark: '平台修订', page: t.page, content: t.content };
    expect((await notary.put('/template/document', save)).body).toMatchObject({ code: 'FORBIDDEN', message: '没有编辑公共模板的权限（publicEdit）' });
    expect((await notary.post('/template/document/publish', { id: t.id })).status).toBe(403);
    expect((await notary.del('/template/document', t.id)).body.message).toBe('没有删除公共模板的权限（publicDelete）');
    expect((await notary.post('/template/document', { scope: 'PUBLIC', kind: 'CERTIFICATE', name: '越权' })).status).toBe(403);
    const saved = await admin.put('/template/document', save);
    expect(saved.body.data).toMatchObject({ remark: '平台修订', revision: t.revision + 1 });
    expect((await noCopy.get('/template/document', { id: t.id })).body.data.remark).toBe('平台修订');

    const made = (await admin.post('/template/document', { scope: 'PUBLIC', kind: 'INTERVIEW', name: '询问笔录（平台新版）', itemIds: [birth.id] })).body.data;
    expect(made).toMatchObject({ scope: 'PUBLIC', itemIds: [], itemNames: ['出生'] });
    expect((await noCopy.get('/template/document', { id: made.id })).status).toBe(200);
    expect((await admin.del('/template/document', made.id)).status).toBe(200);
    expect((await noCopy.get('/template/document', { id: made.id })).status).toBe(404);
  });

  it('refuses deleting a template while a case document uses it', async () => {
    const own = (await admin.post('/template/document', { scope: 'OFFICE', kind: 'CERTIFICATE', name: '将被使用' })).body.data;
    const pub = await publicNamed('委托公证书');
    const person = { name: '赵六', idType: 'ID_CARD', idNumber: '110101196505120038' };
    const c = await admin.post('/business', {
      itemIds: [birth.id],
      parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }],
      handlerId: await userIdOf(ctx.db, 'notary'),
    });
    expect(c.status).toBe(200);
    await asSystem(ctx.db, (tx) =>
      tx.insert(caseDocuments).values(
        [own, pub].map((t) => ({
          tenantId: DEMO_TENANT_ID,
          caseId: c.body.data.id,
          kind: 'CERTIFICATE',
          title: '公证书',
          templateId: t.id,
          templateVersion: 1,
          page: DEFAULT_PAGE,
          content: { type: 'doc' as const },
        })),
      ),
    );
    expect((await admin.del('/template/document', own.id)).body).toMatchObject({ code: 'CONFLICT', message: '该模板已被 1 份文书使用，不能删除' });
    expect((await admin.get('/template/document', { id: own.id })).body.data.abilities.remove).toBe(false);
    expect((await admin.del('/template/document', pub.id)).status).toBe(409);
    expect((await noCopy.get('/template/document', { id: pub.id })).status).toBe(200);
  });
});

describe('choosing the template of a document', () => {
  const choose = (userId: number, itemId: number | null) =>
    inTenant(ctx.db, DEMO_TENANT_ID, (tx) => chooseTemplate(tx, DEMO_TENANT_ID, userId, 'CERTIFICATE', itemId));

  it('takes the item’s template before the default, then personal before office before public, published only', async () => {
    const [adminId, notaryId] = [await userIdOf(ctx.db, 'office_admin'), await userIdOf(ctx.db, 'notary')];
    expect((await choose(adminId, birth.id))?.name).toBe('出生公证书');
    expect((await choose(adminId, null))?.name).toBe('公证书（通用）');
    const office = (await admin.post('/template/document', { scope: 'OFFICE', kind: 'CERTIFICATE', name: '出生（本处定稿）', itemIds: [birth.id] })).body.data;
    expect((await choose(adminId, birth.id))?.name).toBe('出生公证书');
    await admin.post('/template/document/publish', { id: office.id });
    expect((await choose(adminId, birth.id))?.name).toBe('出生（本处定稿）');
    const mine = (await notary.post('/template/document', { scope: 'PERSONAL', kind: 'CERTIFICATE', name: '出生（李明）', itemIds: [birth.id] })).body.data;
    await notary.post('/template/document/publish', { id: mine.id });
    expect((await choose(notaryId, birth.id))?.name).toBe('出生（李明）');
    expect((await choose(adminId, birth.id))?.name).toBe('出生（本处定稿）');
  });
});

async function docx(lines: string[]) {
  return Packer.toBuffer(new Document({ sections: [{ children: lines.map((l) => new Paragraph({ children: [new TextRun(l)] })) }] }));
}
async function uploadDocx(token: string, id: number, name: string, bytes: Buffer) {
  const boundary = '----notariaDocxBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/template/document/docx/${id}`,
    headers: { satoken: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('Word templates, office settings and the preview', () => {
  it('stores an uploaded .docx, shows its placeholders as fields and checks them at publication', async () => {
    const t = (await admin.post('/template/document', { scope: 'OFFICE', kind: 'APPLICATION', name: '申请表（Word）', engine: 'DOCX' })).body.data;
    expect((await admin.post('/template/document/publish', { id: t.id })).body.message).toBe('请先上传 Word 模板文件再发布');
    const good = await docx(['申请人：{parties.APPLICANT.0.name}', '{#parties.AGENT}代理人：{name}{/parties.AGENT}', '日期：{today.cn}']);
    const up = await uploadDocx(adminToken, t.id, '申请表.docx', good);
    expect(up.status).toBe(200);
    expect(up.body.data.docxFileKey).toMatch(/^[0-9a-f]{32}$/);
    expect(up.body.data.fields).toEqual(['parties.APPLICANT.0.name', 'parties.AGENT.0.name', 'today.cn']);
    expect((await admin.post('/template/document/publish', { id: t.id })).body.data.publishedVersion).toBe(1);

    const bad = await uploadDocx(adminToken, t.id, '申请表.docx', await docx(['{unknown.path}']));
    expect(bad.status).toBe(200);
    expect((await admin.post('/template/document/publish', { id: t.id })).body.message).toBe('模板含未知字段，不能发布：unknown.path（unknown.path）');
    expect((await uploadDocx(adminToken, t.id, '坏.docx', await docx(['{#people}{name}{/people}']))).body.message).toMatch(/^Word 模板的循环“people”不可用/);
    expect((await uploadDocx(adminToken, t.id, 'x.docx', Buffer.from('not a zip'))).status).toBe(400);
    const tiptap = (await admin.post('/template/document', { scope: 'OFFICE', kind: 'APPLICATION', name: '申请表' })).body.data;
    expect((await uploadDocx(adminToken, tiptap.id, 'a.docx', good)).body.message).toBe('该模板不是 Word 模板，不能上传 Word 文件');
  });

  it('saves the office’s full name and seal image, refusing what is not an uploaded image', async () => {
    const pdf = await uploadFile(ctx, adminToken, 'a.pdf', Buffer.from('%PDF-1.4\n%%EOF'));
    const bad = await admin.put('/template/document/settings', { officeFullName: '北京市长安公证处', address: '', phone: '', sealUrl: pdf.body.data.ossUrl });
    expect(bad.body.message).toBe('公章图片须为图片（JPG、PNG 等）');
    const png = await uploadFile(ctx, adminToken, 'seal.png', PNG);
    const ok = await admin.put('/template/document/settings', {
      officeFullName: '北京市长安公证处',
      address: '北京市东城区',
      phone: '010-1',
      sealUrl: png.body.data.ossUrl,
    });
    expect(ok.body.data).toEqual({
      officeFullName: '北京市长安公证处',
      address: '北京市东城区',
      phone: '010-1',
      sealUrl: png.body.data.ossUrl,
      defaultFullName: '北京市长安公证处',
    });
    expect((await notary.put('/template/document/settings', { officeFullName: 'x', address: '', phone: '', sealUrl: '' })).status).toBe(403);
    expect((await notary.get('/template/document/settings')).body.data.sealUrl).toBe(png.body.data.ossUrl);
    expect((await noCopy.get('/template/document/settings')).body.data).toMatchObject({ officeFullName: '', sealUrl: '', defaultFullName: '天津市某公证处' });
  });

  it('previews a template with the sample values as a PDF', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/template/document/preview?id=${(await publicNamed('出生公证书')).id}`,
      headers: { satoken: notaryToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
