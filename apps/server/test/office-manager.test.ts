import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDate } from '@notaria/contracts';
import { sql } from 'drizzle-orm';
import { asSystem } from '../src/db/scope.ts';
import { cases } from '../src/modules/business/business.table.ts';
import { leaveRequests } from '../src/modules/leave/leave.table.ts';
import { weekEndOf } from '../src/modules/office-manager/office-manager.service.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';

let ctx: TestContext;
const c: Record<string, Client> = {};
const id: Record<string, number> = {};
const rows = async (q: ReturnType<typeof sql>) => asSystem(ctx.db, async (tx) => ((await tx.execute(q)) as unknown as { rows: Record<string, any>[] }).rows);
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const a of ['office_admin', 'notary', 'assistant', 'director']) {
    c[a] = client(ctx, await ctx.login(a));
    id[a] = await userIdOf(ctx.db, a);
  }
  // 王建国 also holds 公证员; the console belongs to his 审批人(主任) role.
  const roleList = (await c.director.get('/auth/current-user')).body.data.roleList as { id: number; code: string }[];
  const switched = await c.director.put('/auth/active-role', { roleId: roleList.find((r) => r.code === 'director')!.id });
  expect(switched.status).toBe(200);
  const today = chinaDate(new Date());
  await asSystem(ctx.db, async (tx) => {
    await tx.insert(cases).values([
      // Accepted two months ago: its 15-working-day clock ran out long since.
      { tenantId: DEMO_TENANT_ID, businessNumber: 'OM-LATE', handlerId: id.notary, status: 'ACCEPTED', acceptedAt: new Date(Date.now() - 60 * DAY) },
      { tenantId: DEMO_TENANT_ID, businessNumber: 'OM-FRESH', handlerId: id.notary, status: 'ACCEPTED', acceptedAt: new Date() },
      { tenantId: DEMO_TENANT_ID, businessNumber: 'OM-NEW', handlerId: id.notary, status: 'NEW' },
      { tenantId: DEMO_TENANT_ID, businessNumber: 'OM-CERT', handlerId: id.notary, status: 'CERTIFIED' },
      { tenantId: DEMO_TENANT_ID, businessNumber: 'OM-ARCH', handlerId: id.notary, status: 'ARCHIVED' },
      { tenantId: DEMO_TENANT_ID, businessNumber: 'OM-DIR', handlerId: id.director, status: 'WAIT_APPROVE', acceptedAt: new Date() },
    ]);
    // 李明 is off today (approved), whatever day of the week the test runs.
    await tx.insert(leaveRequests).values({
      tenantId: DEMO_TENANT_ID,
      applicantId: id.notary,
      kind: 'ANNUAL',
      startDate: today,
      startHalf: 'AM',
      endDate: today,
      endHalf: 'PM',
      halfDays: 2,
      reason: '年假',
      status: 'APPROVED',
    });
  });
});
afterAll(() => ctx.close());

describe('业务管理', () => {
  it('ends the week on Sunday', () => {
    expect(weekEndOf('2026-11-23')).toBe('2026-11-29');
    expect(weekEndOf('2026-11-29')).toBe('2026-11-29');
    expect(weekEndOf('2026-11-28')).toBe('2026-11-29');
  });

  it('refuses everyone without oa:business:manager', async () => {
    for (const a of ['notary', 'assistant']) {
      expect((await c[a].get('/office-manager/overview')).status).toBe(403);
      const res = await c[a].post('/office-manager/reassign', { fromUserId: id.notary, toUserId: id.director, reason: '调整' });
      expect(res.status).toBe(403);
    }
  });

  it('shows open cases by notary and status, overdue clocks, pending approvals and who is on leave', async () => {
    const leave = await c.assistant.post('/leave/apply', {
      kind: 'PERSONAL',
      startDate: '2026-12-01',
      startHalf: 'AM',
      endDate: '2026-12-01',
      endHalf: 'PM',
      reason: '办事',
    });
    expect(leave.status, leave.body.message).toBe(200);
    const res = await c.director.get('/office-manager/overview');
    expect(res.status, res.body.message).toBe(200);
    const o = res.body.data;
    expect(o.today).toBe(chinaDate(new Date()));
    const li = o.notaries.find((n: { userId: number }) => n.userId === id.notary);
    expect(li).toMatchObject({
      name: '李明',
      deptName: '民事公证部',
      open: 4,
      overdue: 1,
      onLeaveToday: true,
      byStatus: { NEW: 1, ACCEPTED: 2, WAIT_APPROVE: 0, APPROVE_REJECT: 0, APPROVE_PASS: 0, CERTIFIED: 1 },
    });
    expect(o.notaries.find((n: { userId: number }) => n.userId === id.director)).toMatchObject({ open: 1, overdue: 0, onLeaveToday: false });
    // The assistant is not a notary and handles nothing: not in the table.
    expect(o.notaries.some((n: { userId: number }) => n.userId === id.assistant)).toBe(false);
    expect(o.pendingApprovals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: leave.body.data.approvalId,
          kindTitle: '请假',
          applicantName: '张婷',
          stepName: '部门负责人审批',
          approverNames: ['李明'],
        }),
      ]),
    );
    expect(o.pendingApprovalTotal).toBeGreaterThanOrEqual(1);
    expect(o.onLeave).toEqual([expect.objectContaining({ applicantName: '李明', status: 'APPROVED' })]);
  });

  it('转办 moves every open case of a notary to another, server-checked', async () => {
    const bad = [
      [{ fromUserId: id.notary, toUserId: id.notary, reason: '调整' }, 400, /不能是原承办公证员本人/],
      [{ fromUserId: id.notary, toUserId: id.assistant, reason: '调整' }, 400, /接办公证员不存在或无相应权限/],
      [{ fromUserId: id.notary, toUserId: id.director, reason: '' }, 400, /转办原因/],
      [{ fromUserId: 999999, toUserId: id.director, reason: '调整' }, 404, /原承办公证员不存在/],
    ] as const;
    for (const [body, status, message] of bad) {
      const res = await c.director.post('/office-manager/reassign', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(Number((await rows(sql`select count(*)::int as n from case_transfers`))[0].n)).toBe(0);
    const res = await c.director.post('/office-manager/reassign', { fromUserId: id.notary, toUserId: id.office_admin, reason: '李明休假，业务转赵敏' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.moved).toBe(4);
    expect([...res.body.data.businessNumbers].sort()).toEqual(['OM-CERT', 'OM-FRESH', 'OM-LATE', 'OM-NEW']);
    const handlers = await rows(sql`select business_number, handler_id from cases where business_number like 'OM-%' order by business_number`);
    expect(Object.fromEntries(handlers.map((h) => [h.business_number, h.handler_id]))).toEqual({
      'OM-ARCH': id.notary,
      'OM-CERT': id.office_admin,
      'OM-DIR': id.director,
      'OM-FRESH': id.office_admin,
      'OM-LATE': id.office_admin,
      'OM-NEW': id.office_admin,
    });
    const transfers = await rows(sql`select status, reason, decided_by from case_transfers`);
    expect(transfers).toHaveLength(4);
    expect(transfers.every((t) => t.status === 'APPROVED' && t.decided_by === id.director && t.reason === '李明休假，业务转赵敏')).toBe(true);
    const events = await rows(sql`select count(*)::int as n from case_events where action = 'transferApprove'`);
    expect(events[0].n).toBe(4);
    // Nothing left to move.
    expect((await c.director.post('/office-manager/reassign', { fromUserId: id.notary, toUserId: id.office_admin, reason: '再次' })).body.data.moved).toBe(0);
  });

  it('keeps offices apart', async () => {
    const other = await createOffice(ctx.db, '另一公证处', 'om_other', ['oa:business:manager', 'business:accept:submitReview']);
    const o = client(ctx, await ctx.login('om_other', other.password));
    const res = await o.get('/office-manager/overview');
    expect(res.status).toBe(200);
    expect(res.body.data.notaries.map((n: { userId: number }) => n.userId)).toEqual([other.userId]);
    expect(res.body.data.pendingApprovals).toEqual([]);
    expect(res.body.data.onLeave).toEqual([]);
    const before = await rows(sql`select id, handler_id from cases order by id`);
    const moved = await o.post('/office-manager/reassign', { fromUserId: id.office_admin, toUserId: other.userId, reason: '越权' });
    expect(moved.status).toBe(404);
    const into = await o.post('/office-manager/reassign', { fromUserId: other.userId, toUserId: id.director, reason: '越权' });
    expect(into.status).toBe(400);
    expect(await rows(sql`select id, handler_id from cases order by id`)).toEqual(before);
  });
});
