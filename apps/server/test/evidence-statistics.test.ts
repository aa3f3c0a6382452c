import type { ApplicantType, ArtifactRole, CaptureType, EvidenceStatistics, EvidenceStatus } from '@notaria/contracts';
import { CAPTURE_KIND_OF } from '@notaria/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { evidenceArtifacts, evidenceRecords } from '../src/modules/evidence/evidence.table.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';

let ctx: TestContext;
let admin: Client;
let seq = 0;

interface Row {
  tenantId?: number;
  type: CaptureType;
  status: EvidenceStatus;
  at: string;
  customer?: [ApplicantType, number, string];
  files?: [ArtifactRole, number, boolean][];
  reason?: string;
}

/** One record as the evidence module stores it, made at `at`, with its artefacts (role, size, kept on storage). */
async function record(r: Row) {
  const tenantId = r.tenantId ?? DEMO_TENANT_ID;
  const operatorId = await userIdOf(ctx.db, 'notary');
  const [type, customerId, name] = r.customer ?? ['PERSONAL', 1, '陈小明'];
  seq += 1;
  await asSystem(ctx.db, async (tx) => {
    const [rec] = await tx
      .insert(evidenceRecords)
      .values({
        tenantId,
        evidenceNo: `TJ${String(seq).padStart(6, '0')}`,
        kind: CAPTURE_KIND_OF[r.type],
        captureType: r.type,
        title: `统计样本 ${seq}`,
        // Artefacts are added before sealing (the database refuses them after), then the status is set.
        status: 'PENDING_CONFIRM',
        applicantType: type,
        customerId,
        applicant: { name, idMasked: '', phone: '' },
        operatorId,
        targetUrl: r.type === 'WEB_PAGE' ? 'https://example.cn/' : '',
        failureReason: r.reason ?? '',
        createdAt: new Date(r.at),
      })
      .returning();
    let n = 0;
    for (const [role, size, kept] of r.files ?? []) {
      n += 1;
      await tx.insert(evidenceArtifacts).values({
        tenantId,
        recordId: rec.id,
        seq: n,
        role,
        fileId: kept ? `f${seq}-${n}` : null,
        name: `文件${n}`,
        size,
        sha256: '0'.repeat(64),
      });
    }
    if (r.status !== 'PENDING_CONFIRM') await tx.update(evidenceRecords).set({ status: r.status }).where(eq(evidenceRecords.id, rec.id));
  });
}

const stats = async (query: Record<string, string>, api = admin) => {
  const res = await api.get<EvidenceStatistics>('/evidence/statistics', query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const pick = <T extends { key: string }>(list: T[], key: string) => list.find((b) => b.key === key)!;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await ctx.login('office_admin'));
  // March 2026, China time. 2026-03-01T16:30Z is already 2 March in China.
  await record({
    type: 'WEB_PAGE',
    status: 'SEALED',
    at: '2026-03-02T02:00:00Z',
    files: [
      ['SCREENSHOT', 1000, true],
      ['MHTML', 3000, true],
    ],
  });
  await record({ type: 'WEB_PAGE', status: 'FAILED', at: '2026-03-01T16:30:00Z', reason: '页面加载超时' });
  await record({ type: 'WEB_PAGE', status: 'FAILED', at: '2026-03-09T03:00:00Z', reason: '页面加载超时' });
  await record({ type: 'WEB_PAGE', status: 'FAILED', at: '2026-03-10T03:00:00Z', reason: '域名无法解析' });
  await record({
    type: 'FILE',
    status: 'PENDING_CONFIRM',
    at: '2026-03-09T05:00:00Z',
    files: [['UPLOAD', 500, true]],
    customer: ['INSTITUTION', 7, '长安科技有限公司'],
  });
  await record({
    type: 'HASH_ONLY',
    status: 'TIMESTAMPED',
    at: '2026-03-31T15:59:00Z',
    files: [['HASH_ONLY', 9000, false]],
    customer: ['INSTITUTION', 7, '长安科技有限公司'],
  });
  // Outside the range: 1 April in China, and February.
  await record({ type: 'VIDEO', status: 'SEALED', at: '2026-03-31T16:00:00Z', files: [['VIDEO', 70000, true]] });
  await record({ type: 'PHOTO', status: 'SEALED', at: '2026-02-27T04:00:00Z', files: [['PHOTO', 20000, true]] });
});
afterAll(async () => {
  await ctx?.close();
});

describe('证据统计', () => {
  it('counts records and their bytes by kind, capture type and status over China calendar days', async () => {
    const s = await stats({ from: '2026-03-01', to: '2026-03-31', granularity: 'day' });
    expect(s.total).toEqual({ count: 6, bytes: 13500, storedBytes: 4500, sealed: 2, pending: 1, failed: 3 });
    expect(s.byKind).toEqual([
      { key: 'CAPTURE', name: '取证', count: 4, bytes: 4000 },
      { key: 'DEPOSIT', name: '存证', count: 2, bytes: 9500 },
    ]);
    expect(pick(s.byType, 'WEB_PAGE')).toEqual({ key: 'WEB_PAGE', name: '网页取证', count: 4, bytes: 4000 });
    expect(pick(s.byType, 'HASH_ONLY')).toEqual({ key: 'HASH_ONLY', name: '哈希存证', count: 1, bytes: 9000 });
    expect(pick(s.byType, 'VIDEO').count).toBe(0);
    expect(s.byType).toHaveLength(8);
    expect(pick(s.byStatus, 'FAILED')).toEqual({ key: 'FAILED', name: '取证失败', count: 3, bytes: 0 });
    expect(pick(s.byStatus, 'TIMESTAMPED').bytes).toBe(9000);
    expect(s.byStatus.reduce((a, b) => a + b.count, 0)).toBe(6);
  });

  it('fills every period of the range, by day, Monday week and month', async () => {
    const days = await stats({ from: '2026-03-01', to: '2026-03-31', granularity: 'day' });
    expect(days.byPeriod).toHaveLength(31);
    expect(pick(days.byPeriod, '2026-03-01').count).toBe(0);
    expect(pick(days.byPeriod, '2026-03-02')).toEqual({ key: '2026-03-02', name: '2026-03-02', count: 2, bytes: 4000, captures: 2, deposits: 0 });
    expect(pick(days.byPeriod, '2026-03-09')).toMatchObject({ count: 2, captures: 1, deposits: 1, bytes: 500 });
    expect(pick(days.byPeriod, '2026-03-31')).toMatchObject({ count: 1, deposits: 1 });

    const weeks = await stats({ from: '2026-03-01', to: '2026-03-31', granularity: 'week' });
    // 1 March 2026 is a Sunday: its week starts on 23 February.
    expect(weeks.byPeriod.map((p) => p.key)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    expect(weeks.byPeriod.map((p) => p.count)).toEqual([0, 2, 3, 0, 0, 1]);
    expect(weeks.byPeriod[1].name).toBe('2026-03-02 起');

    const months = await stats({ from: '2026-02-01', to: '2026-04-30', granularity: 'month' });
    expect(months.byPeriod.map((p) => [p.name, p.count, p.bytes])).toEqual([
      ['2026-02', 1, 20000],
      ['2026-03', 6, 13500],
      ['2026-04', 1, 70000],
    ]);
    expect(months.total.count).toBe(8);
  });

  it('ranks the applicants and lists the capture failures with their reasons', async () => {
    const s = await stats({ from: '2026-03-01', to: '2026-03-31' });
    expect(s.topApplicants).toEqual([
      { customerId: 1, type: 'PERSONAL', name: '陈小明', count: 4, bytes: 4000 },
      { customerId: 7, type: 'INSTITUTION', name: '长安科技有限公司', count: 2, bytes: 9500 },
    ]);
    expect(s.failures.total).toBe(3);
    expect(s.failures.byReason).toEqual([
      { reason: '页面加载超时', count: 2 },
      { reason: '域名无法解析', count: 1 },
    ]);
    expect(s.failures.recent.map((f) => f.reason)).toEqual(['域名无法解析', '页面加载超时', '页面加载超时']);
    expect(s.failures.recent[0]).toMatchObject({ captureType: 'WEB_PAGE', targetUrl: 'https://example.cn/' });
  });

  it('keeps at most ten applicants, the most records first', async () => {
    for (let i = 0; i < 11; i += 1) await record({ type: 'FILE', status: 'SEALED', at: '2025-06-10T04:00:00Z', customer: ['PERSONAL', 100 + i, `客户${i}`] });
    await record({ type: 'FILE', status: 'SEALED', at: '2025-06-11T04:00:00Z', customer: ['PERSONAL', 105, '客户5'] });
    const s = await stats({ from: '2025-06-01', to: '2025-06-30' });
    expect(s.topApplicants).toHaveLength(10);
    expect(s.topApplicants[0]).toMatchObject({ customerId: 105, count: 2 });
  });

  it('defaults to the last 30 days up to today', async () => {
    const s = await stats({});
    expect(s.granularity).toBe('day');
    expect(s.byPeriod).toHaveLength(30);
    expect(s.byPeriod.at(-1)!.key).toBe(s.to);
    const months = await stats({ granularity: 'month' });
    expect(months.byPeriod).toHaveLength(12);
  });

  it('shows an office only its own evidence', async () => {
    const other = await createOffice(ctx.db, '西城公证处', 'xc_stats', ['evidence:statistics']);
    await record({ tenantId: other.tenantId, type: 'AUDIO', status: 'SEALED', at: '2026-03-05T04:00:00Z', files: [['AUDIO', 123, true]] });
    const theirs = client(ctx, await ctx.login('xc_stats', other.password));
    const s = await stats({ from: '2026-03-01', to: '2026-03-31' }, theirs);
    expect(s.total.count).toBe(1);
    expect(s.byType.filter((b) => b.count > 0).map((b) => b.key)).toEqual(['AUDIO']);
    expect(s.topApplicants).toHaveLength(1);
    expect(s.failures.total).toBe(0);
    const ours = await stats({ from: '2026-03-01', to: '2026-03-31' });
    expect(pick(ours.byType, 'AUDIO').count).toBe(0);
  });

  it('needs evidence:statistics', async () => {
    const notary = client(ctx, await ctx.login('notary'));
    const res = await notary.get('/evidence/statistics', {});
    expect(res.status).toBe(403);
  });

  it('refuses a bad range with a Chinese message', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ from: '2026-03-10', to: '2026-03-01' }, /开始日期不能晚于结束日期/],
      [{ from: '2026-02-30', to: '2026-03-01' }, /日期/],
      [{ from: '2020-01-01', to: '2026-03-01', granularity: 'day' }, /统计范围过大/],
      [{ granularity: 'year' }, /统计周期/],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get('/evidence/statistics', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });
});
