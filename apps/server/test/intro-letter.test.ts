import { chinaDate, FEW_PERSONS_WARNING } from '@notaria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, userIdOf } from './fixtures.ts';
import { letterValues } from '../src/modules/intro-letter/intro-letter.print.ts';
import { closeRenderer } from '../src/modules/render/render.api.ts';

// 介绍信: applied through the 介绍信 flow, numbered from the ledger when approved, voided with a reason that the
// ledger keeps (the number is never issued again), printed with its counterfoil.

let ctx: TestContext;
const c: Record<string, Client> = {};
const id: Record<string, number> = {};
const token: Record<string, string> = {};
const year = new Date().getFullYear();
const no = (seq: number) => `京长安介字〔${year}〕${String(seq).padStart(3, '0')}号`;

const letter = (over: Record<string, unknown> = {}) => ({
  destination: '北京市东城区不动产登记中心',
  personIds: [id.notary, id.assistant],
  purpose: 'VERIFY',
  matter: '王芳名下房产登记情况',
  validDays: 7,
  ...over,
});

async function apply(account: string, over: Record<string, unknown> = {}) {
  const res = await c[account].post('/intro-letters', letter(over));
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}
const decide = (approvalId: number, how: 'approve' | 'reject' = 'approve') =>
  c.director.put(`/approval/${how}`, { id: approvalId, opinion: how === 'reject' ? '事由不清' : undefined });
const mine = async (account: string, query: Record<string, unknown> = {}) =>
  (await c[account].get('/intro-letters/mine', { current: 1, size: 50, ...query })).body.data;
const ledger = async (query: Record<string, unknown>) => (await c.office_admin.get('/number/ledger-page', { current: 1, size: 50, ...query })).body.data;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const a of ['office_admin', 'notary', 'assistant', 'director', 'finance']) {
    token[a] = await ctx.login(a);
    c[a] = client(ctx, token[a]);
    id[a] = await userIdOf(ctx.db, a);
  }
  // 王建国 signs in as 公证员; the office list is his as 审批人(主任).
  const me = (await c.director.get('/auth/current-user')).body.data;
  await c.director.put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === 'director').id });
});
afterAll(() => ctx.close());

describe('介绍信', () => {
  it('a verification trip of one person is accepted with the warning recorded and shown to the approver', async () => {
    const one = await apply('assistant', { personIds: [id.assistant] });
    expect(one).toMatchObject({ status: 'PENDING', letterNo: '', fewPersons: true, persons: [{ id: id.assistant, name: '张婷' }] });
    const detail = (await c.director.get('/approval/detail', { id: one.approvalId })).body.data;
    expect(detail.kindTitle).toBe('介绍信');
    expect(detail.lines).toEqual(
      expect.arrayContaining([
        { label: '提示', value: `⚠ ${FEW_PERSONS_WARNING}` },
        { label: '人员', value: '张婷（1人）' },
      ]),
    );
    const two = await apply('assistant');
    expect(two.fewPersons).toBe(false);
    const contact = await apply('assistant', { personIds: [id.assistant], purpose: 'CONTACT' });
    expect(contact.fewPersons).toBe(false);
    for (const l of [one, two, contact]) expect((await c.assistant.put('/approval/withdraw', { id: l.approvalId })).status).toBe(200);
    expect((await mine('assistant', { status: 'WITHDRAWN' })).total).toBe(3);
  });

  it('letter numbers come from the ledger; a void keeps its number and reason there and the number is never reused', async () => {
    const first = await apply('notary');
    const second = await apply('notary', { destination: '北京市公安局东城分局', purpose: 'COLLECT', matter: '户籍档案' });
    const rejected = await apply('notary', { destination: '某银行' });
    expect((await decide(first.approvalId)).status).toBe(200);
    expect((await decide(rejected.approvalId, 'reject')).status).toBe(200);
    expect((await decide(second.approvalId)).status).toBe(200);

    const rows = (await mine('notary')).list as any[];
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    const today = chinaDate(new Date());
    const plus6 = new Date(Date.parse(`${today}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    expect(byId[first.id]).toMatchObject({ status: 'APPROVED', letterNo: no(1), approverName: '王建国', validUntil: plus6 });
    expect(byId[second.id]).toMatchObject({ status: 'APPROVED', letterNo: no(2) });
    expect(byId[rejected.id]).toMatchObject({ status: 'REJECTED', letterNo: '', validUntil: null });

    const issued = await ledger({ number: '介字' });
    expect(issued.list.map((e: any) => [e.number, e.status, e.businessType, e.businessId])).toEqual([
      [no(2), 'ISSUED', 'introductionLetter', String(second.id)],
      [no(1), 'ISSUED', 'introductionLetter', String(first.id)],
    ]);

    // Only an issued letter is voided, with a reason; by its applicant (or the approve function), not by a colleague.
    expect((await c.notary.put('/intro-letters/void', { id: first.id, reason: '' })).body.message).toBe('作废原因不能为空');
    expect((await c.assistant.put('/intro-letters/void', { id: first.id, reason: '行程取消' })).status).toBe(403);
    expect((await c.notary.put('/intro-letters/void', { id: rejected.id, reason: '行程取消' })).status).toBe(409);
    const voided = await c.notary.put('/intro-letters/void', { id: first.id, reason: '行程取消，未使用' });
    expect(voided.body.data).toMatchObject({ status: 'VOIDED', letterNo: no(1), voidReason: '行程取消，未使用', voidedByName: '李明' });
    expect((await c.notary.put('/intro-letters/void', { id: first.id, reason: '再次' })).body).toMatchObject({
      code: 'CONFLICT',
      message: `介绍信 ${no(1)} 已作废`,
    });

    const voidedInLedger = await ledger({ status: 'VOIDED', number: '介字' });
    expect(voidedInLedger.list).toMatchObject([{ number: no(1), voidReason: '行程取消，未使用', businessId: String(first.id) }]);

    const third = await apply('notary');
    await decide(third.approvalId);
    const after = (await mine('notary', { status: 'APPROVED' })).list as any[];
    expect(after.map((r) => r.letterNo)).toEqual([no(3), no(2)]);
    const all = await ledger({ number: '介字' });
    expect(all.list.map((e: any) => `${e.number}:${e.status}`)).toEqual([`${no(3)}:ISSUED`, `${no(2)}:ISSUED`, `${no(1)}:VOIDED`]);

    // The office list shows the void and its reason, filtered.
    const office = (await c.director.get('/intro-letters/page', { current: 1, size: 50, status: 'VOIDED' })).body.data;
    expect(office).toMatchObject({ total: 1, list: [{ id: first.id, voidReason: '行程取消，未使用', applicantName: '李明' }] });
    expect((await c.director.get('/intro-letters/page', { current: 1, size: 50, letterNo: no(2) })).body.data.list).toMatchObject([{ id: second.id }]);
  });

  it('prints the counterfoil and the letter as a PDF only for an issued letter', async () => {
    const l = await apply('notary', { destination: '北京市档案馆' });
    expect((await c.notary.get('/intro-letters/print', { id: l.id })).body).toMatchObject({ code: 'CONFLICT', message: '介绍信尚未审批通过，不能打印' });
    await decide(l.approvalId);
    const print = (account: string) => ctx.app.inject({ method: 'GET', url: `/api/intro-letters/print?id=${l.id}`, headers: { satoken: token[account] } });
    const res = await print('notary');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('介绍信-京长安介字');
    expect((await c.assistant.get('/intro-letters/print', { id: l.id })).status).toBe(403);
    expect((await print('director')).statusCode).toBe(200);

    // Without Chromium the product says what to install and keeps running.
    const saved = process.env.CHROMIUM_PATH;
    await closeRenderer();
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      const refused = await print('notary');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toContain('服务器未安装 Chromium');
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
    expect((await c.notary.get('/intro-letters/mine', { current: 1, size: 1 })).status).toBe(200);
  }, 60_000);

  it('refuses bad input in Chinese and changes nothing', async () => {
    const before = (await mine('notary')).total;
    const bad = [
      [{ destination: '' }, '前往单位'],
      [{ personIds: [] }, '人员'],
      [{ validDays: 0 }, '有效天数'],
      [{ validDays: 91 }, '有效天数'],
      [{ purpose: 'TRAVEL' }, '事由类别'],
    ] as const;
    for (const [over, field] of bad) {
      const res = await c.notary.post('/intro-letters', letter(over));
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await c.notary.post('/intro-letters', letter({ personIds: [id.notary, 999999] }))).body.message).toBe('所选人员不存在或已停用，请重新选择');
    expect((await c.notary.post('/intro-letters', letter({ caseId: 999999 }))).body.message).toBe('关联业务不存在');
    expect((await mine('notary')).total).toBe(before);
  });

  it('keeps the office list to the approve function and every letter to its office', async () => {
    expect((await c.notary.get('/intro-letters/page', { current: 1, size: 10 })).status).toBe(403);
    expect((await c.finance.get('/intro-letters/mine', { current: 1, size: 10 })).status).toBe(403);
    const other = await createOffice(ctx.db, '另一公证处', 'other_letters', ['oa:apply:introductionLetter', 'oa:approve:introductionLetter']);
    const o = client(ctx, await ctx.login('other_letters', other.password));
    expect((await o.get('/intro-letters/page', { current: 1, size: 50 })).body.data.total).toBe(0);
    const theirs = (await mine('notary', { status: 'APPROVED' })).list[0];
    expect((await o.put('/intro-letters/void', { id: theirs.id, reason: '越权' })).status).toBe(404);
    expect((await o.get('/intro-letters/print', { id: theirs.id })).status).toBe(404);
    // Another office's staff cannot be sent on this office's letter, nor the other way round.
    expect((await o.post('/intro-letters', letter({ personIds: [id.notary] }))).body.message).toBe('所选人员不存在或已停用，请重新选择');
  });

  it('finds cases to link by business number and snapshots the number on the letter', async () => {
    type Node = { id: number; name: string; level: string; children?: Node[] };
    const leaves = (nodes: Node[]): Node[] => nodes.flatMap((n) => (n.level === 'ITEM' ? [n] : leaves(n.children ?? [])));
    const birth = leaves((await c.notary.get('/notarization-item/tree', { enabledOnly: true })).body.data).find((n) => n.name === '出生')!;
    const created = await c.notary.post('/business', {
      itemIds: [birth.id],
      handlerId: id.notary,
      purpose: '留学',
      parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '王芳', idType: 'PASSPORT', idNumber: 'E7654321', phone: '13900001234' } }],
    });
    expect(created.status, created.body.message).toBe(200);
    const number = (await c.notary.get('/business', { id: created.body.data.id })).body.data.businessNumber as string;
    const found = (await c.notary.get('/intro-letters/cases', { businessNumber: number.slice(-6) })).body.data as { id: number; businessNumber: string }[];
    expect(found.map((f) => f.businessNumber)).toContain(number);
    const l = await apply('notary', { caseId: created.body.data.id });
    expect(l).toMatchObject({ caseId: created.body.data.id, caseNumber: number });
    expect((await c.director.get('/approval/detail', { id: l.approvalId })).body.data.lines).toEqual(
      expect.arrayContaining([{ label: '关联业务', value: number }]),
    );
  });
});

describe('the printed wording', () => {
  const base = { letterNo: '京长安介字〔2026〕001号', validUntil: '2026-12-01', issuedAt: new Date('2026-11-25T02:00:00Z'), caseNumber: '' };
  it('names one person as 同志 and several as 等 N 位同志, and says the verb once', () => {
    const one = letterValues({ ...base, persons: [{ id: 1, name: '李明' }], purpose: 'VERIFY', matter: '核实王芳名下房产' } as any, '北京市长安公证处');
    expect(one).toMatchObject({
      'form.personsPhrase': '李明同志',
      'form.business': '核实王芳名下房产',
      'form.caseNumber': '无',
      'form.issuedDateCn': '2026年11月25日',
    });
    const two = letterValues(
      {
        ...base,
        persons: [
          { id: 1, name: '李明' },
          { id: 2, name: '张婷' },
        ],
        purpose: 'COLLECT',
        matter: '户籍档案',
      } as any,
      '北京市长安公证处',
    );
    expect(two).toMatchObject({ 'form.personsPhrase': '李明、张婷等2位同志', 'form.business': '调取户籍档案', 'form.validUntilCn': '2026年12月1日' });
  });
});
