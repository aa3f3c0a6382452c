import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD } from '../src/config.ts';
import { asSystem } from '../src/db/scope.ts';
import { roles, userRoles, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { settleFees } from './finance-fixtures.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';
import { intakeSchema } from './form-samples.ts';
import { PICKUP, readyToIssue } from './case-document-setup.ts';
import { approveAllSteps, withoutCaseFlow } from './case-approval-helpers.ts';

/**
 * Who may read what (docs/permissions.md): each route asks for the narrowest permission of the pages that
 * call it, and the demo roles still get what their own pages ask for.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
let as: Record<'admin' | 'notary' | 'assistant' | 'director' | 'finance' | 'archivist', Client>;
let ids: Record<string, number>;
let birth: any;
let formId: number;
let pdfUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'notaria-narrow-'));

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('材料扫描件'.repeat(40)), Buffer.from('\n%%EOF\n')]);

async function upload(token: string, name: string, bytes: Buffer) {
  const boundary = '----notariaNarrow1';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    headers: { satoken: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.ossUrl as string;
}

const fileStatus = async (token: string, url: string) => (await ctx.app.inject({ url, headers: { satoken: token } })).statusCode;

/** A user of the demo office with one role holding `permissions`. */
async function staffWith(account: string, permissions: string[]) {
  const passwordHash = await hashPassword(DEFAULT_DEMO_PASSWORD);
  await asSystem(ctx.db, async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ tenantId: DEMO_TENANT_ID, name: `测试-${account}`, code: `t_${account}`, permissions })
      .returning();
    const [dept] = await tx
      .select({ deptId: users.deptId })
      .from(users)
      .where(and(eq(users.tenantId, DEMO_TENANT_ID), eq(users.account, 'notary')));
    const [u] = await tx.insert(users).values({ tenantId: DEMO_TENANT_ID, account, name: '测试员', passwordHash, deptId: dept.deptId }).returning();
    await tx.insert(userRoles).values({ tenantId: DEMO_TENANT_ID, userId: u.id, roleId: role.id });
  });
  return client(ctx, await ctx.login(account));
}

/** Signed in to another office with one role holding `permissions`: 404 there means the route let it in. */
async function officeWith(account: string, permissions: string[]) {
  const office = await createOffice(ctx.db, `${account} 公证处`, account, permissions);
  return client(ctx, await ctx.login(account, office.password));
}

const person = { name: '林小雨', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13911112222' };
const newCase = async () => {
  const res = await as.assistant.post('/business', {
    itemIds: [birth.id],
    parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }],
    handlerId: ids.notary,
    assistantId: ids.assistant,
    materials: birth.materials.map((m: any, i: number) => ({ name: m.name, kind: '身份材料', originalSeen: true, ...(i === 0 ? { fileUrl: pdfUrl } : {}) })),
    feeConfirmed: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; businessNumber: string };
};
const step = async (c: Client, action: string, body: Record<string, unknown>) => {
  const res = await c.put(`/business/${action}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

let fresh: { id: number; businessNumber: string };
let waitingArchive: { id: number; businessNumber: string };

beforeAll(async () => {
  ctx = await createTestContext({ dataDir });
  for (const a of ['office_admin', 'notary', 'assistant', 'finance', 'archivist']) tokens[a] = await ctx.login(a);
  // The director with the approver role active.
  tokens.director = await ctx.login('director');
  const me = (await client(ctx, tokens.director).get('/auth/current-user')).body.data;
  await client(ctx, tokens.director).put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === 'director').id });
  as = {
    admin: client(ctx, tokens.office_admin),
    notary: client(ctx, tokens.notary),
    assistant: client(ctx, tokens.assistant),
    director: client(ctx, tokens.director),
    finance: client(ctx, tokens.finance),
    archivist: client(ctx, tokens.archivist),
  };
  ids = Object.fromEntries(await Promise.all(['notary', 'assistant', 'director'].map(async (a) => [a, await userIdOf(ctx.db, a)])));
  birth = (await as.admin.get('/notarization-item/tree', { name: '出生' })).body.data[0].children[0].children[0];
  const form = (await as.admin.post('/form', { name: '收养受理表', code: 'narrowIntake', schema: intakeSchema() })).body.data;
  formId = form.id;
  await as.admin.put('/form/publish', { id: formId, version: 1 });
  pdfUrl = await upload(tokens.assistant, '出生医学证明.pdf', PDF);

  fresh = await newCase();
  waitingArchive = await newCase();
  await step(as.notary, 'accept', { id: waitingArchive.id });
  await settleFees(ctx, waitingArchive.id);
  await step(as.notary, 'submitReview', { id: waitingArchive.id });
  expect((await approveAllSteps(ctx, waitingArchive.id, '同意')).status).toBe(200);
  await readyToIssue(ctx, as.notary, waitingArchive.id);
  await step(as.notary, 'issue', { id: waitingArchive.id });
  await step(as.notary, 'send', { id: waitingArchive.id, delivery: PICKUP });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('cases: each page reads what it works on', () => {
  it('lets the archivist read only the cases of 归档', async () => {
    expect((await as.archivist.get('/business', { id: fresh.id })).body).toMatchObject({ code: 'FORBIDDEN', message: '您没有查看此业务的权限' });
    const mine = await as.archivist.get('/business', { id: waitingArchive.id });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ status: 'WAIT_ARCHIVES', parties: [{ name: '林小雨', snapshot: { idNumber: person.idNumber } }] });
    const listed = (await as.archivist.get('/business/page', { current: 1, size: 100 })).body.data.list as { id: number; status: string }[];
    expect(listed.map((r) => r.id)).toContain(waitingArchive.id);
    expect(listed.map((r) => r.id)).not.toContain(fresh.id);
    expect(new Set(listed.map((r) => r.status))).toEqual(new Set(['WAIT_ARCHIVES']));
    expect((await as.archivist.get('/business/page', { status: 'NEW' })).body.data.total).toBe(0);
    // Its own step still answers the case.
    const archived = await as.archivist.put('/business/archive', {
      id: waitingArchive.id,
      archiveNumber: 'NARROW-1',
      volumeType: 'ORDINARY',
      retentionYears: 30,
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect((await as.archivist.get('/business', { id: waitingArchive.id })).body.data.status).toBe('ARCHIVED');
  });

  it('gives finance the fee desk: every case with its fees, not the case file', async () => {
    const row = (await as.finance.get('/business/page', { businessNumber: fresh.businessNumber })).body.data.list[0];
    expect(row).toMatchObject({ id: fresh.id, applicants: ['林小雨'] });
    const d = (await as.finance.get('/business', { id: fresh.id })).body.data;
    expect(d).toMatchObject({
      feeView: true,
      businessNumber: fresh.businessNumber,
      feeConfirmed: true,
      feeTotalFen: 8000,
      fees: [{ feeType: 'NOTARY_FEE', amountFen: 8000 }],
      materials: [],
      formData: {},
    });
    expect(d.parties).toEqual([
      { id: expect.any(Number), role: 'APPLICANT', customerType: 'PERSONAL', customerId: expect.any(Number), name: '林小雨', snapshot: {} },
    ]);
    expect(d.notices).toEqual([]);
    expect(d.logs).toEqual([]);
    const appended = (await as.finance.post('/business/fees', { id: fresh.id, fees: [{ feeType: 'COPY_FEE', amountFen: 1000 }] })).body.data;
    expect(appended).toMatchObject({ feeConfirmed: false, feeTotalFen: 9000, materials: [] });
    expect(appended.parties[0].snapshot).toEqual({});
    // 确认收费 needs the fees settled: the desk records the added line's due as 记账 first.
    expect((await as.finance.put('/business/fees/confirm', { id: fresh.id })).body.message).toMatch(/^收费尚未结清/);
    await settleFees(ctx, fresh.id);
    expect((await as.finance.put('/business/fees/confirm', { id: fresh.id })).body.data).toMatchObject({ feeConfirmed: true, materials: [] });
    // The rest of 受理 is not the fee desk's.
    expect((await as.finance.get('/business/sms-outbox', { id: fresh.id })).status).toBe(403);
    expect((await as.finance.get('/business/material-package', { id: fresh.id })).status).toBe(403);
    expect((await as.finance.get('/customer/personal/page')).status).toBe(403);
    // Those who work on the case still read it whole.
    const full = (await as.notary.get('/business', { id: fresh.id })).body.data;
    expect(full.materials).toHaveLength(birth.materials.length);
    expect(full.feeView).toBeUndefined();
    expect(full.parties[0].snapshot).toMatchObject({ idNumber: person.idNumber });
  });

  it('lets 审批 alone read the cases waiting for approval, those it approved, and pending transfers', async () => {
    const approver = await staffWith('approver_only', ['business:approve', 'business:approve:notarization', 'business:approve:special']);
    expect((await approver.get('/business', { id: fresh.id })).status).toBe(403);
    const c = await newCase();
    await step(as.notary, 'accept', { id: c.id });
    expect((await approver.get('/business', { id: c.id })).status).toBe(403);
    await settleFees(ctx, c.id);
    // An office approving in one step (no 公证业务审批 flow): any holder of the approval function decides.
    await withoutCaseFlow(as.admin, async () => {
      await step(as.notary, 'submitReview', { id: c.id });
      expect((await approver.get('/business', { id: c.id })).body.data.status).toBe('WAIT_APPROVE');
      expect((await approver.get('/business/page', { status: 'WAIT_APPROVE' })).body.data.list.map((r: any) => r.id)).toContain(c.id);
      await step(approver, 'approve', { id: c.id, opinion: '同意' });
    });
    // Approved by this user: still readable after it moved on.
    expect((await approver.get('/business', { id: c.id })).body.data.status).toBe('APPROVE_PASS');
    const list = (await approver.get('/business/page', { current: 1, size: 100 })).body.data.list as { id: number }[];
    expect(list.map((r) => r.id)).toContain(c.id);
    expect(list.map((r) => r.id)).not.toContain(fresh.id);
  });

  it('opens any case read-only from 当事人, and refuses case reads to pages that show no case and to another office', async () => {
    const litigant = await staffWith('litigant_only', ['business:litigant']);
    expect((await litigant.get('/business/litigant/page')).status).toBe(200);
    expect((await litigant.get('/business', { id: fresh.id })).body.data.materials).toHaveLength(birth.materials.length);
    expect((await litigant.get('/notarization-item/intake-form', { itemId: birth.id })).status).toBe(200);
    expect((await litigant.get('/business/page')).status).toBe(403);
    expect((await litigant.put('/business/accept', { id: fresh.id })).status).toBe(403);
    const counter = await staffWith('statistics_only', ['business:statistics', 'business:faceRecognition']);
    expect((await counter.get('/business/statistics')).status).toBe(200);
    expect((await counter.get('/business', { id: fresh.id })).status).toBe(403);
    expect((await counter.get('/business/page')).status).toBe(403);
    expect((await counter.get('/notarization-item/intake-form', { itemId: birth.id })).status).toBe(403);
    const them = await officeWith('narrow_far', ['business:accept']);
    expect((await them.get('/business', { id: fresh.id })).status).toBe(404);
  });
});

describe('customers: reading needs the page, changes need their function', () => {
  it('refuses create, update, import and delete without the function', async () => {
    const reader = await staffWith('customer_reader', ['custom:personalCustomerList', 'custom:institutionalClientsList']);
    const row = (await reader.get('/customer/personal/page', { idNumber: person.idNumber })).body.data.list[0];
    expect(row).toMatchObject({ name: '林小雨' });
    expect((await reader.post('/customer/personal', { name: '周一', idType: 'ID_CARD', idNumber: '11010519491231002X' })).status).toBe(403);
    expect((await reader.put('/customer/personal', { ...row, name: '改名' })).status).toBe(403);
    expect((await reader.del('/customer/personal', row.id)).status).toBe(403);
    expect((await reader.post('/customer/institution', { name: '某公司', creditCode: '91350100M000100Y43' })).status).toBe(403);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/personal/import',
      headers: { satoken: await ctx.login('customer_reader'), 'content-type': 'application/octet-stream' },
      payload: Buffer.from('x'),
    });
    expect(imported.statusCode).toBe(403);
  });

  it('lets the functions through, and the case wizard search the lists', async () => {
    const clerk = await staffWith('customer_clerk', ['custom:personalCustomerList:create', 'custom:personalCustomerList:delete']);
    const created = await clerk.post('/customer/personal', { name: '周一', idType: 'ID_CARD', idNumber: '11010519491231002X' });
    expect(created.status).toBe(200);
    expect((await clerk.put('/customer/personal', { ...created.body.data, name: '周二' })).status).toBe(403);
    expect((await clerk.del('/customer/personal', created.body.data.id)).status).toBe(200);
    const intake = await staffWith('intake_only', ['business:accept:create']);
    expect((await intake.get('/customer/personal/page', { keyword: '林小雨' })).status).toBe(200);
    expect((await intake.get('/customer/institution/page')).status).toBe(200);
    expect((await intake.post('/customer/personal', { name: '周三', idType: 'ID_CARD', idNumber: '110101194912310011' })).status).toBe(403);
  });
});

describe('functions the web only hid before', () => {
  it('homePage:dashboard:quick: 快捷入口 need the function, the rest of 工作台 does not', async () => {
    const plain = await officeWith('no_quick', ['homePage:dashboard', 'oa:notice']);
    expect((await plain.get('/dashboard/summary')).status).toBe(200);
    expect((await plain.get('/dashboard/quick-entries')).body).toMatchObject({ code: 'FORBIDDEN' });
    const entries = (await as.archivist.get('/dashboard/quick-entries')).body.data;
    expect(entries.map((e: any) => e.path)).toEqual(['/business/archives', '/archives/index', '/oa/apply', '/oa/approve', '/oa/notice', '/oa/vote']);
    expect(entries[0]).toEqual({ section: 'business', page: 'archives', path: '/business/archives', title: '归档', icon: 'AuditOutlined' });
  });

  it("business:accept:download: a case material's file needs 下载; other files do not", async () => {
    const url = pdfUrl.replace(/^\/api/, '/api');
    expect(await fileStatus(tokens.assistant, url)).toBe(200);
    expect(await fileStatus(tokens.notary, url)).toBe(200);
    expect(await fileStatus(tokens.finance, url)).toBe(403);
    expect(await fileStatus(tokens.archivist, url)).toBe(403);
    expect(await fileStatus(tokens.director, url)).toBe(403);
    const own = await upload(tokens.finance, '收据.pdf', PDF);
    expect(await fileStatus(tokens.finance, own)).toBe(200);
  });

  it('template:businessConfig:preview: a version renders for 预览, the designer and 业务模块 only', async () => {
    expect((await as.notary.get('/form/version', { id: formId, version: 1 })).status).toBe(200);
    expect((await as.notary.get('/form', { id: formId })).status).toBe(403);
    expect((await as.assistant.get('/form/version', { id: formId, version: 1 })).status).toBe(403);
    const listOnly = await officeWith('config_list_only', ['template:businessConfig']);
    expect((await listOnly.get('/form/page')).status).toBe(200);
    expect((await listOnly.get('/form/version', { id: formId, version: 1 })).status).toBe(403);
    expect((await listOnly.post('/form/validate', { id: formId, data: {} })).status).toBe(403);
    const previewer = await officeWith('config_preview', ['template:businessConfig:preview']);
    expect((await previewer.get('/form/version', { id: formId, version: 1 })).status).toBe(404);
  });

  it("业务模块 reads an item's form under its own key", async () => {
    const module = await staffWith('module_only', ['template:businessModule']);
    expect((await module.get('/notarization-item/config', { itemId: birth.id })).status).toBe(200);
    expect((await module.get('/form/version', { id: formId, version: 1 })).status).toBe(200);
    expect((await module.put('/notarization-item/config', { itemId: birth.id, formId })).status).toBe(403);
    expect((await module.get('/form/page')).status).toBe(403);
    const configOnly = await staffWith('config_only', ['template:businessConfig', 'template:businessConfig:update']);
    expect((await configOnly.get('/notarization-item/config', { itemId: birth.id })).status).toBe(403);
  });
});

describe('every demo role still gets what its own pages ask for', () => {
  const calls: Record<string, [string, Record<string, unknown>?][]> = {
    notary: [
      ['/dashboard/summary'],
      ['/dashboard/quick-entries'],
      ['/business/page'],
      ['/business/face/page'],
      ['/business/face/provider'],
      ['/business/litigant/page'],
      ['/business/statistics'],
      ['/customer/personal/page'],
      ['/customer/institution/page'],
      ['/form/page'],
      ['/notarization-item/tree'],
      ['/user/select'],
      ['/role/select'],
      ['/office-notice/page'],
    ],
    assistant: [
      ['/dashboard/quick-entries'],
      ['/business/page'],
      ['/business/litigant/page'],
      ['/customer/personal/page'],
      ['/customer/institution/page'],
      ['/notarization-item/tree'],
      ['/office-notice/page'],
    ],
    director: [
      ['/dashboard/quick-entries'],
      ['/business/page'],
      ['/business/page', { status: 'WAIT_APPROVE' }],
      ['/business/page', { transferPending: true }],
      ['/business/statistics'],
      ['/business/real-estate-query/page'],
      ['/operate-log/page'],
      ['/office-notice/page'],
      ['/user/select'],
      ['/dept/select'],
    ],
    finance: [['/dashboard/summary'], ['/dashboard/quick-entries'], ['/business/page'], ['/dict', { key: 'feeType' }], ['/office-notice/page']],
    archivist: [
      ['/dashboard/summary'],
      ['/dashboard/quick-entries'],
      ['/business/page', { status: 'WAIT_ARCHIVES' }],
      ['/business/page', { status: 'ARCHIVED' }],
      ['/office-notice/page'],
    ],
  };
  for (const [role, list] of Object.entries(calls)) {
    it(`${role}: ${list.length} calls answer 200`, async () => {
      const c = as[role as keyof typeof as];
      for (const [url, query] of list) {
        const res = await c.get(url, query);
        expect(res.status, `${role} GET ${url} ${JSON.stringify(query ?? {})}: ${res.body.message}`).toBe(200);
      }
    });
  }

  it('each role reads the cases of its pages in full', async () => {
    expect((await as.notary.get('/business', { id: fresh.id })).body.data.materials).toHaveLength(birth.materials.length);
    expect((await as.assistant.get('/business', { id: fresh.id })).body.data.materials).toHaveLength(birth.materials.length);
    expect((await as.director.get('/business', { id: fresh.id })).body.data.materials).toHaveLength(birth.materials.length);
    expect((await as.assistant.get('/notarization-item/intake-form', { itemId: birth.id })).status).toBe(200);
    expect((await as.archivist.get('/notarization-item/intake-form', { itemId: birth.id })).status).toBe(200);
  });
});
