import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { caseItems, cases } from '../src/db/schema.ts';
import { settleFees } from './finance-fixtures.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';
import { intakeSchema } from './form-samples.ts';
import { PICKUP, readyToIssue } from './case-document-setup.ts';
import { approveAllSteps } from './case-approval-helpers.ts';

let ctx: TestContext;
let admin: Client, assistant: Client, notary: Client, director: Client, archivist: Client;
let ids: Record<string, number>;
let birth: any;
const year = new Date().getFullYear();

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, assistant, notary, director, archivist] = await Promise.all(
    ['office_admin', 'assistant', 'notary', 'director', 'archivist'].map(async (a) => client(ctx, await ctx.login(a))),
  );
  director = client(ctx, await directorToken());
  ids = Object.fromEntries(await Promise.all(['assistant', 'notary', 'director', 'archivist'].map(async (a) => [a, await userIdOf(ctx.db, a)])));
  const tree = (await admin.get('/notarization-item/tree', { name: '出生' })).body.data;
  birth = tree[0].children[0].children[0];
  const form = (await admin.post('/form', { name: '出生受理表', code: 'birthIntake', schema: intakeSchema() })).body.data;
  await admin.put('/form/publish', { id: form.id, version: 1 });
  await admin.put('/notarization-item/config', { itemId: birth.id, formId: form.id });
});
afterAll(() => ctx.close());

/** The director signed in with the approver role active (they also hold the notary role, active by default). */
async function directorToken(role = 'director') {
  const token = await ctx.login('director');
  const me = (await client(ctx, token).get('/auth/current-user')).body.data;
  await client(ctx, token).put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === role).id });
  return token;
}

const person = { name: '陈小明', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' };
const newCase = (over: Record<string, unknown> = {}) => ({
  itemIds: [birth.id],
  parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }],
  handlerId: ids.notary,
  assistantId: ids.assistant,
  purpose: '探亲',
  useCountry: 'US',
  language: 'en',
  copies: 2,
  formData: { contactName: '陈小明', contactPhone: '13912345678' },
  materials: birth.materials.map((m: any) => ({ name: m.name, kind: '身份材料', originalSeen: true })),
  feeConfirmed: true,
  ...over,
});
const notices = async (c: Client) => (await c.get('/notify-message/my-page', { current: 1, size: 50 })).body.data.list as any[];
const put = (c: Client, action: string, body: Record<string, unknown>) => c.put(`/business/${action}`, body);

describe('a case from acceptance to archive', () => {
  let id: number;

  it('creates a case: number, items, parties saved as customers with a snapshot, validated intake form, fees; the handler is notified', async () => {
    const before = (await assistant.get('/business/page')).body.data.total;
    const bad = await assistant.post('/business', newCase({ formData: { contactPhone: '123' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^受理表单填写有误：/);
    expect((await assistant.post('/business', newCase({ handlerId: ids.archivist }))).body.message).toBe('所选承办公证员不存在或无相应权限');
    expect((await assistant.get('/business/page')).body.data.total).toBe(before);

    const created = await assistant.post('/business', newCase());
    expect(created.status).toBe(200);
    const c = created.body.data;
    id = c.id;
    expect(c.businessNumber).toMatch(/^SL\d{8}\d{4}$/);
    expect(c).toMatchObject({
      status: 'NEW',
      handlerId: ids.notary,
      handlerName: '李明',
      itemNames: ['出生'],
      applicants: ['陈小明'],
      copies: 2,
      formVersion: 1,
      items: [{ itemName: '出生', parentItemName: '身份与资格', categoryName: '国内民事', certificateNumber: '' }],
      parties: [
        { role: 'APPLICANT', customerType: 'PERSONAL', name: '陈小明', snapshot: { idNumber: '110101199003078515', birthDate: '1990-03-07', gender: 'MALE' } },
      ],
      fees: [{ feeType: 'NOTARY_FEE', amountFen: 8000, note: '出生' }],
      timeline: [{ action: 'create', toStatus: 'NEW', actorName: '张婷' }],
    });
    expect((await assistant.get('/customer/personal/page', { idNumber: '110101199003078515' })).body.data.total).toBe(1);
    expect((await notices(notary)).find((n) => n.notifyType === 'NEW_BUSINESS_NOTIFY')).toMatchObject({
      business: { businessNumber: c.businessNumber, itemName: '出生', parentItemName: '身份与资格', applicant: '陈小明' },
    });
  });

  it('is accepted and submitted by the handling notary only; approvers are notified', async () => {
    expect((await put(client(ctx, await directorToken('notary')), 'accept', { id })).body).toMatchObject({
      code: 'FORBIDDEN',
      message: '只有承办公证员可以执行此操作',
    });
    expect((await put(director, 'accept', { id })).body).toMatchObject({ code: 'FORBIDDEN', message: '您没有执行此操作的权限' });
    expect((await put(assistant, 'accept', { id })).status).toBe(403);
    expect((await put(notary, 'accept', { id })).body.data).toMatchObject({ status: 'ACCEPTED' });
    await settleFees(ctx, id);
    const submitted = (await put(notary, 'submitReview', { id })).body.data;
    expect(submitted.status).toBe('WAIT_APPROVE');
    expect(submitted.dates.submittedAt).toBeTruthy();
    // The seeded flow's first step (部门负责人审核: 李明 heads his department himself, so the administrator) is told.
    expect((await notices(admin)).some((n) => n.notifyType === 'APPROVAL_WAIT' && n.link === `/business/approve?id=${id}`)).toBe(true);
    expect((await notices(notary)).some((n) => n.notifyType === 'STATUS_WAIT_APPROVE' || n.notifyType === 'APPROVAL_WAIT')).toBe(false);
  });

  it('refused transitions change nothing', async () => {
    const before = (await notary.get('/business', { id })).body.data;
    expect((await put(archivist, 'archive', { id, archiveNumber: 'A1' })).body).toMatchObject({
      code: 'CONFLICT',
      message: '业务当前为“待审批”，不能执行此操作',
    });
    expect((await put(notary, 'approve', { id })).status).toBe(403);
    expect((await put(admin, 'reject', { id })).body.message).toBe('驳回须填写审批意见');
    // Only the case page's log grows: refused attempts are recorded there as failures.
    const { logs, ...after } = (await notary.get('/business', { id })).body.data;
    const { logs: logsBefore, ...rest } = before;
    expect(after).toEqual(rest);
    expect(logs.slice(logsBefore.length).map((l: any) => [l.action, l.result])).toEqual([
      ['archive', 'FAILURE'],
      ['approve', 'FAILURE'],
      ['reject', 'FAILURE'],
    ]);
  });

  it('is rejected with an opinion, reworked, then approved through both steps with a certificate number from the category rule', async () => {
    expect((await put(admin, 'approve', { id })).body.data).toMatchObject({ status: 'WAIT_APPROVE', approval: { stepName: '主任审批' } });
    expect((await put(director, 'reject', { id, opinion: '出生医学证明不清晰' })).body.data).toMatchObject({
      status: 'APPROVE_REJECT',
      approverId: ids.director,
      approvalOpinion: '出生医学证明不清晰',
    });
    expect((await notices(notary)).some((n) => n.notifyType === 'STATUS_APPROVE_REJECT')).toBe(true);
    await put(notary, 'submitReview', { id });
    const approved = (await approveAllSteps(ctx, id, '同意')).body.data;
    expect(approved.status).toBe('APPROVE_PASS');
    expect(approved.items[0].certificateNumber).toBe(`（${year}）京长安内民证字第00001号`);
    expect((await notices(notary)).some((n) => n.notifyType === 'STATUS_APPROVE_PASS')).toBe(true);
  });

  it('is issued, delivered and archived, with notices to the assistant and the archivists and the full timeline', async () => {
    await readyToIssue(ctx, notary, id);
    expect((await put(notary, 'issue', { id })).body.data.status).toBe('CERTIFIED');
    expect((await notices(assistant)).some((n) => n.notifyType === 'CERTIFICATE_NOTIFY')).toBe(true);
    expect((await put(notary, 'send', { id, delivery: PICKUP })).body.data.status).toBe('WAIT_ARCHIVES');
    expect((await notices(archivist)).some((n) => n.notifyType === 'STATUS_WAIT_ARCHIVES')).toBe(true);
    // The archive number comes from the numbering rule (per year and category); a hand-typed one is ignored.
    const archived = (await put(archivist, 'archive', { id, archiveNumber: 'typed-by-hand', volumeType: 'SECRET', retentionYears: 30 })).body.data;
    expect(archived).toMatchObject({ status: 'ARCHIVED', archiveNumber: `${year}-内民-00001`, volumeType: 'SECRET', retentionYears: 0 });
    expect(archived.timeline.map((e: any) => `${e.action}:${e.actorName}`)).toEqual([
      'create:张婷',
      'accept:李明',
      'submitReview:李明',
      'approveStep:赵敏',
      'reject:王建国',
      'submitReview:李明',
      'approveStep:赵敏',
      'approve:王建国',
      'issue:李明',
      'send:李明',
      'archive:刘洋',
    ]);
    for (const k of ['acceptedAt', 'submittedAt', 'approvedAt', 'certifiedAt', 'deliveredAt', 'archivedAt']) expect(archived.dates[k]).toBeTruthy();
    const log = (await admin.get('/operate-log/page', { module: 'business', size: 50 })).body.data.list.map((e: any) => e.action);
    expect(log).toEqual(expect.arrayContaining(['create', 'accept', 'submitReview', 'reject', 'approve', 'issue', 'send', 'archive']));
  });

  it('never lets the handling notary approve their own case: nobody else could decide 主任审批, so it is not submitted', async () => {
    const own = (await assistant.post('/business', newCase({ handlerId: ids.director, parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }] })))
      .body.data;
    const asNotary = client(ctx, await directorToken('notary'));
    await put(asNotary, 'accept', { id: own.id });
    await settleFees(ctx, own.id);
    const submit = await put(asNotary, 'submitReview', { id: own.id });
    expect(submit.status).toBe(400);
    expect(submit.body.message).toBe('审批流程“公证业务审批”第 2 步“主任审批”没有可审批的在岗人员（申请人不能审批自己的申请），请在流程配置中调整');
    expect((await put(asNotary, 'approve', { id: own.id })).status).toBe(403);
    expect((await put(director, 'approve', { id: own.id })).body).toMatchObject({ code: 'FORBIDDEN', message: '承办公证员不能审批自己承办的业务' });
    expect((await director.get('/business', { id: own.id })).body.data.status).toBe('ACCEPTED');
  });

  it('refuses submitting without required materials or confirmed fees', async () => {
    const c = (await assistant.post('/business', newCase({ materials: [], feeConfirmed: false }))).body.data;
    await put(notary, 'accept', { id: c.id });
    expect((await put(notary, 'submitReview', { id: c.id })).body.message).toMatch(/^缺少必需材料：申请人身份证件、户口簿、出生医学证明$/);
  });

  it('terminates a case through the special flow', async () => {
    const c = (await assistant.post('/business', newCase())).body.data;
    await put(notary, 'accept', { id: c.id });
    expect((await put(notary, 'specialFlowLaunch', { id: c.id, specialKind: 'TERMINATE' })).body.message).toBe('发起特殊流程须填写原因');
    expect((await put(notary, 'specialFlowLaunch', { id: c.id, specialKind: 'TERMINATE', reason: '申请人撤回' })).body.data).toMatchObject({
      status: 'SPECIAL_PENDING',
      statusBeforeSpecial: 'ACCEPTED',
    });
    expect((await notices(director)).some((n) => n.notifyType === 'SUSPEND_NOTIFY')).toBe(true);
    expect((await put(director, 'approveSpecial', { id: c.id })).body.data).toMatchObject({
      status: 'SUSPENDED',
      specialKind: 'TERMINATE',
      specialReason: '申请人撤回',
    });
    expect((await notices(notary)).some((n) => n.notifyType === 'STATUS_SUSPENDED')).toBe(true);
    expect((await put(notary, 'closeSuspended', { id: c.id })).body.data.status).toBe('WAIT_ARCHIVES');
  });

  it('searches by number, item, party, status, handler and date', async () => {
    const all = (await director.get('/business/page', { size: 50 })).body.data;
    expect(all.total).toBe(4);
    const first = (await director.get('/business', { id })).body.data;
    expect((await director.get('/business/page', { businessNumber: first.businessNumber })).body.data.list.map((r: any) => r.id)).toEqual([id]);
    expect((await director.get('/business/page', { status: 'ARCHIVED' })).body.data.total).toBe(1);
    expect((await director.get('/business/page', { party: '1101011990' })).body.data.total).toBe(4);
    expect((await director.get('/business/page', { party: '无此人' })).body.data.total).toBe(0);
    expect((await director.get('/business/page', { handlerId: ids.director })).body.data.total).toBe(1);
    expect((await director.get('/business/page', { itemId: birth.id, from: new Date(Date.now() - 3600_000).toISOString() })).body.data.total).toBe(4);
    expect((await director.get('/business/page', { to: '2000-01-01T00:00:00Z' })).body.data.total).toBe(0);
    expect((await client(ctx, await ctx.login('finance')).get('/business/page')).status).toBe(200);
  });

  it('gives another tenant nothing and changes nothing', async () => {
    const other = await createOffice(ctx.db, '另一公证处', 'biz_other', ['*']);
    const them = client(ctx, await ctx.login('biz_other', other.password));
    const before = (await notary.get('/business', { id })).body.data;
    expect((await them.get('/business', { id })).status).toBe(404);
    expect((await them.get('/business/page')).body.data.total).toBe(0);
    for (const action of ['accept', 'approve', 'archive', 'specialFlowLaunch'])
      expect((await put(them, action, { id, archiveNumber: 'x', reason: 'x', specialKind: 'TERMINATE' })).status).toBe(404);
    expect((await notary.get('/business', { id })).body.data).toEqual(before);
  });
});

describe('certificate numbers under concurrency', () => {
  it('gives parallel approvals distinct consecutive numbers', async () => {
    const n = ctx.db.kind === 'postgres' ? 200 : 40;
    const itemCase = (i: number) => ({
      tenantId: DEMO_TENANT_ID,
      businessNumber: `PAR${String(i).padStart(4, '0')}`,
      status: 'WAIT_APPROVE',
      handlerId: ids.notary,
      feeConfirmed: true,
    });
    const caseIds = await asSystem(ctx.db, async (tx) => {
      const rows = await tx
        .insert(cases)
        .values(Array.from({ length: n }, (_, i) => itemCase(i)))
        .returning({ id: cases.id });
      await tx.insert(caseItems).values(rows.map((r) => ({ tenantId: DEMO_TENANT_ID, caseId: r.id, itemId: birth.id, itemName: '出生' })));
      return rows.map((r) => r.id);
    });
    const token = await directorToken();
    const answers = await Promise.all(caseIds.map((cid) => client(ctx, token).put('/business/approve', { id: cid })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const numbers = answers.map((a) => a.body.data.items[0].certificateNumber as string);
    expect(new Set(numbers).size).toBe(n);
    const seqs = numbers.map((x) => Number(/第(\d{5})号$/.exec(x)![1])).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: n }, (_, i) => seqs[0] + i));
    expect(numbers.every((x) => x.startsWith(`（${year}）京长安内民证字第`))).toBe(true);
  });
});
