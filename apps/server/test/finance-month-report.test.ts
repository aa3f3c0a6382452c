import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { asSystem, inTenant } from '../src/db/scope.ts';
import { assertMonthOpen } from '../src/modules/finance/month-closing.ts';
import { figuresHash } from '../src/modules/finance/month-report.ts';
import { verifyChain } from '../src/modules/integrity/integrity.api.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';

let ctx: TestContext;
let assistant: Client, finance: Client, director: Client, them: Client;
let birth: any;
let notaryId = 0;
let financeToken = '';

const rows = async (q: ReturnType<typeof sql>) => asSystem(ctx.db, async (tx) => ((await tx.execute(q)) as unknown as { rows: Record<string, any>[] }).rows);
const sum = (list: { netFen: number }[], key: 'netFen' | 'paymentsFen' | 'refundsFen' = 'netFen') =>
  list.reduce((s, x) => s + (x as Record<string, number>)[key], 0);

/** The clock of the application (not the database's): bookings are dated by it. */
const at = (iso: string) => vi.setSystemTime(new Date(iso));
afterEach(() => vi.useRealTimers());

/** Deterministic pseudo-random amounts (mulberry32), so a failure repeats. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function feeCase(fees: { feeType: string; amountFen: number }[]) {
  const res = await assistant.post('/business', {
    itemIds: [birth.id],
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '李月结', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' } },
    ],
    handlerId: notaryId,
    materials: [],
    fees,
  });
  expect(res.status, res.body.message).toBe(200);
  // The database stamps created_at with its own clock: give it the application's (faked) one.
  await rows(sql`update cases set created_at = ${new Date().toISOString()} where id = ${res.body.data.id}`);
  const money = (await finance.get('/finance/case', { caseId: res.body.data.id })).body.data;
  return { id: res.body.data.id as number, lines: money.lines as { id: number; feeType: string; dueFen: number }[] };
}

async function collect(caseId: number, feeId: number, amountFen: number, method: string) {
  const res = await finance.post('/finance/payments', { caseId, method, payerName: '李月结', allocations: [{ feeId, amountFen }] });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.payments[0] as { id: number };
}

async function refund(caseId: number, amountFen: number, method: string) {
  const applied = await finance.post('/finance/refunds', { caseId, amountFen, reason: 'OVERCHARGE', note: '多收退还' });
  expect(applied.status, applied.body.message).toBe(200);
  const id = applied.body.data.refunds[0].id;
  const [req] = await rows(sql`select id from approval_requests where kind = 'feeRefund' and subject_id = ${id} and status = 'PENDING'`);
  expect((await director.put('/approval/approve', { id: req.id, opinion: '同意' })).status).toBe(200);
  const paid = await finance.put('/finance/refunds/pay', { id, method });
  expect(paid.status, paid.body.message).toBe(200);
}

const report = async (who: Client, month: string) => {
  const res = await who.get('/finance/reports/month', { month });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  ctx = await createTestContext();
  financeToken = await ctx.login('finance');
  assistant = client(ctx, await ctx.login('assistant'));
  finance = client(ctx, financeToken);
  const token = await ctx.login('director');
  const me = (await client(ctx, token).get('/auth/current-user')).body.data;
  await client(ctx, token).put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === 'director').id });
  director = client(ctx, token);
  notaryId = await userIdOf(ctx.db, 'notary');
  birth = (await assistant.get('/notarization-item/tree', { name: '出生' })).body.data[0].children[0].children[0];
  const other = await createOffice(ctx.db, '另一公证处', 'mr_other', ['*']);
  them = client(ctx, await ctx.login('mr_other', other.password));
});
afterAll(() => ctx.close());

describe('月度报表', () => {
  it('reconciles to the raw rows on generated payments, cancellations, refunds and 记账', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const next = random(20260901);
    const methods = ['CASH', 'CARD', 'WECHAT', 'ALIPAY', 'TRANSFER', 'ACCOUNT'];
    const made: { caseId: number; paymentId: number; method: string }[] = [];
    for (let i = 0; i < 6; i++) {
      at(`2026-09-${String(3 + i * 4).padStart(2, '0')}T10:00:00+08:00`);
      const c = await feeCase([
        { feeType: '公证费', amountFen: 10_000 + Math.floor(next() * 90_000) },
        { feeType: 'POSTAGE', amountFen: 2_000 },
      ]);
      const method = methods[i];
      const p = await collect(c.id, c.lines[0].id, 1 + Math.floor(next() * c.lines[0].dueFen), method);
      made.push({ caseId: c.id, paymentId: p.id, method });
      if (i % 2 === 0) await collect(c.id, c.lines[1].id, 2_000, 'CASH');
    }
    at('2026-09-25T09:00:00+08:00');
    const cancelled = await finance.put('/finance/payments/cancel', { id: made[1].paymentId, reason: '收错金额' });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    await refund(made[2].caseId, 1_500, 'WECHAT');

    const r = await report(finance, '2026-09');
    const t = r.totals;
    const [raw] = await rows(sql`select
      (select coalesce(sum(amount_fen), 0) from payments where tenant_id = ${DEMO_TENANT_ID} and booked_month = '2026-09' and method <> 'ACCOUNT')::int as paid,
      (select coalesce(sum(amount_fen), 0) from payments where tenant_id = ${DEMO_TENANT_ID} and cancel_booked_month = '2026-09' and method <> 'ACCOUNT')::int as cancelled,
      (select coalesce(sum(amount_fen), 0) from refunds where tenant_id = ${DEMO_TENANT_ID} and booked_month = '2026-09' and status = 'PAID')::int as refunded,
      (select coalesce(sum(amount_fen), 0) from payments where tenant_id = ${DEMO_TENANT_ID} and booked_month = '2026-09' and method = 'ACCOUNT')::int as on_account`);
    expect(t.paymentsFen).toBe(raw.paid - raw.cancelled);
    expect(t.refundsFen).toBe(raw.refunded);
    expect(t.refundsFen).toBe(1_500);
    expect(t.cancelledFen).toBe(raw.cancelled);
    expect(t.onAccountFen).toBe(raw.on_account);
    expect(t.netFen).toBe(t.paymentsFen - t.refundsFen);
    expect(t.passThroughFen).toBe(3 * 2_000);
    expect(t.casesCharged).toBe(6);
    const [fees] = await rows(
      sql`select coalesce(sum(f.amount_fen), 0)::int as gross from case_fees f join cases c on c.id = f.case_id where c.tenant_id = ${DEMO_TENANT_ID} and coalesce(c.accepted_at, c.created_at) >= '2026-08-31T16:00:00Z' and coalesce(c.accepted_at, c.created_at) < '2026-09-30T16:00:00Z'`,
    );
    expect(t.grossFen).toBe(fees.gross);
    expect(t.grossFen).toBeGreaterThan(6 * 12_000);
    // Every breakdown sums to the totals.
    for (const list of [r.byMethod, r.byDay, r.byItem, r.byNotary, r.byCategory]) {
      expect(sum(list)).toBe(t.netFen);
      expect(sum(list, 'paymentsFen')).toBe(t.paymentsFen);
      expect(sum(list, 'refundsFen')).toBe(t.refundsFen);
    }
    expect(r.byDay).toHaveLength(30);
    expect(r.byDay.find((d: { day: string }) => d.day === '2026-09-25').refundsFen).toBe(1_500);
    expect(r.byMethod.map((m: { name: string }) => m.name)).toEqual(['现金', '银行卡', '微信', '支付宝', '转账']);
    expect(r.byItem[0].name).toBe(birth.name);
    expect(r.closing).toBeNull();
    expect(r.closeBlocker).toBe('2026年9月尚未结束，月末之后才能月结');
    expect(sum(r.ageing.map((a: { outstandingFen: number }) => ({ netFen: a.outstandingFen })))).toBeGreaterThan(0);

    // Another office sees none of it; bad input and the wrong roles are refused.
    expect((await report(them, '2026-09')).totals).toMatchObject({ paymentsFen: 0, refundsFen: 0, netFen: 0, casesCharged: 0, grossFen: 0 });
    expect((await finance.get('/finance/reports/month', { month: '2026-13' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '月份格式应为 YYYY-MM，如 2026-11',
    });
    expect((await assistant.get('/finance/reports/month', { month: '2026-09' })).status).toBe(403);
    expect((await director.post('/finance/reports/month/close', { month: '2026-09' })).status).toBe(403);
  });

  it('closes months in order only after they end, freezes them and chains the hash', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-10-12T11:00:00+08:00');
    const c = await feeCase([{ feeType: '公证费', amountFen: 30_000 }]);
    const october = await collect(c.id, c.lines[0].id, 12_345, 'CASH');
    expect((await finance.post('/finance/reports/month/close', { month: '2026-10' })).body.message).toBe('2026年10月尚未结束，月末之后才能月结');

    at('2026-11-03T09:00:00+08:00');
    expect((await finance.post('/finance/reports/month/close', { month: '2026-10' })).body).toMatchObject({
      code: 'CONFLICT',
      message: '2026年9月尚未月结，请按月份顺序月结',
    });
    const september = await finance.post('/finance/reports/month/close', { month: '2026-09' });
    expect(september.status, september.body.message).toBe(200);
    const before = await report(finance, '2026-10');
    expect(before.closeBlocker).toBe('');
    const closed = await finance.post('/finance/reports/month/close', { month: '2026-10' });
    expect(closed.status, closed.body.message).toBe(200);
    expect(closed.body.message).toBe('已月结');
    expect((await finance.post('/finance/reports/month/close', { month: '2026-10' })).body.message).toBe('2026年10月已月结');

    // The hash of the frozen figures is in the chain, and the chain verifies.
    const frozen = await report(finance, '2026-10');
    expect(frozen.totals).toEqual(before.totals);
    expect(frozen.closing).toMatchObject({ sha256: closed.body.data.sha256, intact: true, closedByName: '陈静' });
    const [entry] = await rows(sql`select * from integrity_chain where tenant_id = ${DEMO_TENANT_ID} and seq = ${frozen.closing.chainSeq}`);
    expect(entry).toMatchObject({ kind: 'MONTH_CLOSING', ref: 'MONTH-2026-10', artefact_sha256: frozen.closing.sha256, artefact_sm3: frozen.closing.sm3 });
    const { ageing: _a, closing: _c, closeBlocker: _b, ...figures } = frozen;
    expect(figuresHash(figures).sha256).toBe(frozen.closing.sha256);
    expect((await verifyChain(ctx.db, DEMO_TENANT_ID)).ok).toBe(true);
    const [log] = await rows(sql`select * from operate_log where module = 'finance' and action = 'monthClose' and target_id = '2026-10'`);
    expect(log.message).toContain('收款 ¥');

    // A booking dated in the closed month is refused with the month named; a cancellation now posts to November.
    at('2026-10-30T15:00:00+08:00');
    const late = await finance.post('/finance/payments', {
      caseId: c.id,
      method: 'CASH',
      payerName: '李月结',
      allocations: [{ feeId: c.lines[0].id, amountFen: 100 }],
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('2026年10月已月结，不能再记入该月的收付款；更正请记入下一个未结月份');
    await expect(inTenant(ctx.db, DEMO_TENANT_ID, (tx) => assertMonthOpen(tx, DEMO_TENANT_ID, new Date('2026-10-31T15:59:59Z')))).rejects.toThrow(
      '2026年10月已月结',
    );
    await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => assertMonthOpen(tx, DEMO_TENANT_ID, new Date('2026-10-31T16:00:00Z')));
    at('2026-11-04T10:00:00+08:00');
    expect((await finance.put('/finance/payments/cancel', { id: october.id, reason: '收错业务' })).status).toBe(200);
    expect((await report(finance, '2026-10')).totals).toEqual(before.totals);
    expect((await report(finance, '2026-11')).totals).toMatchObject({ cancelledFen: 12_345, paymentsFen: -12_345 });

    // A closing can be neither changed nor removed, and an earlier month is not closed after a later one.
    const refused = await rows(sql`update month_closings set totals = '{}' where month = '2026-10'`).then(
      () => 'accepted',
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );
    expect(refused).toContain('month_closings is append-only');
    expect((await finance.post('/finance/reports/month/close', { month: '2026-08' })).body.message).toBe('2026年10月已月结，不能再月结更早的月份');
    expect((await finance.post('/finance/reports/month/close', { month: '2026-11' })).body.message).toBe('2026年11月尚未结束，月末之后才能月结');
    // The other office's months are its own.
    expect((await report(them, '2026-10')).closing).toBeNull();
  });

  it('shows money on 工作台 and 业务统计 only to those who may see finance', async () => {
    const mine = (await finance.get('/dashboard/summary')).body.data.money;
    expect(mine).toMatchObject({ month: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7) });
    expect(mine.revenueFen).toBe(mine.paymentsFen - mine.refundsFen);
    expect(mine.receivableCases).toBeGreaterThan(0);
    expect((await assistant.get('/dashboard/summary')).body.data.money).toBeNull();
    const months = (await director.get('/finance/reports/revenue-by-month')).body.data as { month: string; revenueFen: number }[];
    expect(months).toHaveLength(12);
    for (const month of ['2026-09', '2026-10']) {
      const entry = months.find((m) => m.month === month);
      if (entry) expect(entry.revenueFen).toBe((await report(finance, month)).totals.netFen);
    }
    expect((await assistant.get('/finance/reports/revenue-by-month')).status).toBe(403);
  });

  it('prints the report as a PDF', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/finance/reports/month/pdf?month=2026-09', headers: { satoken: financeToken } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
