import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleFees } from './finance-fixtures.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { userIdOf } from './fixtures.ts';
import { readyToIssue } from './case-document-setup.ts';
import { approveAllSteps } from './case-approval-helpers.ts';

let ctx: TestContext;
let admin: Client, assistant: Client, notary: Client, director: Client;
let ids: Record<string, number>;
let exemptItem: number, birthItem: number;
const year = new Date().getFullYear();

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, assistant, notary] = await Promise.all(['office_admin', 'assistant', 'notary'].map(async (a) => client(ctx, await ctx.login(a))));
  const token = await ctx.login('director');
  const me = (await client(ctx, token).get('/auth/current-user')).body.data;
  await client(ctx, token).put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === 'director').id });
  director = client(ctx, token);
  ids = Object.fromEntries(await Promise.all(['assistant', 'notary'].map(async (a) => [a, await userIdOf(ctx.db, a)])));
  const birth = (await admin.get('/notarization-item/tree', { name: '出生' })).body.data[0].children[0].children[0];
  birthItem = birth.id;
  const created = await admin.post('/notarization-item', {
    parentId: birth.parentId,
    level: 'ITEM',
    name: '无犯罪记录',
    code: 'EXEMPT01',
    approvalRequired: false,
  });
  expect(created.body.data).toMatchObject({ approvalRequired: false });
  exemptItem = created.body.data.id;
});
afterAll(() => ctx.close());

const newCase = (itemIds: number[]) => ({
  itemIds,
  parties: [
    { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '周晓燕', idType: 'ID_CARD', idNumber: '110101198805126529', phone: '13811112222' } },
  ],
  handlerId: ids.notary,
  assistantId: ids.assistant,
  materials: ['申请人身份证件', '户口簿', '出生医学证明'].map((name) => ({ name, originalSeen: true })),
  fees: [{ feeType: 'NOTARY_FEE', amountFen: 6000 }],
  feeConfirmed: true,
});
const accepted = async (itemIds: number[]) => {
  const res = await assistant.post('/business', newCase(itemIds));
  expect(res.body.message).toBe('业务已创建');
  const c = res.body.data;
  expect((await notary.put('/business/accept', { id: c.id })).body.data.status).toBe('ACCEPTED');
  await settleFees(ctx, c.id);
  return c.id as number;
};
const notices = async (c: Client) => (await c.get('/notify-message/my-page', { current: 1, size: 50 })).body.data.list as any[];

describe('免审批: a case whose items need no approval', () => {
  it('passes on submission with its certificate number, the timeline says 免审批, the assistant is told and the applicant gets the pass SMS', async () => {
    const id = await accepted([exemptItem]);
    const res = await notary.put('/business/submitReview', { id });
    expect(res.body).toMatchObject({ success: true, message: '免审批，审批通过' });
    const c = res.body.data;
    expect(c).toMatchObject({ status: 'APPROVE_PASS', approverId: null, approvalOpinion: '免审批' });
    expect(c.items[0].certificateNumber).toBe(`（${year}）京长安内民证字第00001号`);
    expect(c.dates.submittedAt).toBeTruthy();
    expect(c.dates.approvedAt).toBeTruthy();
    expect(c.timeline.at(-1)).toMatchObject({ action: 'submitReview', fromStatus: 'ACCEPTED', toStatus: 'APPROVE_PASS', actorName: '李明', note: '免审批' });

    const pass = (await notices(assistant)).find((n) => n.notifyType === 'STATUS_APPROVE_PASS' && n.business.businessNumber === c.businessNumber);
    expect(pass).toMatchObject({ title: `业务 ${c.businessNumber} 免审批，审批通过` });
    expect((await notices(director)).some((n) => n.notifyType === 'STATUS_WAIT_APPROVE' && n.business.businessNumber === c.businessNumber)).toBe(false);
    expect((await notary.get('/business/sms-outbox', { id })).body.data.map((m: any) => m.event)).toEqual(['ACCEPTED', 'APPROVED']);
    const log = (await admin.get('/operate-log/page', { module: 'business', size: 50 })).body.data.list;
    expect(log.find((e: any) => e.action === 'submitReview' && e.message.startsWith(c.businessNumber))?.message).toBe(
      `${c.businessNumber}：已受理 → 审批通过（免审批）`,
    );

    // From here it is an ordinary approved case: the handler issues the certificate.
    await readyToIssue(ctx, notary, id);
    expect((await notary.put('/business/issue', { id })).body.data.status).toBe('CERTIFIED');
  });

  it('still goes to approval when any one item requires it, and gets no number before approval', async () => {
    const id = await accepted([exemptItem, birthItem]);
    const c = (await notary.put('/business/submitReview', { id })).body.data;
    expect(c).toMatchObject({ status: 'WAIT_APPROVE', approvalOpinion: '' });
    expect(c.items.map((i: any) => i.certificateNumber)).toEqual(['', '']);
    expect(c.timeline.at(-1)).toMatchObject({ action: 'submitReview', toStatus: 'WAIT_APPROVE', note: '' });
    const approved = (await approveAllSteps(ctx, id)).body.data;
    expect(approved.items.map((i: any) => i.certificateNumber)).toEqual([`（${year}）京长安内民证字第00002号`, `（${year}）京长安内民证字第00003号`]);
  });

  it('refused submissions change nothing and allocate no number', async () => {
    const id = await accepted([exemptItem]);
    const before = (await notary.get('/business', { id })).body.data;
    expect((await assistant.put('/business/submitReview', { id })).status).toBe(403);
    expect((await director.put('/business/submitReview', { id })).body).toMatchObject({ code: 'FORBIDDEN', message: '您没有执行此操作的权限' });
    expect((await notary.post('/business/fees', { id, fees: [{ feeType: 'COPY_FEE', amountFen: 1000 }] })).status).toBe(200);
    const unconfirmed = (await notary.get('/business', { id })).body.data;
    expect((await notary.put('/business/submitReview', { id })).body).toMatchObject({
      code: 'CONFLICT',
      message: '收费尚未结清（须全部收款、记账或经批准减免），不能提交审批',
    });
    const { logs: _l, ...after } = (await notary.get('/business', { id })).body.data;
    const { logs: _b, ...rest } = unconfirmed;
    expect(after).toEqual(rest);
    expect(after.status).toBe('ACCEPTED');
    expect(before.items[0].certificateNumber).toBe('');

    await settleFees(ctx, id);
    const passed = (await notary.put('/business/submitReview', { id })).body.data;
    expect(passed.items[0].certificateNumber).toBe(`（${year}）京长安内民证字第00004号`);
    expect((await notary.put('/business/submitReview', { id })).body).toMatchObject({ code: 'CONFLICT', message: '业务当前为“审批通过”，不能执行此操作' });
  });

  it('reads the flag when the case is submitted: an item changed back to 须审批 sends the case to approval', async () => {
    const id = await accepted([exemptItem]);
    const item = (await admin.get('/notarization-item', { id: exemptItem })).body.data;
    expect((await admin.put('/notarization-item', { ...item, approvalRequired: true })).status).toBe(200);
    expect((await notary.put('/business/submitReview', { id })).body.data.status).toBe('WAIT_APPROVE');
  });
});
