import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, inTenant } from '../src/db/scope.ts';
import { roles } from '../src/db/schema.ts';
import type { Actor } from '../src/modules/auth/auth.api.ts';
import { caseItems, caseParties, cases } from '../src/modules/business/business.table.ts';
import { findRecord } from '../src/modules/evidence/evidence.api.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { actorFor, makeRecord, newCustomer, type MadeRecord } from './evidence-core-setup.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';

let ctx: TestContext;
let dataDir: string;
let notary: Client;
let assistant: Client;
let actor: Actor;
let customerId: number;
let web: MadeRecord;
let deposit: MadeRecord;

const T = DEMO_TENANT_ID;
const remove = async (token: string, id: number, reason = '重复取证') => {
  const res = await ctx.app.inject({ method: 'DELETE', url: `/api/evidence?id=${id}&reason=${encodeURIComponent(reason)}`, headers: { satoken: token } });
  return { status: res.statusCode, body: res.json() };
};
const statusOf = async (id: number) => (await inTenant(ctx.db, T, (tx) => findRecord(tx, T, id)))?.status;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'notaria-evidence-core-'));
  ctx = await createTestContext({ dataDir });
  notary = client(ctx, await ctx.login('notary'));
  assistant = client(ctx, await ctx.login('assistant'));
  actor = await actorFor(ctx, 'notary', T);
  customerId = await newCustomer(notary);
  web = await makeRecord(ctx, actor, customerId, { title: '微博侵权页面', url: 'https://weibo.example.cn/post/42' });
  deposit = await makeRecord(ctx, actor, customerId, {
    captureType: 'FILE',
    title: '合同扫描件',
    url: '',
    artefacts: [{ role: 'UPLOAD', name: '合同.pdf', text: 'pdf' }],
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('取证列表 and 存证列表', () => {
  it('lists each kind on its own page with the number, applicant, operator and artefact totals', async () => {
    const obtain = await notary.get('/evidence/obtain/page', { current: 1, size: 20 });
    expect(obtain.status).toBe(200);
    const row = obtain.body.data.list.find((r: { id: number }) => r.id === web.id);
    expect(row).toMatchObject({
      evidenceNo: web.evidenceNo,
      kind: 'CAPTURE',
      status: 'PENDING_CONFIRM',
      applicantName: '陈小明',
      operatorName: '李明',
      artifactCount: 2,
    });
    expect(row.evidenceNo).toMatch(/^ZJ\d{4}\d{6}$/);
    expect(obtain.body.data.list.some((r: { id: number }) => r.id === deposit.id)).toBe(false);
    const exist = await notary.get('/evidence/exist/page', { current: 1, size: 20 });
    expect(exist.body.data.list.map((r: { id: number }) => r.id)).toContain(deposit.id);
    expect(exist.body.data.list.some((r: { id: number }) => r.id === web.id)).toBe(false);
  });

  it('filters by text in the number, title or address, applicant name, capture type, status and period', async () => {
    const ids = async (q: Record<string, unknown>) =>
      (await notary.get('/evidence/obtain/page', { current: 1, size: 50, ...q })).body.data.list.map((r: { id: number }) => r.id);
    expect(await ids({ keyword: 'weibo.example' })).toEqual([web.id]);
    expect(await ids({ keyword: web.evidenceNo })).toEqual([web.id]);
    expect(await ids({ keyword: '侵权' })).toEqual([web.id]);
    expect(await ids({ keyword: '%' })).toEqual([]);
    expect(await ids({ applicantName: '小明' })).toContain(web.id);
    expect(await ids({ applicantName: '王五' })).toEqual([]);
    expect(await ids({ captureType: 'VIDEO' })).toEqual([]);
    expect(await ids({ status: 'PENDING_CONFIRM' })).toContain(web.id);
    expect(await ids({ from: '2000-01-01T00:00:00Z', to: '2000-12-31T00:00:00Z' })).toEqual([]);
    const bad = await notary.get('/evidence/obtain/page', { current: 1, size: 10, status: 'NOPE' });
    expect(bad.status).toBe(400);
  });

  it('shows the detail with the applicant snapshot (masked id) and what the reader may do', async () => {
    const d = await notary.get('/evidence/detail', { id: web.id });
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ applicantIdMasked: '1101**********8515', targetUrl: 'https://weibo.example.cn/post/42', caseNumber: '' });
    expect(d.body.data.artifacts.map((a: { role: string }) => a.role)).toEqual(['SCREENSHOT', 'MHTML']);
    expect(d.body.data.proof).toMatchObject({ manifest: null, chainSeq: null, timestamp: null, certificateIssued: false });
    expect(d.body.data.abilities).toEqual({ confirm: true, discard: true, remove: true, apply: false });
    // The assistant holds 取证 create/confirm only: no 存证 page, no delete.
    expect((await assistant.get('/evidence/detail', { id: deposit.id })).status).toBe(403);
    expect((await assistant.get('/evidence/detail', { id: web.id })).body.data.abilities).toEqual({
      confirm: true,
      discard: true,
      remove: false,
      apply: false,
    });
  });

  it('decides the function by the record’s kind: 存证 needs 存证列表’s, whatever the caller holds for 取证', async () => {
    const res = await assistant.put('/evidence/confirm', { id: deposit.id });
    expect(res.status).toBe(403);
    expect(await statusOf(deposit.id)).toBe('PENDING_CONFIRM');
    expect((await assistant.put('/evidence/discard', { id: deposit.id, reason: '不需要' })).status).toBe(403);
  });
});

describe('放弃 and 删除 before sealing', () => {
  it('discards with the reason, then refuses a second discard or a confirm', async () => {
    const r = await makeRecord(ctx, actor, customerId);
    const res = await notary.put('/evidence/discard', { id: r.id, reason: '页面取错了' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'DISCARDED', discardedReason: '页面取错了' });
    expect((await notary.put('/evidence/discard', { id: r.id, reason: '再放弃' })).status).toBe(409);
    const confirm = await notary.put('/evidence/confirm', { id: r.id });
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe('证据当前状态为“已放弃”，不能确认证据');
    expect((await notary.put('/evidence/discard', { id: r.id, reason: '   ' })).status).toBe(400);
  });

  it('deletes an unsealed record with its artefacts, needs the delete function and a reason', async () => {
    const r = await makeRecord(ctx, actor, customerId, { fail: '网络超时' });
    expect((await remove(await ctx.login('assistant'), r.id)).status).toBe(403);
    expect((await remove(await ctx.login('notary'), r.id, '')).status).toBe(400);
    const res = await remove(await ctx.login('notary'), r.id);
    expect(res.status).toBe(200);
    expect(await statusOf(r.id)).toBeUndefined();
    expect((await notary.get('/evidence/detail', { id: r.id })).status).toBe(404);
  });
});

describe('another organisation', () => {
  it('sees none of the evidence: lists empty, detail, confirm, discard, delete and apply are 404 and change nothing', async () => {
    // Every function of both pages, so nothing stops at the permission check before the tenant check.
    const office = await createOffice(ctx.db, '另一公证处', 'other_ev', [
      ...['create', 'confirm', 'delete', 'apply'].flatMap((f) => [`evidence:obtainList:${f}`, `evidence:existList:${f}`]),
      'business:accept:create',
    ]);
    const other = client(ctx, await ctx.login('other_ev', office.password));
    expect((await other.get('/evidence/obtain/page', { current: 1, size: 50 })).body.data).toEqual({ list: [], total: 0 });
    expect((await other.get('/evidence/exist/page', { current: 1, size: 50 })).body.data).toEqual({ list: [], total: 0 });
    expect((await other.get('/evidence/detail', { id: web.id })).status).toBe(404);
    expect((await other.put('/evidence/confirm', { id: web.id })).status).toBe(404);
    expect((await other.put('/evidence/discard', { id: web.id, reason: '越权' })).status).toBe(404);
    expect((await remove(await ctx.login('other_ev', office.password), web.id)).status).toBe(404);
    expect((await other.post('/evidence/apply', { id: web.id, handlerId: office.userId })).status).toBe(404);
    expect(await statusOf(web.id)).toBe('PENDING_CONFIRM');
  });
});

describe('申请出证', () => {
  it('refuses before sealing', async () => {
    const res = await notary.post('/evidence/apply', { id: web.id, handlerId: await userIdOf(ctx.db, 'notary') });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('证据确认固定后才能申请出证');
  });

  it('makes a 保全证据 case for the applicant, links the record, and the record can no longer be deleted', async () => {
    expect((await notary.put('/evidence/confirm', { id: web.id })).status).toBe(200);
    const handlerId = await userIdOf(ctx.db, 'notary');
    expect((await assistant.post('/evidence/apply', { id: web.id, handlerId })).status).toBe(403);
    const res = await notary.post('/evidence/apply', { id: web.id, handlerId });
    expect(res.status).toBe(200);
    const { caseId, businessNumber } = res.body.data;
    const [c] = await asSystem(ctx.db, (tx) => tx.select().from(cases).where(eq(cases.id, caseId)));
    expect(c).toMatchObject({ tenantId: T, businessNumber, status: 'NEW', handlerId });
    const items = await asSystem(ctx.db, (tx) => tx.select().from(caseItems).where(eq(caseItems.caseId, caseId)));
    expect(items.map((i) => i.itemName)).toEqual(['保全证据']);
    const parties = await asSystem(ctx.db, (tx) => tx.select().from(caseParties).where(eq(caseParties.caseId, caseId)));
    expect(parties).toMatchObject([{ role: 'APPLICANT', customerId, name: '陈小明' }]);

    const d = await notary.get('/evidence/detail', { id: web.id });
    expect(d.body.data).toMatchObject({ caseId, caseNumber: businessNumber });
    expect(d.body.data.abilities.apply).toBe(false);
    expect((await notary.post('/evidence/apply', { id: web.id, handlerId })).status).toBe(409);
    const del = await remove(await ctx.login('notary'), web.id);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('证据已申请出证，不能删除');
    await expect(inTenant(ctx.db, T, (tx) => tx.execute(sql`update evidence_records set case_id = null where id = ${web.id}`))).rejects.toThrow();
  });
});

describe('migration 0022: the evidence functions', () => {
  it('gives roles that held 取证/存证 the new functions, once, and leaves other roles alone', async () => {
    const statements = readFileSync(new URL('../drizzle/0022_evidence_sealed.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => s.includes('"roles"'));
    const [capturer, other] = await asSystem(ctx.db, (tx) =>
      tx
        .insert(roles)
        .values([
          { tenantId: T, name: '老取证员', code: 'oldCapture', permissions: ['evidence', 'evidence:obtainList'] },
          { tenantId: T, name: '老财务', code: 'oldFinance2', permissions: ['finance:list'] },
        ])
        .returning(),
    );
    for (let run = 0; run < 2; run++) for (const statement of statements) await ctx.db.orm.execute(sql.raw(statement));
    const held = async (id: number) => (await asSystem(ctx.db, (tx) => tx.select().from(roles).where(eq(roles.id, id))))[0].permissions;
    expect(await held(capturer.id)).toEqual([
      'evidence',
      'evidence:obtainList',
      'evidence:obtainList:apply',
      'evidence:obtainList:confirm',
      'evidence:obtainList:create',
      'evidence:obtainList:delete',
    ]);
    expect(await held(other.id)).toEqual(['finance:list']);
  });
});
