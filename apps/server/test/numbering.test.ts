import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../src/db/scope.ts';
import { allocateNumber, allocateNumberByCode } from '../src/modules/number/number.service.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { DEMO_TENANT_ID } from './fixtures.ts';

let ctx: TestContext;
let admin: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await ctx.login('office_admin'));
});
afterAll(() => ctx.close());

const allocate = (ruleId: number, context: Parameters<typeof allocateNumber>[3] = {}) =>
  inTenant(ctx.db, DEMO_TENANT_ID, (tx) => allocateNumber(tx, DEMO_TENANT_ID, ruleId, context));
const may12 = new Date('2026-05-12T02:00:00Z');

describe('numbering rules', () => {
  let ruleId: number;

  it('creates a rule and previews its next number without taking it', async () => {
    const bad = await admin.post('/number', { name: '坏', code: 'bad', pattern: '第{year}号', resetCycle: 'YEARLY' });
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '编号格式不正确：编号格式须包含且只包含一个流水号 {seq}' });
    const cycle = await admin.post('/number', { name: '坏', code: 'bad', pattern: '{seq}', resetCycle: 'WEEKLY' });
    expect(cycle.body.message).toBe('重置周期取值不在允许范围内');

    const created = await admin.post('/number', {
      name: '民事公证书',
      code: 'civilCert',
      pattern: '（{year}）{office}{category}字第{seq:5}号',
      resetCycle: 'YEARLY',
      startValue: 123,
      officeAbbr: '京长安',
    });
    expect(created.body.data).toMatchObject({ code: 'civilCert', issuedCount: 0, enabled: true });
    ruleId = created.body.data.id;
    const year = new Date().getFullYear();
    const preview = await admin.get('/number/preview', { id: ruleId, categoryCode: '内民证' });
    expect(preview.body.data).toEqual({ number: `（${year}）京长安内民证字第00123号`, period: String(year), seq: 123 });
    const unsaved = await admin.get('/number/preview', { pattern: 'T{seq:3}', resetCycle: 'NEVER', startValue: 7 });
    expect(unsaved.body.data).toEqual({ number: 'T007', period: '', seq: 7 });
    expect((await admin.post('/number', { name: '重复', code: 'civilCert', pattern: '{seq}', resetCycle: 'NEVER' })).body.message).toBe(
      '规则编码已存在，请换一个',
    );
  });

  it('issues the certificate number of the example, then consecutive ones, and restarts each year', async () => {
    expect((await allocate(ruleId, { categoryCode: '内民证', date: may12 })).number).toBe('（2026）京长安内民证字第00123号');
    expect((await allocate(ruleId, { categoryCode: '内经证', date: may12 })).number).toBe('（2026）京长安内经证字第00124号');
    expect((await allocate(ruleId, { categoryCode: '内民证', date: new Date('2027-01-02T00:00:00Z') })).number).toBe('（2027）京长安内民证字第00123号');
    await expect(allocate(ruleId, { date: may12 })).rejects.toThrow('需要提供类别代码');
  });

  it('gives a number back when the transaction that took it rolls back (no gaps)', async () => {
    await expect(
      inTenant(ctx.db, DEMO_TENANT_ID, async (tx) => {
        await allocateNumber(tx, DEMO_TENANT_ID, ruleId, { categoryCode: '内民证', date: may12 });
        throw new Error('business write failed');
      }),
    ).rejects.toThrow('business write failed');
    expect((await allocate(ruleId, { categoryCode: '内民证', date: may12 })).seq).toBe(125);
  });

  it('gives 500 parallel allocations 500 distinct, consecutive numbers', async () => {
    const rule = (await admin.post('/number', { name: '并发', code: 'parallel', pattern: 'P{seq:4}', resetCycle: 'NEVER' })).body.data;
    const issued = await Promise.all(Array.from({ length: 500 }, () => allocate(rule.id, { businessType: 'test' })));
    const seqs = issued.map((n) => n.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(new Set(issued.map((n) => n.number)).size).toBe(500);
    const ledger = await admin.get('/number/ledger-page', { ruleId: rule.id, size: 1 });
    expect(ledger.body.data).toMatchObject({ total: 500, list: [{ number: 'P0500', status: 'ISSUED', ruleName: '并发' }] });
  });

  it('voids a number with a reason and never issues it again', async () => {
    const taken = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) =>
      allocateNumberByCode(tx, DEMO_TENANT_ID, 'introductionLetter', { date: may12, businessId: 'L-1' }),
    );
    expect(taken.number).toBe('京长安介字〔2026〕001号');
    expect((await admin.put('/number/void', { id: taken.ledgerId, reason: '' })).body.message).toBe('作废原因不能为空');
    expect((await admin.put('/number/void', { id: taken.ledgerId, reason: '打印错误' })).status).toBe(200);
    expect((await admin.put('/number/void', { id: taken.ledgerId, reason: '再次' })).body).toMatchObject({
      code: 'CONFLICT',
      message: '编号 京长安介字〔2026〕001号 已作废',
    });
    const next = await inTenant(ctx.db, DEMO_TENANT_ID, (tx) => allocateNumberByCode(tx, DEMO_TENANT_ID, 'introductionLetter', { date: may12 }));
    expect(next.number).toBe('京长安介字〔2026〕002号');
    const voided = (await admin.get('/number/ledger-page', { status: 'VOIDED' })).body.data;
    expect(voided).toMatchObject({ total: 1, list: [{ number: '京长安介字〔2026〕001号', voidReason: '打印错误', businessId: 'L-1' }] });
    expect(voided.list[0].voidedAt).toBeTruthy();
  });

  it('refuses deleting a rule that issued numbers, deletes an unused one, and guards writes', async () => {
    expect((await admin.del('/number', ruleId)).body.message).toBe('该规则已发出 4 个编号，不能删除，可改为停用');
    const rule = (await admin.get('/number', { id: ruleId })).body.data;
    await admin.put('/number', { ...rule, enabled: false });
    await expect(allocate(ruleId, { categoryCode: '内民证' })).rejects.toThrow('已停用');
    const unused = (await admin.post('/number', { name: '临时', code: 'temp', pattern: '{seq}', resetCycle: 'DAILY' })).body.data;
    expect((await admin.del('/number', unused.id)).status).toBe(200);
    const assigned = (await admin.post('/number', { name: '待用', code: 'assigned', pattern: '{seq}', resetCycle: 'NEVER' })).body.data;
    await admin.post('/notarization-item', { parentId: null, level: 'CATEGORY', name: '编号测试类别', code: 'NUMTEST', numberRuleId: assigned.id });
    expect((await admin.del('/number', assigned.id)).body).toMatchObject({
      code: 'CONFLICT',
      message: '该规则正被公证事项“编号测试类别”使用，不能删除，可改为停用',
    });
    const seeded = (await admin.get('/number/page', { size: 50 })).body.data.list.map((r: any) => r.code);
    expect(seeded).toEqual(expect.arrayContaining(['certificate', 'business', 'introductionLetter', 'fee', 'evidence']));
    const notary = client(ctx, await ctx.login('notary'));
    expect((await notary.get('/number/page')).status).toBe(403);
    expect((await notary.put('/number/void', { id: 1, reason: 'x' })).status).toBe(403);
  });
});
