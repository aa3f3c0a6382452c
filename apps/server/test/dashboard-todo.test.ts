import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDate } from '@notaria/contracts';
import { settleFees } from './finance-fixtures.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { userIdOf } from './fixtures.ts';
import { handoverDeadline } from '../src/modules/archive/archive.api.ts';
import { PICKUP, readyToIssue } from './case-document-setup.ts';

let ctx: TestContext;
let assistant: Client, notary: Client, directorAsNotary: Client, director: Client, archivist: Client, finance: Client, admin: Client;
let ids: Record<string, number>;
let item: any;

/** The director signed in; `role` picks the active role (公证员 is active after sign-in). */
async function directorClient(role?: string) {
  const token = await ctx.login('director');
  if (role) {
    const me = (await client(ctx, token).get('/auth/current-user')).body.data;
    await client(ctx, token).put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === role).id });
  }
  return client(ctx, token);
}

beforeAll(async () => {
  ctx = await createTestContext();
  [assistant, notary, archivist, finance, admin] = await Promise.all(
    ['assistant', 'notary', 'archivist', 'finance', 'office_admin'].map(async (a) => client(ctx, await ctx.login(a))),
  );
  directorAsNotary = await directorClient();
  director = await directorClient('director');
  ids = Object.fromEntries(await Promise.all(['assistant', 'notary'].map(async (a) => [a, await userIdOf(ctx.db, a)])));
  item = (await assistant.get('/notarization-item/tree', { name: '亲属关系' })).body.data[0].children[0].children[0];
});
afterAll(() => ctx.close());

const todo = async (c: Client) => {
  const res = await c.get('/dashboard/my-todo');
  expect(res.status).toBe(200);
  return res.body.data.groups as { step: string; label: string; total: number; list: any[] }[];
};
const group = async (c: Client, step: string) => (await todo(c)).find((g) => g.step === step);
const has = async (c: Client, step: string, id: number) => !!(await group(c, step))?.list.some((r) => r.id === id);
const put = async (c: Client, action: string, body: Record<string, unknown>) => {
  const res = await c.put(`/business/${action}`, body);
  expect(res.body.message, action).not.toMatch(/不能|没有|缺少/);
  expect(res.status).toBe(200);
};

describe('我的待办 (GET /dashboard/my-todo)', () => {
  let id: number;
  let number: string;

  it('lists a new case to accept for its handling notary only, without a deadline', async () => {
    const created = await assistant.post('/business', {
      itemIds: [item.id],
      parties: [
        { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '孙丽', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13812345678' } },
      ],
      handlerId: ids.notary,
      assistantId: ids.assistant,
      materials: item.materials.map((m: any) => ({ name: m.name })),
      feeConfirmed: true,
    });
    expect(created.body.message).toBe('业务已创建');
    ({ id, businessNumber: number } = created.body.data);

    const accept = await group(notary, 'accept');
    expect(accept).toMatchObject({ label: '待受理' });
    expect(accept!.list.find((r) => r.id === id)).toMatchObject({
      businessNumber: number,
      status: 'NEW',
      itemNames: ['亲属关系'],
      applicants: ['孙丽'],
      handlerName: '李明',
      deadline: null,
      daysLeft: null,
      deadlineUnit: null,
      paused: false,
      link: `/business/accept?id=${id}`,
    });
    expect(accept!.total).toBeGreaterThanOrEqual(accept!.list.length);
    // The assistant may create cases but only the handler accepts them.
    expect(await has(assistant, 'accept', id)).toBe(false);
  });

  it('after acceptance: 待提交审批 with the 15-working-day deadline', async () => {
    await put(notary, 'accept', { id });
    expect(await has(notary, 'accept', id)).toBe(false);
    const row = (await group(notary, 'submitReview'))!.list.find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'ACCEPTED', deadlineUnit: 'WORKING', daysLeft: 15, paused: false, link: `/business/accept?id=${id}` });
    expect(row.deadline > chinaDate(new Date())).toBe(true);
  });

  it('after submission: 待审批 for the approver of the current step only, linked to 审批; not while the director works as 公证员', async () => {
    await settleFees(ctx, id);
    await put(notary, 'submitReview', { id });
    // The seeded flow: 部门负责人审核 (李明 heads his department himself, so the administrator), then 主任审批.
    const row = (await group(admin, 'approve'))!.list.find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'WAIT_APPROVE', deadlineUnit: 'WORKING', link: `/business/approve?id=${id}` });
    expect(await has(director, 'approve', id)).toBe(false);
    // The step's notice opens the case on 审批, and the case lists it among its notices.
    const notice = (await admin.get('/notify-message/my-page', { current: 1, size: 50 })).body.data.list.find(
      (n: any) => n.notifyType === 'APPROVAL_WAIT' && n.title.includes(number),
    );
    expect(notice).toMatchObject({ link: `/business/approve?id=${id}` });
    expect((await notary.get('/business', { id })).body.data.notices.some((n: any) => n.notifyType === 'APPROVAL_WAIT')).toBe(true);

    await put(admin, 'approve', { id, opinion: '同意' });
    expect(await has(admin, 'approve', id)).toBe(false);
    expect((await group(director, 'approve'))!.list.find((r) => r.id === id)).toMatchObject({ status: 'WAIT_APPROVE', link: `/business/approve?id=${id}` });
    expect((await todo(directorAsNotary)).map((g) => g.step)).not.toContain('approve');
    // The handler cannot approve their own case.
    expect(await has(notary, 'approve', id)).toBe(false);
  });

  it('after approval: 待出证, then 待送达 on 出证, then 待归档 with the 3-month deadline for the archivist', async () => {
    await put(director, 'approve', { id, opinion: '同意' });
    expect(await has(director, 'approve', id)).toBe(false);
    expect((await group(notary, 'issue'))!.list.find((r) => r.id === id)).toMatchObject({
      status: 'APPROVE_PASS',
      deadline: null,
      link: `/business/certificate?id=${id}`,
    });
    await readyToIssue(ctx, notary, id);
    await put(notary, 'issue', { id });
    expect((await group(notary, 'send'))!.list.find((r) => r.id === id)).toMatchObject({ status: 'CERTIFIED', link: `/business/certificate?id=${id}` });
    await put(notary, 'send', { id, delivery: PICKUP });
    const today = chinaDate(new Date());
    const row = (await group(archivist, 'archive'))!.list.find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'WAIT_ARCHIVES', deadline: handoverDeadline(today), deadlineUnit: 'CALENDAR', link: `/business/archives?id=${id}` });
    expect(row.daysLeft).toBeGreaterThanOrEqual(89);
    const notice = (await archivist.get('/notify-message/my-page', { current: 1, size: 50 })).body.data.list.find(
      (n: any) => n.title === `业务 ${number} 待归档`,
    );
    expect(notice.link).toBe(`/business/archives?id=${id}`);
    await put(archivist, 'archive', { id, archiveNumber: '2026-民-0099' });
    expect(await has(archivist, 'archive', id)).toBe(false);
  });

  it('offers only the steps the active role may take', async () => {
    expect((await todo(archivist)).map((g) => g.step)).toEqual(['archive']);
    expect(await todo(finance)).toEqual([]);
    const steps = (await todo(director)).map((g) => g.step);
    expect(steps.slice(0, 3)).toEqual(['approve', 'approveSpecial', 'transfer']);
    expect(steps).not.toContain('accept');
  });

  it('counts the 归档期限 in calendar months, moved past rest days by the working-day calendar', () => {
    expect(handoverDeadline('2026-11-24')).toBe('2027-02-24');
    expect(handoverDeadline('2026-11-30')).toBe('2027-03-01'); // 2027-02-28 is a Sunday
  });
});
