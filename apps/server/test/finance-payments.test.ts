import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { asSystem } from '../src/db/scope.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';

let ctx: TestContext;
let assistant: Client, finance: Client, director: Client, them: Client, notary: Client;
let birth: any;
let notaryId = 0;

const rows = async (q: ReturnType<typeof sql>) => asSystem(ctx.db, async (tx) => ((await tx.execute(q)) as unknown as { rows: Record<string, any>[] }).rows);
/** Why the database refused a statement. */
const refusal = (q: ReturnType<typeof sql>) =>
  rows(q).then(
    () => 'accepted',
    (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
  );
const adjustmentsOf = (caseId: number) => rows(sql`select * from finance_adjustments where case_id = ${caseId} order by id`);
const logOf = (action: string) => rows(sql`select * from operate_log where module = 'finance' and action = ${action} order by id`);

async function directorToken() {
  const token = await ctx.login('director');
  const me = (await client(ctx, token).get('/auth/current-user')).body.data;
  await client(ctx, token).put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === 'director').id });
  return token;
}

/** A case with two fee lines: 公证费 ¥200.00 and 副本费 ¥10.50. */
async function feeCase() {
  const res = await assistant.post('/business', {
    itemIds: [birth.id],
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '王小红', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' } },
    ],
    handlerId: notaryId,
    materials: [],
    fees: [
      { feeType: '公证费', amountFen: 20000 },
      { feeType: '副本费', amountFen: 1050 },
    ],
  });
  expect(res.status, res.body.message).toBe(200);
  const money = (await finance.get('/finance/case', { caseId: res.body.data.id })).body.data;
  return { id: res.body.data.id as number, lines: money.lines as { id: number; feeType: string; dueFen: number }[] };
}

const collect = (caseId: number, allocations: { feeId: number; amountFen: number }[], method = 'CASH', who = finance) =>
  who.post('/finance/payments', { caseId, method, payerName: '王小红', allocations });

/** The director approves the open request of a subject. */
async function approveOpen(kind: string, subjectId: number) {
  const [req] = await rows(sql`select id from approval_requests where kind = ${kind} and subject_id = ${subjectId} and status = 'PENDING'`);
  const res = await director.put('/approval/approve', { id: req.id, opinion: '同意' });
  expect(res.status, res.body.message).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  [assistant, finance, notary] = await Promise.all(['assistant', 'finance', 'notary'].map(async (a) => client(ctx, await ctx.login(a))));
  director = client(ctx, await directorToken());
  notaryId = await userIdOf(ctx.db, 'notary');
  birth = (await assistant.get('/notarization-item/tree', { name: '出生' })).body.data[0].children[0].children[0];
  const other = await createOffice(ctx.db, '另一公证处', 'fin_other', ['*']);
  them = client(ctx, await ctx.login('fin_other', other.password));
});
afterAll(() => ctx.close());

describe('收款 and allocations', () => {
  it('takes partial payments line by line, never above what a line owes, and only at the finance desk', async () => {
    const c = await feeCase();
    const [notaryFee, copyFee] = c.lines;
    expect((await collect(c.id, [{ feeId: notaryFee.id, amountFen: 5000 }], 'CASH', assistant)).status).toBe(403);

    const first = await collect(c.id, [{ feeId: notaryFee.id, amountFen: 5000 }]);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data.summary).toMatchObject({ receivableFen: 21050, receivedFen: 5000, outstandingFen: 16050, payStatus: 'PARTIAL', settled: false });
    expect(first.body.data.payments[0].paymentNo).toMatch(/^SF\d{6}\d{6}$/);

    const over = await collect(c.id, [{ feeId: notaryFee.id, amountFen: 15001 }]);
    expect(over.body).toMatchObject({ code: 'CONFLICT', message: '“公证费”本次最多可收 ¥150.00' });
    const foreign = await collect(c.id, [{ feeId: 999999, amountFen: 1 }]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('收费项目不属于该业务');

    const rest = await collect(
      c.id,
      [
        { feeId: notaryFee.id, amountFen: 15000 },
        { feeId: copyFee.id, amountFen: 1050 },
      ],
      'WECHAT',
    );
    expect(rest.body.data.summary).toMatchObject({ receivedFen: 21050, outstandingFen: 0, payStatus: 'PAID', settled: true });
    expect(rest.body.data.lines.map((l: any) => l.dueFen)).toEqual([0, 0]);
    expect((await finance.get('/business', { id: c.id })).body.data.money).toEqual(rest.body.data.summary);
    expect((await collect(c.id, [{ feeId: copyFee.id, amountFen: 1 }])).body.message).toBe('“副本费”已无未收金额');

    const listed = await finance.get('/finance/list/page', {
      current: 1,
      size: 10,
      keyword: (await finance.get('/finance/case', { caseId: c.id })).body.data.businessNumber,
    });
    expect(listed.body.data.list[0]).toMatchObject({
      caseId: c.id,
      receivedFen: 21050,
      payStatus: 'PAID',
      methods: expect.arrayContaining(['CASH', 'WECHAT']),
    });
    expect((await them.get('/finance/case', { caseId: c.id })).status).toBe(404);
  });

  it('cancels a payment with a reason: allocations reversed by new rows, an adjustment row and a logged diff', async () => {
    const c = await feeCase();
    const paid = await collect(c.id, [{ feeId: c.lines[0].id, amountFen: 20000 }]);
    const payment = paid.body.data.payments[0];
    expect((await assistant.put('/finance/payments/cancel', { id: payment.id, reason: '收错' })).status).toBe(403);
    expect((await them.put('/finance/payments/cancel', { id: payment.id, reason: '收错' })).status).toBe(404);
    const cancelled = await finance.put('/finance/payments/cancel', { id: payment.id, reason: '金额录错' });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(cancelled.body.data.summary).toMatchObject({ receivedFen: 0, outstandingFen: 21050, payStatus: 'UNPAID' });
    expect(cancelled.body.data.payments[0]).toMatchObject({ status: 'CANCELLED', cancelReason: '金额录错' });
    const allocations = await rows(sql`select amount_fen, reverses_id from payment_allocations where payment_id = ${payment.id} order by id`);
    expect(allocations.map((a) => Number(a.amount_fen))).toEqual([20000, -20000]);
    expect(allocations[1].reverses_id).not.toBeNull();
    expect((await adjustmentsOf(c.id)).map((a) => [a.target_table, a.field, a.reason])).toEqual([['payments', 'status', '金额录错']]);
    expect((await logOf('cancelPayment')).at(-1)!.diff).toEqual([
      { field: 'payments.status', before: `${payment.paymentNo} 已收 ¥200.00`, after: expect.stringContaining('已作废') },
    ]);
    expect((await finance.put('/finance/payments/cancel', { id: payment.id, reason: '再次' })).body.message).toBe(`收款 ${payment.paymentNo} 已作废`);
    expect(await refusal(sql`delete from payment_allocations where payment_id = ${payment.id}`)).toMatch(/payment_allocations is append-only/);
    expect(await refusal(sql`update finance_adjustments set reason = 'x'`)).toMatch(/finance_adjustments is append-only/);

    const page = (await finance.get('/finance/adjustments/page', { current: 1, size: 10 })).body.data;
    expect(page.list[0]).toMatchObject({ caseId: c.id, field: 'status', reason: '金额录错', actorName: '陈静' });
  });
});

describe('减免 and 退费 through approval', () => {
  it('waives only once the 减免 flow approves, and then the line counts as settled', async () => {
    const c = await feeCase();
    await collect(c.id, [{ feeId: c.lines[0].id, amountFen: 20000 }]);
    const applied = await finance.post('/finance/reductions', {
      caseId: c.id,
      feeId: c.lines[1].id,
      amountFen: 1050,
      reason: 'LEGAL_AID',
      note: '法律援助案件',
    });
    expect(applied.status, applied.body.message).toBe(200);
    expect(applied.body.data.summary).toMatchObject({ reducedFen: 0, outstandingFen: 1050, settled: false });
    const again = await finance.post('/finance/reductions', { caseId: c.id, feeId: c.lines[1].id, amountFen: 1, reason: 'OTHER', note: '再减' });
    expect(again.body.message).toBe('“副本费”已无可减免的未收金额');
    await approveOpen('feeReduction', applied.body.data.reductions[0].id);
    const after = (await finance.get('/finance/case', { caseId: c.id })).body.data;
    expect(after.summary).toMatchObject({ receivableFen: 20000, reducedFen: 1050, outstandingFen: 0, settled: true, payStatus: 'PAID' });
    expect((await adjustmentsOf(c.id)).map((a) => [a.target_table, a.field, a.after])).toEqual([['case_fees', 'reducedFen', '¥10.50']]);
  });

  it('never refunds more than was paid less earlier refunds, also when two applications race', async () => {
    const c = await feeCase();
    expect((await finance.post('/finance/refunds', { caseId: c.id, amountFen: 1, reason: 'OVERCHARGE', note: '多收' })).body.message).toBe(
      '该业务没有可退的已收金额',
    );
    await collect(c.id, [{ feeId: c.lines[0].id, amountFen: 20000 }]);
    const both = await Promise.all(
      [12000, 12000].map((amountFen) => finance.post('/finance/refunds', { caseId: c.id, amountFen, reason: 'TERMINATED', note: '终止公证' })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.message).toBe('退费金额不能超过已收减已退（含审批中）的 ¥80.00');
    const money = (await finance.get('/finance/case', { caseId: c.id })).body.data;
    const refund = money.refunds[0];
    expect((await finance.put('/finance/refunds/pay', { id: refund.id, method: 'CASH' })).body.message).toBe('退费尚未审批通过，不能退款');
    await approveOpen('feeRefund', refund.id);
    const paid = await finance.put('/finance/refunds/pay', { id: refund.id, method: 'CASH' });
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.data.summary).toMatchObject({ receivedFen: 20000, refundedFen: 12000 });
    expect(paid.body.data.refundableFen).toBe(8000);
    expect((await adjustmentsOf(c.id)).map((a) => a.field)).toEqual(['status', 'refundedFen']);
    // A cancellation that would leave less received than refunded is refused.
    expect((await finance.put('/finance/payments/cancel', { id: money.payments[0].id, reason: '误收' })).status).toBe(409);
  });
});

describe('特殊流程', () => {
  it('a case terminated through the special flow proposes refunding what was paid', async () => {
    const c = await feeCase();
    await collect(c.id, [{ feeId: c.lines[0].id, amountFen: 20000 }]);
    expect((await finance.get('/finance/case', { caseId: c.id })).body.data.proposedRefund).toBeNull();
    expect((await notary.put('/business/accept', { id: c.id })).status).toBe(200);
    expect((await notary.put('/business/specialFlowLaunch', { id: c.id, specialKind: 'TERMINATE', reason: '申请人撤回材料' })).status).toBe(200);
    expect((await director.put('/business/approveSpecial', { id: c.id })).body.data.status).toBe('SUSPENDED');
    expect((await finance.get('/finance/case', { caseId: c.id })).body.data.proposedRefund).toEqual({ amountFen: 20000, reason: 'TERMINATED' });
  });
});

describe('发票', () => {
  it('issues for received money only, reverses in red, and keeps both', async () => {
    const c = await feeCase();
    await collect(c.id, [{ feeId: c.lines[0].id, amountFen: 20000 }]);
    const body = { caseId: c.id, kind: 'E_INVOICE', title: '王小红', taxNumber: '', amountFen: 20001 };
    expect((await finance.post('/finance/invoices', body)).body.message).toBe('开票金额不能超过已收未开票的 ¥200.00');
    const issued = await finance.post('/finance/invoices', { ...body, amountFen: 20000 });
    expect(issued.status, issued.body.message).toBe(200);
    expect(issued.body.data.summary).toMatchObject({ invoicedFen: 20000, invoiceStatus: 'FULL' });
    const red = await finance.put('/finance/invoices/red', { id: issued.body.data.invoices[0].id, reason: '抬头有误' });
    expect(red.status, red.body.message).toBe(200);
    expect(red.body.data.invoices.map((i: any) => [i.status, i.amountFen])).toEqual([
      ['ISSUED', -20000],
      ['RED_REVERSED', 20000],
    ]);
    expect(red.body.data.summary).toMatchObject({ invoicedFen: 0, invoiceStatus: 'NONE' });
    expect((await finance.put('/finance/invoice-settings', { defaultKind: 'FISCAL' })).status).toBe(200);
    expect((await finance.get('/finance/case', { caseId: c.id })).body.data.defaultInvoiceKind).toBe('FISCAL');
  });
});

describe('a closed month', () => {
  it('refuses a payment booked into it', async () => {
    const c = await feeCase();
    const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
    // The last test of the file: the month stays closed (month_closings refuses deletion).
    await rows(
      sql`insert into month_closings (tenant_id, month, closed_by, totals, sha256, sm3, chain_seq) values (${DEMO_TENANT_ID}, ${month}, 1, '{}'::jsonb, ${'0'.repeat(64)}, ${'0'.repeat(64)}, 0)`,
    );
    const refused = await collect(c.id, [{ feeId: c.lines[0].id, amountFen: 100 }]);
    expect(refused.body.code).toBe('CONFLICT');
    expect(refused.body.message).toMatch(/已月结/);
  });
});
