import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { caseFees, feeStandards } from '../src/db/schema.ts';
import { SHANXI_2021 } from '../src/db/seed-fee-standards.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { userIdOf } from './fixtures.ts';

let ctx: TestContext;
let finance: Client, assistant: Client;
let items: Record<'出生' | '继承', number>;
beforeAll(async () => {
  ctx = await createTestContext();
  [finance, assistant] = await Promise.all(['finance', 'assistant'].map(async (a) => client(ctx, await ctx.login(a))));
  const standards = (await finance.get('/finance/standards/page', { current: 1, size: 100, state: 'CURRENT' })).body.data.list as any[];
  const byName = (name: string) => standards.find((s) => s.itemName === name && s.feeType === 'NOTARY_FEE').itemId as number;
  items = { 出生: byName('出生'), 继承: byName('继承') };
});
afterAll(() => ctx.close());

const page = async (query: Record<string, unknown>) => (await finance.get('/finance/standards/page', { current: 1, size: 50, ...query })).body.data;
const suggest = async (as: Client, query: Record<string, unknown>) => (await as.get('/finance/standards/suggest', query)).body;

describe('fee standards (收费维护)', () => {
  it('seeds the province schedule with its source document, current and history versions', async () => {
    const current = await page({ keyword: '继承', state: 'CURRENT' });
    expect(current.list).toEqual([
      expect.objectContaining({
        name: '继承（按受益额）',
        mode: 'TIERED',
        version: 2,
        minFen: 20_000,
        effectiveFrom: '2021-12-15',
        effectiveTo: null,
        state: 'CURRENT',
        sourceDoc: SHANXI_2021,
      }),
    ]);
    const history = await page({ keyword: '继承', state: 'HISTORY' });
    expect(history.list).toEqual([expect.objectContaining({ version: 1, effectiveFrom: '2016-01-01', effectiveTo: '2021-12-14', state: 'HISTORY' })]);
    expect((await page({ mode: 'PER_COPY' })).list).toEqual([expect.objectContaining({ feeCode: 'COPY', unitFen: 2_000, itemId: null })]);
  });

  it('suggests fees from the standard in force on the acceptance date, with the bracket working', async () => {
    const now = await suggest(assistant, { itemIds: `${items.继承}`, date: '2026-03-01', amountFen: 100_000_000 });
    expect(now.data).toEqual([expect.objectContaining({ feeType: 'NOTARY_FEE', amountFen: 740_000, needsAmount: false, note: '继承' })]);
    expect(now.data[0].basis).toContain('第 2 版');
    expect(now.data[0].basis).toContain('¥200,000.00–¥500,000.00 部分 ¥300,000.00 × 0.8% = ¥2,400.00');
    const before = await suggest(assistant, { itemIds: `${items.继承}`, date: '2020-06-01', amountFen: 100_000_000 });
    expect(before.data[0]).toMatchObject({ amountFen: 592_000 }); // the 2016 version: 80% of each rate
    expect(before.data[0].basis).toContain('第 1 版');
    const noAmount = await suggest(assistant, { itemIds: `${items.继承},${items.出生}`, date: '2026-03-01' });
    expect(noAmount.data).toEqual([
      expect.objectContaining({ amountFen: 20_000, needsAmount: true }),
      expect.objectContaining({ amountFen: 15_000, needsAmount: false, note: '出生' }),
    ]);
    expect((await suggest(assistant, { itemIds: '1,x', date: '2026-03-01' })).message).toMatch(/公证事项编号须以逗号分隔/);
    expect((await suggest(assistant, { itemIds: `${items.出生}`, date: '2026-02-30x' })).code).toBe('VALIDATION_FAILED');
  });

  it('creates a standard for finance only and refuses incoherent rules in Chinese', async () => {
    const body = {
      feeCode: 'APOSTILLE',
      name: '海牙认证代办费',
      feeType: 'ONSITE',
      mode: 'PER_ITEM',
      unitFen: 30_000,
      effectiveFrom: '2026-01-01',
      sourceDoc: '本处公示价',
    };
    expect((await assistant.post('/finance/standards', body)).status).toBe(403);
    expect((await assistant.get('/finance/standards/page', { current: 1, size: 10 })).status).toBe(403);
    const created = await finance.post('/finance/standards', body);
    expect(created.body).toMatchObject({ message: '收费标准已新增', data: { feeCode: 'APOSTILLE', version: 1, state: 'CURRENT', usedBy: 0 } });
    expect((await finance.post('/finance/standards', body)).body).toMatchObject({ code: 'CONFLICT', message: '收费编码已存在；修改标准请发布新版本' });
    const tiered = {
      ...body,
      feeCode: 'TIERS',
      mode: 'TIERED',
      minFen: 10_000,
      tiers: [
        { upToFen: 100_000, rateBp: 100 },
        { upToFen: null, rateBp: 50 },
      ],
    };
    expect((await finance.post('/finance/standards', tiered)).body.data).toMatchObject({ tiers: tiered.tiers, unitFen: 0, minFen: 10_000 });
    const unordered = {
      ...tiered,
      feeCode: 'T1',
      tiers: [
        { upToFen: 500, rateBp: 10 },
        { upToFen: 100, rateBp: 10 },
        { upToFen: null, rateBp: 10 },
      ],
    };
    expect((await finance.post('/finance/standards', unordered)).body.message).toBe('分段收费的上限金额须逐段递增');
    const openFirst = {
      ...tiered,
      feeCode: 'T5',
      tiers: [
        { upToFen: null, rateBp: 10 },
        { upToFen: 100, rateBp: 10 },
      ],
    };
    expect((await finance.post('/finance/standards', openFirst)).body.message).toBe('分段收费须按金额从小到大排列，且只有最后一段不设上限');
    expect((await finance.post('/finance/standards', { ...body, feeCode: 'T2', unitFen: 0 })).body.message).toBe('按件收费须填写大于 0 的单价');
    expect((await finance.post('/finance/standards', { ...body, feeCode: 'T3', minFen: 500, maxFen: 100 })).body.message).toBe('最高收费不能低于最低收费');
    expect((await finance.post('/finance/standards', { ...body, feeCode: 'T4', itemId: 999_999 })).status).toBe(404);
    expect((await page({ keyword: 'T' })).list.some((s: any) => /^T\d$/.test(s.feeCode))).toBe(false);
  });

  it('versions: a new version closes the previous one, confirmed lines keep their amount, a used version never changes', async () => {
    // A case accepted today takes the suggested line with its basis.
    const [line] = (await suggest(assistant, { itemIds: `${items.出生}`, date: '2026-03-01' })).data;
    const created = await assistant.post('/business', {
      itemIds: [items.出生],
      parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '周晓燕', idType: 'ID_CARD', idNumber: '110101198805126529' } }],
      handlerId: await userIdOf(ctx.db, 'notary'),
      fees: [{ feeType: line.feeType, amountFen: line.amountFen, note: line.note, basis: line.basis, feeStandardId: line.feeStandardId }],
      feeConfirmed: true,
    });
    expect(created.body.data.fees).toEqual([expect.objectContaining({ amountFen: 15_000, basis: line.basis })]);
    const caseId = created.body.data.id as number;

    const used = (await page({ feeCode: (await page({ keyword: '出生公证' })).list[0].feeCode })).list[0];
    expect(used).toMatchObject({ version: 1, usedBy: 1 });
    const next = { id: used.id, name: '出生公证', mode: 'PER_ITEM', itemId: items.出生, unitFen: 20_000, effectiveFrom: '2099-01-01', sourceDoc: '新文件' };
    expect((await assistant.post('/finance/standards/version', next)).status).toBe(403);
    expect((await finance.post('/finance/standards/version', { ...next, effectiveFrom: '2021-12-15' })).body.message).toBe(
      '新版本的生效日期须晚于上一版本的生效日期（2021-12-15）',
    );
    const v2 = (await finance.post('/finance/standards/version', next)).body.data;
    expect(v2).toMatchObject({ version: 2, state: 'FUTURE', unitFen: 20_000, usedBy: 0 });
    expect((await page({ feeCode: used.feeCode })).list.map((s: any) => [s.version, s.effectiveTo])).toEqual([
      [2, null],
      [1, '2098-12-31'],
    ]);
    expect((await finance.post('/finance/standards/version', { ...next, effectiveFrom: '2099-06-01' })).body.message).toBe(
      '只能在最新版本（第 2 版）上发布新版本',
    );
    expect((await suggest(assistant, { itemIds: `${items.出生}`, date: '2099-01-01' })).data[0].amountFen).toBe(20_000);
    expect((await suggest(assistant, { itemIds: `${items.出生}`, date: '2098-12-31' })).data[0].amountFen).toBe(15_000);

    // The case's line is untouched, and the database refuses to change or delete the version it used.
    const stored = await asSystem(ctx.db, (tx) => tx.select().from(caseFees).where(eq(caseFees.caseId, caseId)));
    expect(stored.map((f) => [f.amountFen, f.feeStandardId])).toEqual([[15_000, used.id]]);
    await expect(asSystem(ctx.db, (tx) => tx.update(feeStandards).set({ unitFen: 1 }).where(eq(feeStandards.id, used.id)))).rejects.toThrow();
    await expect(asSystem(ctx.db, (tx) => tx.delete(feeStandards).where(eq(feeStandards.id, used.id)))).rejects.toThrow();
    const refused = await asSystem(ctx.db, (tx) => tx.execute(sql`update fee_standards set min_fen = 1 where id = ${used.id}`)).catch((e: Error) => e);
    const reason = String((refused as { cause?: Error }).cause?.message ?? refused);
    expect(reason).toContain('收费标准已用于业务收费，不能修改，请发布新版本');
  });
});
