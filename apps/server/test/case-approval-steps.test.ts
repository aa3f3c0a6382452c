import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { settleFees } from './finance-fixtures.ts';
import { createOffice, userIdOf } from './fixtures.ts';
import { flowApprovers } from './case-approval-helpers.ts';

/** 公证业务审批 through the seeded two-step flow (部门负责人审核 → 主任审批), and in one step without a flow. */

let ctx: TestContext;
let assistant: Client, notary: Client, admin: Client, director: Client;
let ids: Record<string, number>;
let birth: any;
const year = new Date().getFullYear();

beforeAll(async () => {
  ctx = await createTestContext();
  [assistant, notary] = await Promise.all(['assistant', 'notary'].map(async (a) => client(ctx, await ctx.login(a))));
  ({ first: admin, last: director } = await flowApprovers(ctx));
  ids = Object.fromEntries(await Promise.all(['assistant', 'notary', 'director', 'office_admin'].map(async (a) => [a, await userIdOf(ctx.db, a)])));
  birth = (await assistant.get('/notarization-item/tree', { name: '出生' })).body.data[0].children[0].children[0];
});
afterAll(() => ctx.close());

const put = (c: Client, action: string, body: Record<string, unknown>) => c.put(`/business/${action}`, body);
const read = async (c: Client, id: number) => (await c.get('/business', { id })).body.data;
const awaiting = async (c: Client) => ((await c.get('/business/page', { awaitingMe: true, size: 50 })).body.data.list as any[]).map((r) => r.id);

/** A 出生 case of 李明's, accepted, its fees settled and submitted for approval. */
async function submitted(handler = 'notary') {
  const c = (
    await assistant.post('/business', {
      itemIds: [birth.id],
      parties: [
        { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '陈小明', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' } },
      ],
      handlerId: ids[handler],
      assistantId: ids.assistant,
      formData: {},
      materials: birth.materials.map((m: any) => ({ name: m.name, kind: '身份材料', originalSeen: true })),
      feeConfirmed: true,
    })
  ).body.data;
  const handling = handler === 'notary' ? notary : client(ctx, await ctx.login(handler));
  expect((await put(handling, 'accept', { id: c.id })).status).toBe(200);
  await settleFees(ctx, c.id);
  const s = await put(handling, 'submitReview', { id: c.id });
  return { id: c.id as number, businessNumber: c.businessNumber as string, submit: s };
}

/** The running request of a case, as 办公审批 lists it to `c`. */
async function requestOf(c: Client, businessNumber: string) {
  const list = (await c.get('/approval/pending', { kind: 'caseApproval', size: 50 })).body.data.list as any[];
  return list.find((r) => r.summary.startsWith(businessNumber));
}

describe('a two-step 公证业务审批', () => {
  let id: number;
  let businessNumber: string;

  it('starts a request at submission: the case waits at 部门负责人审核, decided by 赵敏 only', async () => {
    ({ id, businessNumber } = await submitted());
    const c = await read(admin, id);
    expect(c.status).toBe('WAIT_APPROVE');
    expect(c.approval).toMatchObject({
      flowName: '公证业务审批',
      currentStep: 0,
      stepCount: 2,
      stepName: '部门负责人审核',
      lastStep: false,
      approverNames: ['赵敏'],
      steps: [
        { name: '部门负责人审核', state: 'CURRENT' },
        { name: '主任审批', state: 'WAITING' },
      ],
    });
    expect(c.abilities).toEqual(['approve', 'reject']);
    expect((await read(director, id)).abilities).toEqual([]);
    expect(await awaiting(admin)).toContain(id);
    expect(await awaiting(director)).not.toContain(id);
    // The 工作台 lists the case once, under 待审批, not again under 待我审批.
    const groups = (await admin.get('/dashboard/my-todo')).body.data.groups as { step: string; list: { id: number; businessNumber: string }[] }[];
    expect(groups.find((g) => g.step === 'approve')?.list.map((r) => r.id)).toContain(id);
    expect(groups.find((g) => g.step === 'approval')?.list.map((r) => r.businessNumber) ?? []).not.toContain('公证业务审批');
    // The step's approver is told, with a link to the case on 审批.
    const notices = (await admin.get('/notify-message/my-page', { current: 1, size: 50 })).body.data.list as any[];
    expect(notices.find((n) => n.notifyType === 'APPROVAL_WAIT' && n.title.includes(businessNumber))).toMatchObject({ link: `/business/approve?id=${id}` });
  });

  it('refuses the director before his step, the handling notary always, and a rejection without an opinion', async () => {
    expect((await put(director, 'approve', { id })).body).toMatchObject({
      code: 'FORBIDDEN',
      message: '该业务正在“公证业务审批”第 1/2 步“部门负责人审核”，您不是这一步的审批人',
    });
    expect((await put(notary, 'approve', { id })).status).toBe(403);
    expect((await put(admin, 'reject', { id })).body.message).toBe('驳回须填写审批意见');
    const request = await requestOf(admin, businessNumber);
    expect((await director.put('/approval/approve', { id: request.id })).status).toBe(404);
    // The applicant cannot take it back: only a decision moves a case out of 待审批.
    const mine = (await notary.get('/approval/detail', { id: request.id })).body.data;
    expect(mine.abilities).toEqual({ decide: false, withdraw: false });
    expect((await notary.put('/approval/withdraw', { id: request.id })).body).toMatchObject({ code: 'CONFLICT' });
    expect((await read(admin, id)).approval.currentStep).toBe(0);
  });

  it('needs both steps before the certificate number is allocated', async () => {
    const first = await put(admin, 'approve', { id, opinion: '材料齐全' });
    expect(first.body.message).toBe('已同意，转“主任审批”审批');
    const waiting = first.body.data;
    expect(waiting.status).toBe('WAIT_APPROVE');
    expect(waiting.items[0].certificateNumber).toBe('');
    expect(waiting.dates.approvedAt).toBeNull();
    expect(waiting.approval).toMatchObject({ currentStep: 1, stepName: '主任审批', lastStep: true, approverNames: ['王建国'] });
    expect(waiting.timeline.at(-1)).toMatchObject({
      action: 'approveStep',
      fromStatus: 'WAIT_APPROVE',
      toStatus: 'WAIT_APPROVE',
      actorName: '赵敏',
      note: '第 1/2 步“部门负责人审核”同意：材料齐全；转“主任审批”',
    });
    expect(waiting.abilities).toEqual([]);
    expect(await awaiting(admin)).not.toContain(id);
    expect(await awaiting(director)).toContain(id);
    expect((await read(director, id)).abilities).toEqual(['approve', 'reject']);

    const passed = (await put(director, 'approve', { id, opinion: '同意出证' })).body.data;
    expect(passed).toMatchObject({ status: 'APPROVE_PASS', approverId: ids.director, approvalOpinion: '同意出证' });
    expect(passed.items[0].certificateNumber).toBe(`（${year}）京长安内民证字第00001号`);
    expect(passed.approval).toBeUndefined();
    expect(passed.timeline.slice(-2).map((e: any) => `${e.action}:${e.actorName}`)).toEqual(['approveStep:赵敏', 'approve:王建国']);
    // The notary hears it once, as for a single-step approval (linked to the case on their page), not again from the engine.
    const told = ((await notary.get('/notify-message/my-page', { current: 1, size: 50 })).body.data.list as any[]).filter((n) =>
      n.title.includes(businessNumber),
    );
    expect(told.map((n) => n.notifyType).filter((t) => t !== 'NEW_BUSINESS_NOTIFY')).toEqual(['STATUS_APPROVE_PASS']);
    const request = ((await notary.get('/approval/mine', { kind: 'caseApproval', size: 50 })).body.data.list as any[]).find((r) =>
      r.summary.startsWith(businessNumber),
    );
    const done = (await notary.get('/approval/detail', { id: request.id })).body.data;
    expect(done.status).toBe('APPROVED');
    expect(done.decisions.map((d: any) => `${d.stepName}:${d.approverName}:${d.decision}`)).toEqual(['部门负责人审核:赵敏:APPROVE', '主任审批:王建国:APPROVE']);
    expect(done.lines).toEqual(expect.arrayContaining([{ label: '业务编号', value: businessNumber }]));
  });

  it('is decided from 办公审批 too: a rejection at the last step returns the case to its notary, and a new submission starts again', async () => {
    const c = await submitted();
    expect((await admin.put('/approval/approve', { id: (await requestOf(admin, c.businessNumber)).id, opinion: '同意' })).status).toBe(200);
    const request = await requestOf(director, c.businessNumber);
    expect((await director.put('/approval/reject', { id: request.id, opinion: '公证员须核实出生医学证明' })).status).toBe(200);
    const rejected = await read(notary, c.id);
    expect(rejected).toMatchObject({ status: 'APPROVE_REJECT', approverId: ids.director, approvalOpinion: '公证员须核实出生医学证明' });
    expect(rejected.items[0].certificateNumber).toBe('');
    expect(rejected.timeline.slice(-2).map((e: any) => `${e.action}:${e.actorName}`)).toEqual(['approveStep:赵敏', 'reject:王建国']);

    expect((await put(notary, 'submitReview', { id: c.id })).body.data.approval).toMatchObject({ currentStep: 0, stepName: '部门负责人审核' });
    // A rejection at the first step ends it too.
    expect((await put(admin, 'reject', { id: c.id, opinion: '缺少户口簿原件' })).body.data).toMatchObject({
      status: 'APPROVE_REJECT',
      approverId: ids.office_admin,
    });
  });

  it('refuses a submission nobody but the applicant could approve, and changes nothing', async () => {
    const c = await submitted('director');
    expect(c.submit.status).toBe(400);
    expect(c.submit.body.message).toMatch(/第 2 步“主任审批”没有可审批的在岗人员/);
    expect((await read(admin, c.id)).status).toBe('ACCEPTED');
  });
});

describe('without an enabled 公证业务审批 flow', () => {
  it('approves in one step, as before', async () => {
    const flows = (await admin.get('/flow/page', { size: 50 })).body.data.list as any[];
    const flow = flows.find((f) => f.code === 'businessApprove');
    const steps = flow.steps.map((s: any) => ({ name: s.name, approverType: s.approverType, approverId: s.approverId }));
    const save = (enabled: boolean) => admin.put('/flow', { id: flow.id, name: flow.name, code: flow.code, category: flow.category, enabled, steps });
    expect((await save(false)).status).toBe(200);
    try {
      const c = await submitted();
      expect((await read(director, c.id)).approval).toBeUndefined();
      expect(await awaiting(director)).toContain(c.id);
      expect(await awaiting(admin)).toContain(c.id);
      const passed = (await put(director, 'approve', { id: c.id })).body.data;
      expect(passed.status).toBe('APPROVE_PASS');
      expect(passed.items[0].certificateNumber).toMatch(/^（\d{4}）京长安内民证字第\d{5}号$/);
    } finally {
      await save(true);
    }
  });

  it('another office sees nothing of the demo office cases', async () => {
    const other = await createOffice(ctx.db, '另一公证处', 'caseflow_other', ['*']);
    const them = client(ctx, await ctx.login('caseflow_other', other.password));
    expect((await them.get('/business/page', { awaitingMe: true })).body.data.total).toBe(0);
    expect((await them.get('/approval/pending', { kind: 'caseApproval' })).body.data.total).toBe(0);
  });
});
