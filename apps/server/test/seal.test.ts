import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { asSystem, inTenant } from '../src/db/scope.ts';
import { appendSealRegister, findSeal } from '../src/modules/seal/seal.api.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { actorOf, fetchFile, unzip } from './evidence-certificate-setup.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';
import { PNG, uploadFile } from './upload.ts';

let ctx: TestContext;
const c: Record<string, Client> = {};
const token: Record<string, string> = {};
const uid: Record<string, number> = {};
let official: { id: number; name: string };
let docUrl = '';

const rows = async (q: ReturnType<typeof sql>) => asSystem(ctx.db, async (tx) => ((await tx.execute(q)) as unknown as { rows: Record<string, any>[] }).rows);
const count = async (table: string) =>
  Number((await rows(sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${DEMO_TENANT_ID}`))[0].n);
const setBlankFlow = (enabled: boolean) => asSystem(ctx.db, (tx) => tx.execute(sql`update flows set enabled = ${enabled} where code = 'useSealBlank'`));

const useBody = (over: Record<string, unknown> = {}) => ({
  sealId: official.id,
  documentName: '委托核实函',
  copies: 2,
  impressions: 2,
  purpose: '向不动产登记中心核实产权',
  counterparty: '北京市不动产登记中心',
  blank: false,
  documentUrls: [docUrl],
  ...over,
});

/** Applies as the assistant and has the director approve; answers the request. */
async function approvedUse(over: Record<string, unknown> = {}) {
  const applied = await c.assistant.post('/seal/use', useBody(over));
  expect(applied.status, applied.body.message).toBe(200);
  const ok = await c.director.put('/approval/approve', { id: applied.body.data.approvalId, opinion: '同意' });
  expect(ok.status, ok.body.message).toBe(200);
  return applied.body.data as { id: number; approvalId: number };
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const a of ['office_admin', 'notary', 'assistant', 'director', 'finance']) {
    token[a] = await ctx.login(a);
    c[a] = client(ctx, token[a]);
    uid[a] = await userIdOf(ctx.db, a);
  }
  // 王建国 signs in as 公证员 (his first role); keeping the seal and 印章管理 are his 主任 role's.
  const roles = (await c.director.get('/auth/current-user')).body.data.roleList as { id: number; code: string }[];
  expect((await c.director.put('/auth/active-role', { roleId: roles.find((r) => r.code === 'director')!.id })).status).toBe(200);
  const created = await c.office_admin.post('/seal', {
    name: '北京市长安公证处公章',
    sealType: 'OFFICIAL',
    ownerUserId: null,
    keeperId: uid.director,
    status: 'ACTIVE',
    validFrom: null,
    validTo: null,
  });
  expect(created.status, created.body.message).toBe(200);
  official = created.body.data;
  const up = await uploadFile(ctx, token.assistant, '委托核实函.pdf', Buffer.from('%PDF-1.4\n% 委托核实函\n%%EOF\n'), 'application/pdf');
  expect(up.status, up.body.message).toBe(200);
  docUrl = up.body.data.ossUrl;
});
afterAll(() => ctx.close());

describe('seal registry', () => {
  it('keeps seals by type: physical ones need a keeper, personal ones an owner, electronic ones an image', async () => {
    const base = { ownerUserId: null, keeperId: uid.director, status: 'ACTIVE', validFrom: null, validTo: null };
    const refused = async (body: Record<string, unknown>, message: string) => {
      const res = await c.office_admin.post('/seal', { ...base, ...body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    };
    await refused({ name: '钢印', sealType: 'STEEL', keeperId: null }, '实物印章须指定保管人');
    await refused({ name: '李明签名章', sealType: 'NOTARY_SIGNATURE' }, '公证员签名章、电子签名章须选择所属人');
    await refused({ name: '业务章', sealType: 'BUSINESS', ownerUserId: uid.notary }, '机构印章不属于个人，请清空所属人');
    await refused({ name: '电子公章', sealType: 'E_OFFICIAL', keeperId: null }, '电子印章须上传印模图片（PNG，透明背景为宜）');
    await refused({ name: '钢印', sealType: 'STEEL', validFrom: '2026-05-01', validTo: '2026-01-01' }, '有效期至不能早于启用日期');
    const dup = await c.office_admin.post('/seal', { ...base, name: official.name, sealType: 'BUSINESS' });
    expect(dup.status).toBe(409);

    const image = await uploadFile(ctx, token.office_admin, 'seal.png', PNG, 'image/png');
    const eseal = await c.office_admin.post('/seal', { ...base, keeperId: null, name: '电子公章', sealType: 'E_OFFICIAL', imageUrl: image.body.data.ossUrl });
    expect(eseal.status, eseal.body.message).toBe(200);
    expect(eseal.body.data).toMatchObject({ kind: 'ELECTRONIC', sealType: 'E_OFFICIAL', imageUrl: image.body.data.ossUrl, keeperName: '' });
    const row = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => findSeal(tx, DEMO_TENANT_ID, eseal.body.data.id));
    expect(row).toMatchObject({ kind: 'ELECTRONIC', imageFileId: image.body.data.ossUrl.split('/').pop(), status: 'ACTIVE', ownerUserId: null });
    const toPhysical = await c.office_admin.put('/seal', { ...base, id: eseal.body.data.id, name: '电子公章', sealType: 'OFFICIAL' });
    expect(toPhysical.status).toBe(400);

    const personal = await c.office_admin.post('/seal', { ...base, name: '李明公证员签名章', sealType: 'NOTARY_SIGNATURE', ownerUserId: uid.notary });
    expect(personal.body.data).toMatchObject({ kind: 'PHYSICAL', ownerName: '李明', keeperName: '王建国' });
    // A personal seal is offered to its owner only.
    const options = async (a: string) => ((await c[a].get('/seal/options')).body.data as { name: string }[]).map((s) => s.name);
    expect(await options('notary')).toContain('李明公证员签名章');
    expect(await options('assistant')).not.toContain('李明公证员签名章');
    expect(await options('assistant')).toContain(official.name);
  });

  it('is the 印章管理 page: only its holders list and change seals', async () => {
    expect((await c.director.get('/seal/page', { current: 1, size: 10 })).status).toBe(200);
    expect((await c.notary.get('/seal/page', { current: 1, size: 10 })).status).toBe(403);
    expect((await c.notary.post('/seal', { name: 'x' })).status).toBe(403);
    expect((await c.finance.post('/seal/use', useBody())).status).toBe(403);
    const page = (await c.office_admin.get('/seal/page', { current: 1, size: 10, kind: 'PHYSICAL' })).body.data;
    expect(page.list.every((s: { kind: string }) => s.kind === 'PHYSICAL')).toBe(true);
  });
});

describe('用印 requests', () => {
  it('runs through the flow useSeal; only the keeper records the stamping, once, within the approved impressions', async () => {
    const applied = await c.assistant.post('/seal/use', useBody());
    expect(applied.status, applied.body.message).toBe(200);
    expect(applied.body.data).toMatchObject({
      status: 'PENDING',
      sealName: official.name,
      keeperName: '王建国',
      canStamp: false,
      documents: [{ name: '委托核实函.pdf' }],
    });
    const approval = (await c.director.get('/approval/detail', { id: applied.body.data.approvalId })).body.data;
    expect(approval).toMatchObject({ kind: 'useSeal', flowName: '用印审批' });
    expect(approval.lines).toContainEqual({ label: '空白文书', value: '否' });

    const early = await c.director.post('/seal/register', { requestId: applied.body.data.id, impressions: 2 });
    expect(early.status).toBe(409);
    expect((await c.director.put('/approval/approve', { id: applied.body.data.approvalId })).status).toBe(200);
    const mine = (await c.assistant.get('/seal/use/mine', { current: 1, size: 10 })).body.data.list;
    expect(mine.find((r: { id: number }) => r.id === applied.body.data.id)).toMatchObject({ status: 'APPROVED' });
    const told = await rows(sql`select title, link from notices where recipient_id = ${uid.director} and link = '/oa/seal?tab=uses'`);
    expect(told).toEqual([{ title: `用印申请已批准，待您用印：${official.name}（委托核实函）`, link: '/oa/seal?tab=uses' }]);
    const forKeeper = (await c.director.get('/seal/use/page', { current: 1, size: 10, status: 'APPROVED' })).body.data.list;
    expect(forKeeper.find((r: { id: number }) => r.id === applied.body.data.id)).toMatchObject({ canStamp: true });

    // The administrator holds every permission but does not keep the seal.
    const notKeeper = await c.office_admin.post('/seal/register', { requestId: applied.body.data.id, impressions: 2 });
    expect(notKeeper.status).toBe(403);
    expect(notKeeper.body.message).toBe(`只有印章“${official.name}”的保管人可以登记用印`);
    const tooMany = await c.director.post('/seal/register', { requestId: applied.body.data.id, impressions: 3 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('实际用印次数不能超过批准的 2 次');
    expect(await count('seal_register')).toBe(0);

    const stamped = await c.director.post('/seal/register', { requestId: applied.body.data.id, impressions: 2, note: '盖于落款处' });
    expect(stamped.status, stamped.body.message).toBe(200);
    expect(stamped.body.data).toMatchObject({
      seq: 1,
      sealName: official.name,
      applicantName: '张婷',
      operatorName: '王建国',
      impressions: 2,
      note: '盖于落款处',
    });
    expect(stamped.body.data.hash).toMatch(/^[0-9a-f]{64}$/);
    const [doc] = await rows(sql`select sha256 from stored_files where id = ${docUrl.split('/').pop()}`);
    expect(stamped.body.data.documentSha256Before).toBe(doc.sha256);
    const again = await c.director.post('/seal/register', { requestId: applied.body.data.id, impressions: 1 });
    expect(again.status).toBe(409);
  });

  it('refuses a rejected or withdrawn request, and a disabled seal', async () => {
    const applied = (await c.assistant.post('/seal/use', useBody())).body.data;
    expect((await c.assistant.put('/approval/withdraw', { id: applied.approvalId })).status).toBe(200);
    const withdrawn = (await c.assistant.get('/seal/use/mine', { current: 1, size: 50, status: 'WITHDRAWN' })).body.data.list;
    expect(withdrawn.map((r: { id: number }) => r.id)).toContain(applied.id);
    expect((await c.director.post('/seal/register', { requestId: applied.id, impressions: 1 })).status).toBe(409);

    const steel = await c.office_admin.post('/seal', {
      name: '钢印',
      sealType: 'STEEL',
      ownerUserId: null,
      keeperId: uid.director,
      status: 'ACTIVE',
      validFrom: null,
      validTo: null,
    });
    const ok = await approvedUse({ sealId: steel.body.data.id });
    await c.office_admin.put('/seal', { ...steel.body.data, id: steel.body.data.id, status: 'LOST', imageUrl: undefined });
    const lost = await c.director.post('/seal/register', { requestId: ok.id, impressions: 1 });
    expect(lost.status).toBe(409);
    expect(lost.body.message).toBe('印章“钢印”已登记遗失，不能用印');
    const apply = await c.assistant.post('/seal/use', useBody({ sealId: steel.body.data.id }));
    expect(apply.status).toBe(400);
    expect(apply.body.message).toBe('印章“钢印”已登记遗失，不能申请用印');
  });

  it('refuses stamping a blank document unless the office has the special flow useSealBlank, and then runs it through that flow', async () => {
    const before = { requests: await count('seal_use_requests'), approvals: await count('approval_requests') };
    await setBlankFlow(false);
    const refused = await c.assistant.post('/seal/use', useBody({ blank: true, documentUrls: [], documentName: '空白介绍信' }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('空白文书用印须经特别审批');
    expect({ requests: await count('seal_use_requests'), approvals: await count('approval_requests') }).toEqual(before);
    // An ordinary request still needs its document.
    const noDoc = await c.assistant.post('/seal/use', useBody({ documentUrls: [] }));
    expect(noDoc.status).toBe(400);
    expect(noDoc.body.message).toBe('请上传待用印的文件');

    await setBlankFlow(true);
    const applied = await c.assistant.post('/seal/use', useBody({ blank: true, documentUrls: [], documentName: '空白介绍信' }));
    expect(applied.status, applied.body.message).toBe(200);
    const approval = (await c.director.get('/approval/detail', { id: applied.body.data.approvalId })).body.data;
    expect(approval).toMatchObject({ kind: 'useSealBlank', kindTitle: '空白文书用印', flowName: '空白文书用印审批' });
    expect(approval.summary).toContain('【空白文书】');
    expect(approval.lines).toContainEqual({ label: '空白文书', value: '是（须特别审批）' });
    expect((await c.director.put('/approval/approve', { id: applied.body.data.approvalId })).status).toBe(200);
    const stamped = await c.director.post('/seal/register', { requestId: applied.body.data.id, impressions: 1 });
    expect(stamped.status, stamped.body.message).toBe(200);
    expect(stamped.body.data.documentName).toBe('【空白文书】空白介绍信');
  });
});

describe('用印登记簿', () => {
  it('is append-only, and its chain names the first changed, removed or inserted row', async () => {
    const director = await actorOf(ctx, 'director', DEMO_TENANT_ID);
    for (let i = 0; i < 3; i++) {
      const r = await approvedUse({ documentName: `合同第 ${i + 1} 号` });
      expect((await c.director.post('/seal/register', { requestId: r.id, impressions: 1 })).status).toBe(200);
    }
    // What 电子签章 records goes into the same chain.
    const eseal = (await rows(sql`select id from seals where tenant_id = ${DEMO_TENANT_ID} and kind = 'ELECTRONIC'`))[0];
    const entry = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) =>
      appendSealRegister(tx, director, {
        sealId: eseal.id,
        requestId: 9001,
        impressions: 1,
        documentName: '公证书.pdf',
        documentSha256Before: 'a'.repeat(64),
        documentSha256After: 'b'.repeat(64),
        signature: 'c0ffee',
      }),
    );
    expect(entry).toMatchObject({ requestKind: 'electronicSeal', documentSha256After: 'b'.repeat(64) });
    const ok = (await c.director.get('/seal/register/verify')).body.data;
    expect(ok).toEqual({ ok: true, checked: entry.seq, firstBroken: null });

    await expect(inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.execute(sql`update seal_register set impressions = 9`))).rejects.toThrow();
    await expect(inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.execute(sql`delete from seal_register`))).rejects.toThrow();

    const tamper = async (statement: ReturnType<typeof sql>) => {
      await ctx.db.orm.execute(sql`alter table seal_register disable trigger seal_register_no_change`);
      await ctx.db.orm.execute(statement);
      await ctx.db.orm.execute(sql`alter table seal_register enable trigger seal_register_no_change`);
    };
    await tamper(sql`update seal_register set impressions = 5 where tenant_id = ${DEMO_TENANT_ID} and seq = 3`);
    const changed = (await c.director.get('/seal/register/verify')).body.data;
    expect(changed).toMatchObject({ ok: false, checked: 2, firstBroken: { seq: 3, reason: '第 3 条记录的内容与其哈希不一致（记录被改动）' } });
    await tamper(sql`update seal_register set impressions = 1 where tenant_id = ${DEMO_TENANT_ID} and seq = 3`);
    expect((await c.director.get('/seal/register/verify')).body.data.ok).toBe(true);

    await tamper(sql`delete from seal_register where tenant_id = ${DEMO_TENANT_ID} and seq = 2`);
    const removed = (await c.director.get('/seal/register/verify')).body.data;
    expect(removed).toMatchObject({ ok: false, checked: 1, firstBroken: { seq: 3 } });
    expect(removed.firstBroken.reason).toContain('链接不一致');
  });

  it('lists by seal, month and applicant, and exports the filtered rows to .xlsx with the chain check', async () => {
    const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
    const all = (await c.director.get('/seal/register/page', { current: 1, size: 50 })).body.data;
    expect(all.total).toBeGreaterThan(2);
    const bySeal = (await c.director.get('/seal/register/page', { current: 1, size: 50, sealId: official.id })).body.data;
    expect(bySeal.list.every((r: { sealName: string }) => r.sealName === official.name)).toBe(true);
    expect((await c.director.get('/seal/register/page', { current: 1, size: 50, month })).body.data.total).toBe(all.total);
    expect((await c.director.get('/seal/register/page', { current: 1, size: 50, month: '2020-01' })).body.data.total).toBe(0);
    expect((await c.director.get('/seal/register/page', { current: 1, size: 50, applicantName: '张婷' })).body.data.total).toBe(bySeal.total);
    expect((await c.director.get('/seal/register/page', { current: 1, size: 50, month: '2026-13' })).status).toBe(400);

    const file = await fetchFile(ctx, token.director, `/seal/register/export?sealId=${official.id}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const zip = unzip(file.bytes);
    const sheet = zip.files.get('xl/worksheets/sheet1.xml')!.toString('utf8');
    zip.cleanup();
    expect(sheet).toContain('用印登记簿');
    expect(sheet).toContain('委托核实函');
    expect(sheet).toContain('第 3 条起不一致');
    expect(sheet).not.toContain('公证书.pdf');
    expect((await fetchFile(ctx, token.notary, '/seal/register/export')).status).toBe(403);
  });

  it('keeps offices apart', async () => {
    const other = await createOffice(ctx.db, '其他公证处', 'seal_other', ['*']);
    const o = client(ctx, await ctx.login('seal_other', other.password));
    expect((await o.get('/seal/page', { current: 1, size: 50 })).body.data.total).toBe(0);
    expect((await o.get('/seal/register/page', { current: 1, size: 50 })).body.data.total).toBe(0);
    expect((await o.get('/seal/register/verify')).body.data).toEqual({ ok: true, checked: 0, firstBroken: null });
    expect((await o.post('/seal/use', useBody({ documentUrls: [] }))).status).toBe(400);
    const mine = (await c.assistant.get('/seal/use/mine', { current: 1, size: 1 })).body.data.list[0];
    expect((await o.post('/seal/register', { requestId: mine.id, impressions: 1 })).status).toBe(404);
    const put = await o.put('/seal', {
      id: official.id,
      name: 'x',
      sealType: 'OFFICIAL',
      ownerUserId: null,
      keeperId: other.userId,
      status: 'ACTIVE',
      validFrom: null,
      validTo: null,
    });
    expect(put.status).toBe(404);
  });
});
