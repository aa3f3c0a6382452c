import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { asSystem } from '../src/db/scope.ts';
import { cases } from '../src/modules/business/business.table.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';
import { PNG, uploadFile } from './upload.ts';

let ctx: TestContext;
const c: Record<string, Client> = {};
const id: Record<string, number> = {};
const token: Record<string, string> = {};
const ACCOUNTS = ['office_admin', 'notary', 'assistant', 'director', 'finance', 'archivist'];

const rows = async (q: ReturnType<typeof sql>) => asSystem(ctx.db, async (tx) => ((await tx.execute(q)) as unknown as { rows: Record<string, any>[] }).rows);
const leaveCount = async () => Number((await rows(sql`select count(*)::int as n from leave_requests`))[0].n);
const accountOf = (userId: number) => ACCOUNTS.find((a) => id[a] === userId)!;
const apply = (account: string, body: Record<string, unknown>) =>
  c[account].post('/leave/apply', { kind: 'PERSONAL', startHalf: 'AM', endHalf: 'PM', reason: '家中有事', ...body });

/** Approves every step of a request, each by its current approver. */
async function approveAll(approvalId: number) {
  for (let step = 0; step < 5; step++) {
    const [r] = await rows(sql`select status, current_approver_ids from approval_requests where id = ${approvalId}`);
    if (r.status !== 'PENDING') return r.status as string;
    const res = await c[accountOf(r.current_approver_ids[0])].put('/approval/approve', { id: approvalId, opinion: '同意' });
    expect(res.status, res.body.message).toBe(200);
  }
  throw new Error('too many steps');
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const a of ACCOUNTS) {
    token[a] = await ctx.login(a);
    c[a] = client(ctx, token[a]);
    id[a] = await userIdOf(ctx.db, a);
  }
});
afterAll(() => ctx.close());

describe('请假', () => {
  it('counts working days in half days and starts the leave flow with its attachment', async () => {
    const up = await uploadFile(ctx, token.assistant, '病假条.png', PNG, 'image/png');
    expect(up.status).toBe(200);
    const res = await apply('assistant', {
      kind: 'SICK',
      startDate: '2026-04-30',
      endDate: '2026-05-09',
      attachmentUrl: up.body.data.ossUrl,
      attachmentName: '病假条.png',
    });
    expect(res.status, res.body.message).toBe(200);
    // 4-30 (Thu), 劳动节 5-1…5-5 off, 5-6…5-8, and the make-up Saturday 5-9.
    expect(res.body.data).toMatchObject({ kind: 'SICK', days: 5, status: 'PENDING', applicantName: '张婷', deptName: '民事公证部', canWithdraw: true });
    const approvalId = res.body.data.approvalId;
    // 部门负责人审批 first: 李明 heads 民事公证部.
    const detail = await c.notary.get('/approval/detail', { id: approvalId });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ kindTitle: '请假', flowName: '请假审批', stepName: '部门负责人审批', abilities: { decide: true } });
    expect(detail.body.data.summary).toBe('张婷 病假 2026-04-30 上午 至 2026-05-09 下午，共 5 天');
    expect(detail.body.data.lines).toEqual(
      expect.arrayContaining([
        { label: '天数', value: '5 天（按工作日计）' },
        { label: '附件', value: '病假条.png' },
      ]),
    );
    // After the first decision the applicant can no longer withdraw it.
    const first = await c.notary.put('/approval/approve', { id: approvalId, opinion: '同意' });
    expect(first.status, first.body.message).toBe(200);
    const mine = (await c.assistant.get('/leave/mine', { current: 1, size: 10 })).body.data.list;
    expect(mine.find((l: { id: number }) => l.id === res.body.data.id)).toMatchObject({ status: 'PENDING', canWithdraw: false });
    const half = await apply('assistant', { startDate: '2026-05-15', startHalf: 'PM', endDate: '2026-05-18', endHalf: 'AM' });
    expect(half.body.data.days).toBe(1);
  });

  it('refuses bad spans, overlaps, foreign files and a handover who is no notary, creating nothing', async () => {
    const before = await leaveCount();
    const cases_: [Record<string, unknown>, number, RegExp][] = [
      [{ startDate: '2026-06-03', endDate: '2026-06-02' }, 400, /结束时间不能早于开始时间/],
      [{ startDate: '2026-06-03', startHalf: 'PM', endDate: '2026-06-03', endHalf: 'AM' }, 400, /结束时间不能早于开始时间/],
      [{ startDate: '2026-10-01', endDate: '2026-10-07' }, 400, /没有工作日/],
      [{ startDate: '2026-01-05', endDate: '2027-02-01' }, 400, /不能超过一年/],
      [{ startDate: '2026-05-06', endDate: '2026-05-06' }, 409, /时间重叠/],
      [{ startDate: '2026-06-03', endDate: '2026-06-03', attachmentUrl: '/api/file/0123456789abcdef0123456789abcdef' }, 400, /附件须为本机构已上传的文件/],
      [{ startDate: '2026-06-03', endDate: '2026-06-03', handoverUserId: id.finance }, 400, /工作交接人/],
      [{ startDate: '2026-06-03', endDate: '2026-06-03', kind: 'HOLIDAY' }, 400, /请假类型/],
      [{ startDate: '2026-06-31', endDate: '2026-07-01' }, 400, /开始日期/],
      [{ startDate: '2026-06-03', endDate: '2026-06-03', reason: '  ' }, 400, /请假事由/],
    ];
    for (const [body, status, message] of cases_) {
      const res = await apply('assistant', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    // A handover to oneself is refused too.
    const self = await apply('notary', { startDate: '2026-06-03', endDate: '2026-06-03', handoverUserId: id.notary });
    expect(self.status).toBe(400);
    expect(self.body.message).toMatch(/申请人本人/);
    expect(await leaveCount()).toBe(before);
  });

  it('offers the notaries of the office, not the applicant, as handover', async () => {
    const names = async (account: string) => ((await c[account].get('/leave/handover-candidates')).body.data as { name: string }[]).map((u) => u.name);
    expect(await names('assistant')).toEqual(expect.arrayContaining(['李明', '王建国']));
    expect(await names('assistant')).not.toContain('陈静');
    expect(await names('notary')).not.toContain('李明');
  });

  it('is withdrawn by the applicant before the first decision and shows 已撤回', async () => {
    const res = await apply('assistant', { startDate: '2026-06-10', endDate: '2026-06-10' });
    const other = await c.finance.put('/approval/withdraw', { id: res.body.data.approvalId });
    expect(other.status).toBe(404);
    const w = await c.assistant.put('/approval/withdraw', { id: res.body.data.approvalId });
    expect(w.status, w.body.message).toBe(200);
    const mine = (await c.assistant.get('/leave/mine', { current: 1, size: 50, status: 'WITHDRAWN' })).body.data;
    expect(mine.list.map((l: { id: number }) => l.id)).toEqual([res.body.data.id]);
    expect(mine.list[0]).toMatchObject({ status: 'WITHDRAWN', canWithdraw: false });
    // The days are free again.
    expect((await apply('assistant', { startDate: '2026-06-10', endDate: '2026-06-10' })).status).toBe(200);
  });

  it('never lets an applicant approve their own leave', async () => {
    // 李明 heads his own department: the 部门负责人 step goes up to the administrators instead, and his own approve is refused.
    const res = await apply('notary', { startDate: '2026-07-01', endDate: '2026-07-01' });
    expect(res.status, res.body.message).toBe(200);
    const [r] = await rows(sql`select current_approver_ids from approval_requests where id = ${res.body.data.approvalId}`);
    expect(r.current_approver_ids).not.toContain(id.notary);
    const own = await c.notary.put('/approval/approve', { id: res.body.data.approvalId });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('不能审批自己提交的申请');
  });

  it('hands the open cases over to the named notary when approved, through 转办', async () => {
    const made = await asSystem(ctx.db, (tx) =>
      tx
        .insert(cases)
        .values([
          { tenantId: DEMO_TENANT_ID, businessNumber: 'LV-OPEN-1', handlerId: id.notary, status: 'ACCEPTED' },
          { tenantId: DEMO_TENANT_ID, businessNumber: 'LV-OPEN-2', handlerId: id.notary, status: 'CERTIFIED' },
          { tenantId: DEMO_TENANT_ID, businessNumber: 'LV-DONE', handlerId: id.notary, status: 'ARCHIVED' },
        ])
        .returning(),
    );
    const res = await apply('notary', { kind: 'ANNUAL', startDate: '2026-08-03', endDate: '2026-08-07', handoverUserId: id.director });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ days: 5, handoverName: '王建国' });
    // Nothing moves while the leave is in approval.
    const handlers = async () => Object.fromEntries((await asSystem(ctx.db, (tx) => tx.select().from(cases))).map((x) => [x.businessNumber, x.handlerId]));
    expect((await handlers())['LV-OPEN-1']).toBe(id.notary);
    expect(await approveAll(res.body.data.approvalId)).toBe('APPROVED');
    const after = await handlers();
    expect([after['LV-OPEN-1'], after['LV-OPEN-2'], after['LV-DONE']]).toEqual([id.director, id.director, id.notary]);
    const transfers = await rows(
      sql`select case_id, status, from_user_id, to_user_id from case_transfers where case_id in (${made[0].id}, ${made[1].id}, ${made[2].id}) order by case_id`,
    );
    expect(transfers).toEqual([
      { case_id: made[0].id, status: 'APPROVED', from_user_id: id.notary, to_user_id: id.director },
      { case_id: made[1].id, status: 'APPROVED', from_user_id: id.notary, to_user_id: id.director },
    ]);
    const mine = (await c.notary.get('/leave/mine', { current: 1, size: 10 })).body.data.list;
    expect(mine.find((l: { id: number }) => l.id === res.body.data.id)).toMatchObject({ status: 'APPROVED', handedOverCases: 2 });
    // The applicant is told where each case went (the approver, here the new handler too, needs no notice of their own act).
    const notices = await rows(sql`select title from notices where recipient_id = ${id.notary} and title like '业务 LV-OPEN-1%'`);
    expect(notices.map((n) => n.title)).toContain('业务 LV-OPEN-1 已转办，现由 王建国 承办');
  });

  it('shows the office its leave calendar, and the applicant the status after a rejection', async () => {
    const res = await apply('archivist', { startDate: '2026-09-07', endDate: '2026-09-08' });
    const approvalId = res.body.data.approvalId;
    const [r] = await rows(sql`select current_approver_ids from approval_requests where id = ${approvalId}`);
    const rej = await c[accountOf(r.current_approver_ids[0])].put('/approval/reject', { id: approvalId, opinion: '人手不足' });
    expect(rej.status, rej.body.message).toBe(200);
    const mine = (await c.archivist.get('/leave/mine', { current: 1, size: 10 })).body.data.list;
    expect(mine[0]).toMatchObject({ id: res.body.data.id, status: 'REJECTED' });

    const may = (await c.director.get('/leave/calendar', { month: '2026-05' })).body.data as { applicantName: string; status: string; days: number }[];
    expect(may).toEqual(expect.arrayContaining([expect.objectContaining({ applicantName: '张婷', status: 'PENDING', days: 5 })]));
    expect(may[0]).not.toHaveProperty('reason');
    const aug = (await c.finance.get('/leave/calendar', { month: '2026-08' })).body.data;
    expect(aug).toEqual([
      expect.objectContaining({ applicantName: '李明', kind: 'ANNUAL', status: 'APPROVED', startDate: '2026-08-03', endDate: '2026-08-07' }),
    ]);
    // Rejected and withdrawn leaves are not on the calendar.
    expect((await c.finance.get('/leave/calendar', { month: '2026-09' })).body.data).toEqual([]);
    const bad = await c.finance.get('/leave/calendar', { month: '2026-13' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/月份/);
  });

  it('keeps offices apart and refuses callers without 请假', async () => {
    const other = await createOffice(ctx.db, '另一公证处', 'leave_other', ['oa:apply:leave']);
    const o = client(ctx, await ctx.login('leave_other', other.password));
    expect((await o.get('/leave/calendar', { month: '2026-05' })).body.data).toEqual([]);
    expect((await o.get('/leave/mine', { current: 1, size: 10 })).body.data).toEqual({ total: 0, list: [] });
    // The other office's user cannot name a notary of this office as handover.
    const res = await o.post('/leave/apply', {
      kind: 'PERSONAL',
      startDate: '2026-06-03',
      startHalf: 'AM',
      endDate: '2026-06-03',
      endHalf: 'PM',
      reason: '事',
      handoverUserId: id.notary,
    });
    expect(res.status).toBe(400);
    const none = await createOffice(ctx.db, '第三公证处', 'leave_none', ['oa:notice']);
    const n = client(ctx, await ctx.login('leave_none', none.password));
    expect((await n.get('/leave/calendar', { month: '2026-05' })).status).toBe(403);
    expect((await n.post('/leave/apply', {})).status).toBe(403);
    const [own] = await asSystem(ctx.db, (tx) => tx.select().from(cases).where(eq(cases.businessNumber, 'LV-OPEN-1')));
    expect(own.tenantId).toBe(DEMO_TENANT_ID);
  });
});
