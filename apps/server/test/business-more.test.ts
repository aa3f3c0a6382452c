import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseClock, chinaDate } from '@notaria/contracts';
import { settleFees } from './finance-fixtures.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { and, eq } from 'drizzle-orm';
import { asSystem } from '../src/db/scope.ts';
import { roles, userRoles, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { DEFAULT_DEMO_PASSWORD } from '../src/config.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';
import { uploadFile } from './upload.ts';
import { loggingSender, type SmsSender } from '../src/modules/business/sms.ts';

let ctx: TestContext;
let notary2: Client, admin: Client, assistant: Client, notary: Client, director: Client, archivist: Client, finance: Client, them: Client;
let ids: Record<string, number>;
let birth: any;

/** The director signed in with the approver role active. */
async function directorToken() {
  const token = await ctx.login('director');
  const me = (await client(ctx, token).get('/auth/current-user')).body.data;
  await client(ctx, token).put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === 'director').id });
  return token;
}

const dataDir = mkdtempSync(join(tmpdir(), 'notaria-files-'));

/** The app's SMS sender: the logging default, unless a test puts a failing one in place. */
let smsSender: SmsSender = loggingSender({ info: () => {} });

beforeAll(async () => {
  ctx = await createTestContext({ dataDir, fileMaxBytes: 100 * 1024 }, { smsSender: { send: (m) => smsSender.send(m) } });
  [admin, assistant, notary, archivist, finance] = await Promise.all(
    ['office_admin', 'assistant', 'notary', 'archivist', 'finance'].map(async (a) => client(ctx, await ctx.login(a))),
  );
  director = client(ctx, await directorToken());
  ids = Object.fromEntries(await Promise.all(['assistant', 'notary', 'director', 'archivist'].map(async (a) => [a, await userIdOf(ctx.db, a)])));
  birth = (await assistant.get('/notarization-item/tree', { name: '出生' })).body.data[0].children[0].children[0];
  // A second notary of the demo office.
  const passwordHash = await hashPassword(DEFAULT_DEMO_PASSWORD);
  await asSystem(ctx.db, async (tx) => {
    const [role] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, DEMO_TENANT_ID), eq(roles.code, 'notary')));
    const [dept] = await tx.select({ deptId: users.deptId }).from(users).where(eq(users.account, 'notary'));
    const [u] = await tx.insert(users).values({ tenantId: DEMO_TENANT_ID, account: 'notary2', name: '周强', passwordHash, deptId: dept.deptId }).returning();
    await tx.insert(userRoles).values({ tenantId: DEMO_TENANT_ID, userId: u.id, roleId: role.id });
  });
  notary2 = client(ctx, await ctx.login('notary2'));
  ids.notary2 = await userIdOf(ctx.db, 'notary2');
  const other = await createOffice(ctx.db, '另一公证处', 'more_other', ['*']);
  them = client(ctx, await ctx.login('more_other', other.password));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const person = { name: '王小红', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' };
const caseBody = (over: Record<string, unknown> = {}) => ({
  itemIds: [birth.id],
  parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }],
  handlerId: ids.notary,
  assistantId: ids.assistant,
  materials: birth.materials.map((m: any) => ({ name: m.name })),
  feeConfirmed: true,
  ...over,
});
const newCase = async (over: Record<string, unknown> = {}) => {
  const res = await assistant.post('/business', caseBody(over));
  expect(res.status).toBe(200);
  return res.body.data;
};
const accepted = async (over: Record<string, unknown> = {}) => {
  const c = await newCase(over);
  expect((await notary.put('/business/accept', { id: c.id })).status).toBe(200);
  return c.id as number;
};
const today = () => chinaDate(new Date());

describe('补充材料 and the 15-working-day clock', () => {
  it('has no clock before acceptance, and a running one after', async () => {
    const c = await newCase();
    expect(c).toMatchObject({ deadline: null, daysLeft: null, paused: false });
    const a = (await notary.put('/business/accept', { id: c.id })).body.data;
    expect(a).toMatchObject(caseClock(today(), [], today()));
    const row = (await assistant.get('/business/page', { businessNumber: c.businessNumber })).body.data.list[0];
    expect(row).toMatchObject({ deadline: a.deadline, daysLeft: a.daysLeft, paused: false });
  });

  it('pauses the clock with a reason and the materials asked for, and resumes when they are received', async () => {
    const id = await accepted();
    expect((await assistant.put('/business/additional', { id, reason: ' ' })).status).toBe(400);
    const paused = await assistant.put('/business/additional', { id, reason: '户口簿复印件不清晰', materials: ['户口簿（清晰复印件）'] });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({
      status: 'ACCEPTED',
      paused: true,
      pauses: [{ reason: '户口簿复印件不清晰', materials: ['户口簿（清晰复印件）'], receivedAt: null }],
    });
    expect(paused.body.data.deadline).toBe(caseClock(today(), [{ from: today(), to: null }], today()).deadline);
    expect(paused.body.data.materials.find((m: any) => m.name === '户口簿（清晰复印件）')).toMatchObject({ status: 'MISSING' });
    expect(paused.body.data.timeline.at(-1)).toMatchObject({ action: 'additional', note: '户口簿复印件不清晰', fromStatus: 'ACCEPTED', toStatus: 'ACCEPTED' });
    expect((await assistant.put('/business/additional', { id, reason: '再补' })).body).toMatchObject({
      code: 'CONFLICT',
      message: '已在等待补充材料，请先登记收到',
    });
    expect((await notary.put('/business/submitReview', { id })).body).toMatchObject({ code: 'CONFLICT', message: '正在等待补充材料，不能提交审批' });

    const resumed = await assistant.put('/business/additional/received', { id });
    expect(resumed.body.data).toMatchObject(caseClock(today(), [{ from: today(), to: today() }], today()));
    expect(resumed.body.data.materials.find((m: any) => m.name === '户口簿（清晰复印件）')).toMatchObject({ status: 'RECEIVED' });
    expect((await assistant.put('/business/additional/received', { id })).body).toMatchObject({ code: 'CONFLICT', message: '该业务没有待补充的材料' });
    const log = (await admin.get('/operate-log/page', { module: 'business', current: 1, size: 5 })).body.data;
    expect(log.list.map((e: any) => e.action)).toEqual(expect.arrayContaining(['additional', 'additionalReceived']));
  });

  it('is refused before acceptance, without the permission, and for another tenant', async () => {
    const c = await newCase();
    expect((await assistant.put('/business/additional', { id: c.id, reason: '缺材料' })).body).toMatchObject({ code: 'CONFLICT' });
    const id = await accepted();
    expect((await archivist.put('/business/additional', { id, reason: '缺材料' })).status).toBe(403);
    expect((await finance.put('/business/additional/received', { id })).status).toBe(403);
    expect((await them.put('/business/additional', { id, reason: '缺材料' })).status).toBe(404);
    expect((await assistant.get('/business', { id })).body.data.paused).toBe(false);
  });
});

const notices = async (c: Client) => (await c.get('/notify-message/my-page', { current: 1, size: 50 })).body.data.list as any[];

describe('转办 (transfer to another notary)', () => {
  it('takes effect only once approved; approvers, then both notaries, are notified', async () => {
    const id = await accepted();
    expect((await assistant.put('/business/transferApply', { id, toUserId: ids.notary2, reason: '回避' })).status).toBe(403);
    expect((await notary.put('/business/transferApply', { id, toUserId: ids.archivist, reason: '回避' })).body.message).toBe('所选公证员不存在或无相应权限');
    const applied = await notary.put('/business/transferApply', { id, toUserId: ids.notary2, reason: '与申请人有利害关系，需回避' });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({
      handlerId: ids.notary,
      transfers: [{ toUserId: ids.notary2, toName: '周强', fromName: '李明', status: 'PENDING', reason: '与申请人有利害关系，需回避' }],
    });
    expect((await notary.put('/business/transferApply', { id, toUserId: ids.notary2, reason: '再来' })).body).toMatchObject({
      code: 'CONFLICT',
      message: '已有待审批的转办申请',
    });
    const bn = applied.body.data.businessNumber;
    expect((await notices(director)).find((n) => n.title === `业务 ${bn} 申请转办给 周强，待审批`)).toMatchObject({ notifyType: 'STATUS_WAIT_APPROVE' });
    expect((await notary.put('/business/transferApprove', { id })).status).toBe(403);
    expect((await notary2.put('/business/transferApprove', { id })).status).toBe(403);
    expect((await director.put('/business/transferReject', { id })).status).toBe(400);

    const ok = await director.put('/business/transferApprove', { id, opinion: '同意' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ handlerId: ids.notary2, handlerName: '周强', transfers: [{ status: 'APPROVED', opinion: '同意' }] });
    expect(ok.body.data.timeline.map((e: any) => e.action).slice(-2)).toEqual(['transferApply', 'transferApprove']);
    expect((await notices(notary2)).find((n) => n.title === `业务 ${bn} 已转办给您`)).toMatchObject({
      notifyType: 'STATUS_NEW_BUSINESS',
      link: `/business/accept?id=${id}`,
    });
    expect((await notices(notary)).find((n) => n.title.startsWith(`业务 ${bn} 转办已批准`))).toBeTruthy();
    // The new handler now does the handler's steps; the old one no longer can.
    expect((await notary.put('/business/additional', { id, reason: 'x' })).status).toBe(200);
    expect((await notary.put('/business/submitReview', { id })).body.message).toBe('只有承办公证员可以执行此操作');
    expect((await director.put('/business/transferApprove', { id })).body).toMatchObject({ code: 'CONFLICT', message: '该业务没有待审批的转办申请' });
  });

  it('a refused transfer changes nothing but the request; another tenant gets 404', async () => {
    const id = await accepted();
    await notary.put('/business/transferApply', { id, toUserId: ids.notary2, reason: '工作量' });
    expect((await them.put('/business/transferApprove', { id })).status).toBe(404);
    expect((await them.put('/business/transferApply', { id, toUserId: ids.notary2, reason: 'x' })).status).toBe(404);
    const no = await director.put('/business/transferReject', { id, opinion: '不同意' });
    expect(no.body.data).toMatchObject({ handlerId: ids.notary, transfers: [{ status: 'REJECTED', opinion: '不同意' }] });
    expect((await notices(notary)).some((n) => n.notifyType === 'STATUS_APPROVE_REJECT' && n.title.endsWith('转办未批准'))).toBe(true);
  });

  it('GET /business/page?transferPending lists exactly the cases with a pending request', async () => {
    const pending = await accepted();
    const without = await accepted();
    await notary.put('/business/transferApply', { id: pending, toUserId: ids.notary2, reason: '回避' });
    const ids_ = async (transferPending: boolean) =>
      ((await director.get('/business/page', { current: 1, size: 100, transferPending })).body.data.list as any[]).map((r) => r.id);
    expect(await ids_(true)).toContain(pending);
    expect(await ids_(true)).not.toContain(without);
    const rows = (await director.get('/business/page', { current: 1, size: 100, transferPending: true })).body.data.list as any[];
    expect(rows.find((r) => r.id === pending).pendingTransfer).toMatchObject({
      fromName: '李明',
      toName: '周强',
      toUserId: ids.notary2,
      reason: '回避',
      status: 'PENDING',
    });
    expect(await ids_(false)).toContain(without);
    expect(await ids_(false)).not.toContain(pending);
    expect(((await them.get('/business/page', { current: 1, size: 100, transferPending: true })).body.data.list as any[]).map((r) => r.id)).not.toContain(
      pending,
    );
    await director.put('/business/transferReject', { id: pending, opinion: '不同意' });
    expect(await ids_(true)).not.toContain(pending);
  });
});

describe('编辑当事人, 追加收费 and fee confirmation', () => {
  it('replaces the parties before approval, with snapshots, and logs the diff', async () => {
    const id = await accepted();
    const agent = { name: '赵六', idType: 'ID_CARD', idNumber: '11010519491231002X', phone: '13700001111' };
    const res = await assistant.put('/business/parties', {
      id,
      parties: [
        { role: 'APPLICANT', customerType: 'PERSONAL', person },
        { role: 'AGENT', customerType: 'PERSONAL', person: agent },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.parties).toMatchObject([
      { role: 'APPLICANT', name: '王小红' },
      { role: 'AGENT', name: '赵六', snapshot: { idNumber: '11010519491231002X', gender: 'FEMALE' } },
    ]);
    expect(res.body.data.timeline.at(-1)).toMatchObject({ action: 'litigantEdit' });
    const row = (await admin.get('/operate-log/page', { module: 'business', action: 'litigantEdit', current: 1, size: 1 })).body.data.list[0];
    expect((await admin.get('/operate-log', { id: row.id })).body.data.diff).toEqual([
      {
        field: 'parties',
        before: ['APPLICANT:王小红（110101199003078515）'],
        after: ['APPLICANT:王小红（110101199003078515）', 'AGENT:赵六（11010519491231002X）'],
      },
    ]);
    expect((await assistant.put('/business/parties', { id, parties: [{ role: 'AGENT', customerType: 'PERSONAL', person: agent }] })).body.message).toBe(
      '至少需要一名申请人',
    );
    expect((await archivist.put('/business/parties', { id, parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }] })).status).toBe(403);
    expect((await them.put('/business/parties', { id, parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }] })).status).toBe(404);
    await settleFees(ctx, id);
    await notary.put('/business/submitReview', { id });
    expect((await assistant.put('/business/parties', { id, parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }] })).body).toMatchObject({
      code: 'CONFLICT',
      message: '业务当前为“待审批”，不能编辑当事人',
    });
  });

  it('appends fee lines, recomputes the total and needs a new confirmation', async () => {
    const id = await accepted();
    const start = (await finance.get('/business', { id })).body.data;
    expect(start).toMatchObject({ feeConfirmed: true, feeTotalFen: 8000 });
    const res = await finance.post('/business/fees', {
      id,
      fees: [
        { feeType: 'TRANSLATION_FEE', amountFen: 12050, note: '英文译文' },
        { feeType: 'COPY_FEE', amountFen: 1000 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ feeConfirmed: false, feeTotalFen: 21050 });
    expect(res.body.data.fees).toHaveLength(3);
    expect((await notary.put('/business/submitReview', { id })).body.message).toBe('收费尚未结清（须全部收款、记账或经批准减免），不能提交审批');
    expect((await finance.put('/business/fees/confirm', { id })).body.message).toBe('收费尚未结清（须全部收款、记账或经批准减免），不能确认收费');
    await settleFees(ctx, id);
    expect((await assistant.put('/business/fees/confirm', { id })).status).toBe(403);
    expect((await them.put('/business/fees/confirm', { id })).status).toBe(404);
    expect((await them.post('/business/fees', { id, fees: [{ feeType: 'X', amountFen: 100 }] })).status).toBe(404);
    expect((await finance.put('/business/fees/confirm', { id })).body.data).toMatchObject({ feeConfirmed: true, feeTotalFen: 21050 });
    expect((await finance.put('/business/fees/confirm', { id })).body).toMatchObject({ code: 'CONFLICT', message: '收费已确认' });
    expect((await notary.put('/business/submitReview', { id })).status).toBe(200);
  });
});

describe('短信设置 and the SMS outbox', () => {
  it("queues the applicant's SMS per the case setting and sends them after the step", async () => {
    const c = await newCase();
    expect(c.smsEvents).toEqual(['ACCEPTED', 'ADDITIONAL', 'APPROVED', 'CERTIFIED', 'DELIVERED', 'SUSPENDED']);
    expect((await assistant.put('/business/smsSetting', { id: c.id, events: ['ACCEPTED', 'CERTIFIED'] })).status).toBe(403);
    expect((await notary.put('/business/smsSetting', { id: c.id, events: ['CERTIFIED', 'ACCEPTED'] })).body.data.smsEvents).toEqual(['ACCEPTED', 'CERTIFIED']);
    await notary.put('/business/accept', { id: c.id });
    await notary.put('/business/additional', { id: c.id, reason: '缺照片' });
    const outbox = (await notary.get('/business/sms-outbox', { id: c.id })).body.data;
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ event: 'ACCEPTED', phone: '13912345678', recipientName: '王小红', status: 'SENT', error: '', attempts: 1 });
    expect(outbox[0].content).toContain(c.businessNumber);
    expect(outbox[0].sentAt).not.toBeNull();
  });

  it('keeps failures with the error', async () => {
    const c = await newCase();
    const working = smsSender;
    smsSender = {
      send: async () => {
        throw new Error('网关超时');
      },
    };
    try {
      await notary.put('/business/accept', { id: c.id });
    } finally {
      smsSender = working;
    }
    expect((await notary.get('/business/sms-outbox', { id: c.id })).body.data).toMatchObject([{ event: 'ACCEPTED', status: 'FAILED', error: '网关超时' }]);
    expect((await notary.get('/business', { id: c.id })).body.data.status).toBe('ACCEPTED');
  });

  it('gives another tenant nothing', async () => {
    const c = await newCase();
    expect((await them.get('/business/sms-outbox', { id: c.id })).status).toBe(404);
    expect((await them.put('/business/smsSetting', { id: c.id, events: [] })).status).toBe(404);
    expect((await archivist.get('/business/sms-outbox', { id: c.id })).status).toBe(403);
    expect((await notary.get('/business', { id: c.id })).body.data.smsEvents).toHaveLength(6);
  });
});

const upload = (token: string, name: string, bytes: Buffer) => uploadFile(ctx, token, name, bytes);

/** The entries of a zip (stored, not deflated), read from its central directory. */
function unzip(buf: Buffer): Record<string, Buffer> {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const out: Record<string, Buffer> = {};
  for (let i = 0; i < count; i++) {
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    const local = buf.readUInt32LE(at + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    out[name] = buf.subarray(start, start + size);
    at += 46 + nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return out;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('出生医学证明 扫描件'.repeat(50)), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]);

describe('file upload and 材料打包', () => {
  let tokens: Record<string, string>;
  beforeAll(async () => {
    tokens = { assistant: await ctx.login('assistant'), other: await ctx.login('more_other', 'Other@2026') };
  });

  it('stores an upload per tenant, checks its type by magic bytes and its size while streaming', async () => {
    const up = await upload(tokens.assistant, '出生医学证明.pdf', PDF);
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({
      name: '出生医学证明.pdf',
      fileName: '出生医学证明.pdf',
      mime: 'application/pdf',
      size: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    expect(up.body.data.ossUrl).toMatch(/^\/api\/file\/[0-9a-f]{32}$/);
    const back = await ctx.app.inject({ method: 'GET', url: up.body.data.ossUrl, headers: { satoken: tokens.assistant } });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(PDF)).toBe(true);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect((await ctx.app.inject({ method: 'GET', url: up.body.data.ossUrl, headers: { satoken: tokens.other } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: up.body.data.ossUrl })).statusCode).toBe(401);

    const fake = await upload(tokens.assistant, 'evil.pdf', Buffer.from('<script>alert(1)</script>'));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toMatch(/^不支持的文件类型/);
    const big = await upload(tokens.assistant, 'big.png', Buffer.concat([PNG, Buffer.alloc(200 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('FILE_TOO_LARGE');
  });

  it('packages every material of a case with a manifest of SHA-256 hashes', async () => {
    const pdf = (await upload(tokens.assistant, 'birth.pdf', PDF)).body.data;
    const png = (await upload(tokens.assistant, 'hukou.png', PNG)).body.data;
    const theirs = (await upload(tokens.other, 'x.png', PNG)).body.data;
    const materials = [
      { name: '出生医学证明', kind: '身份材料', fileUrl: pdf.ossUrl, originalSeen: true },
      { name: '户口簿', fileUrl: png.ossUrl },
      { name: '身份证', status: 'MISSING' },
    ];
    const refused = await assistant.post('/business', caseBody({ materials: [...materials, { name: '他处文件', fileUrl: theirs.ossUrl }] }));
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '材料「他处文件」的文件须为本机构已上传的文件，请重新上传' });
    const c = await newCase({ materials });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/business/material-package?id=${c.id}`, headers: { satoken: tokens.assistant } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzip(res.rawPayload);
    const manifest = JSON.parse(zip['manifest.json'].toString('utf8'));
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(manifest).toMatchObject({
      businessNumber: c.businessNumber,
      materials: [
        {
          name: '出生医学证明',
          kind: '身份材料',
          status: 'RECEIVED',
          originalSeen: true,
          file: 'materials/01-出生医学证明.pdf',
          size: PDF.length,
          sha256: sha(PDF),
        },
        { name: '户口簿', file: 'materials/02-户口簿.png', sha256: sha(PNG) },
        { name: '身份证', status: 'MISSING', file: null, sha256: null },
      ],
    });
    expect(zip['materials/01-出生医学证明.pdf'].equals(PDF)).toBe(true);
    expect(sha(zip['materials/02-户口簿.png'])).toBe(manifest.materials[1].sha256);
    expect(Object.keys(zip)).toHaveLength(3);

    expect((await ctx.app.inject({ method: 'GET', url: `/api/business/material-package?id=${c.id}`, headers: { satoken: tokens.other } })).statusCode).toBe(
      404,
    );
    expect((await archivist.get('/business/material-package', { id: c.id })).status).toBe(403);
  });
});

describe("当事人 across cases, statistics, and the case page's notices and log", () => {
  it('lists parties once per customer with their cases', async () => {
    const page = (await assistant.get('/business/litigant/page', { keyword: '110101199003078515', current: 1, size: 10 })).body.data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ customerType: 'PERSONAL', name: '王小红', idNumber: '110101199003078515', phone: '13912345678' });
    expect(page.list[0].caseCount).toBeGreaterThan(5);
    expect(page.list[0].cases.length).toBe(page.list[0].caseCount);
    expect(page.list[0].cases[0]).toMatchObject({ role: 'APPLICANT', itemNames: ['出生'] });
    const agents = (await assistant.get('/business/litigant/page', { role: 'AGENT' })).body.data;
    expect(agents.list.map((p: any) => p.name)).toEqual(['赵六']);
    expect((await archivist.get('/business/litigant/page')).status).toBe(403);
    expect((await them.get('/business/litigant/page')).body.data.total).toBe(0);
  });

  it('counts cases by status, item, category, handler and month within a time range', async () => {
    const all = (await notary.get('/business/statistics')).body.data;
    expect(all.total).toBeGreaterThan(5);
    const sum = (b: { count: number }[]) => b.reduce((s, x) => s + x.count, 0);
    expect(sum(all.byStatus)).toBe(all.total);
    expect(sum(all.byMonth)).toBe(all.total);
    expect(all.byItem).toContainEqual({ key: String(birth.id), name: '出生', count: all.total });
    expect(all.byCategory).toContainEqual({ key: '国内民事', name: '国内民事', count: all.total });
    expect(all.byStatus.find((b: any) => b.key === 'ACCEPTED')).toMatchObject({ name: '已受理' });
    expect(all.byHandler.map((b: any) => b.name)).toEqual(expect.arrayContaining(['李明', '周强']));
    expect(all.byMonth[0].key).toMatch(/^\d{4}-\d{2}$/);
    const none = (await notary.get('/business/statistics', { to: '2000-01-01T00:00:00Z' })).body.data;
    expect(none).toEqual({ total: 0, byStatus: [], byItem: [], byCategory: [], byHandler: [], byMonth: [] });
    expect((await assistant.get('/business/statistics')).status).toBe(403);
    expect((await them.get('/business/statistics')).body.data.total).toBe(0);
  });

  it('shows the notices sent about a case and its log entries on GET /business only', async () => {
    const id = await accepted();
    await notary.put('/business/additional', { id, reason: '缺照片' });
    const d = (await notary.get('/business', { id })).body.data;
    expect(d.notices.map((n: any) => [n.notifyType, n.recipientName])).toEqual([
      ['NEW_BUSINESS_NOTIFY', '李明'],
      ['STATUS_ACCEPTED', '张婷'],
    ]);
    expect(d.logs.map((l: any) => l.action)).toEqual(['create', 'accept', 'additional']);
    expect(d.logs[0]).toMatchObject({ userName: '张婷', result: 'SUCCESS' });
    expect((await notary.put('/business/additional/received', { id })).body.data.notices).toBeUndefined();
    expect((await them.get('/business', { id })).status).toBe(404);
  });
});
