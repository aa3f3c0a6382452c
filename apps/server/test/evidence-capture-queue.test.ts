import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { claimJob } from '../src/modules/evidence/capture/capture-queue.ts';
import { CaptureWorker } from '../src/modules/evidence/capture/capture-worker.ts';
import type { CaptureInput, CaptureResult } from '../src/modules/evidence/capture/web-capture.ts';
import { evidenceArtifacts, evidenceCaptureJobs, evidenceRecords } from '../src/modules/evidence/evidence.table.ts';
import { sealIn } from '../src/modules/integrity/integrity.api.ts';
import type { RealtimeHub } from '../src/realtime/hub.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';

// The capture queue without a browser: claims, leases, failures and retries, and what the endpoints refuse.

let ctx: TestContext;
let api: Client;
let dataDir: string;
let customerId: number;
const pushed: { userIds: number[]; message: { type: string; data: { id: number; status: string; step: string; percent: number } } }[] = [];
const hub = { deliver: async (_t: number, userIds: number[], message: never) => void pushed.push({ userIds, message }) } as unknown as RealtimeHub;

const ok: (input: CaptureInput) => Promise<CaptureResult> = async (input) => {
  input.progress('正在截图', 50);
  const at = new Date();
  return {
    files: [
      { role: 'CLEAN_REPORT', name: '清洁性检查报告.json', mime: 'application/json', bytes: Buffer.from('{"clean":true}'), capturedAt: at },
      { role: 'SCREENSHOT', name: '网页截图.png', mime: 'image/png', bytes: Buffer.from('png'), capturedAt: at },
    ],
    finalUrl: input.url,
    chromiumVersion: 'HeadlessChrome/156',
    startedAt: at,
    endedAt: at,
  };
};
const refused = async (): Promise<CaptureResult> => {
  throw new Error('page.goto: net::ERR_CONNECTION_REFUSED at http://127.0.0.1:9/');
};
const worker = (capture: (input: CaptureInput) => Promise<CaptureResult>, name = 'test-worker') =>
  new CaptureWorker({ db: ctx.db, storage: ctx.app.storage, seal: sealIn(dataDir), hub, log: ctx.app.log, name, capture });

const submit = (url: string, extra: Record<string, unknown> = {}) =>
  api.post('/evidence/obtain/web', {
    url,
    title: '网页取证',
    applicant: { type: 'PERSONAL', customerId },
    options: { fullPage: true, video: false, durationSeconds: 0 },
    ...extra,
  });
const recordOf = async (id: number) => (await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, id))))[0];
const jobOf = async (recordId: number) =>
  (await asSystem(ctx.db, (tx) => tx.select().from(evidenceCaptureJobs).where(eq(evidenceCaptureJobs.recordId, recordId))))[0];
const jobsDue = () =>
  asSystem(ctx.db, (tx) =>
    tx
      .update(evidenceCaptureJobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(evidenceCaptureJobs.state, 'QUEUED')),
  );
/** Earlier tests' jobs out of the way. */
const clearQueue = () =>
  asSystem(ctx.db, (tx) =>
    tx
      .update(evidenceCaptureJobs)
      .set({ state: 'DONE' })
      .where(sql`state in ('QUEUED', 'RUNNING')`),
  );

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'notaria-capture-queue-'));
  ctx = await createTestContext({ dataDir, evidenceCaptureInternal: true });
  api = client(ctx, await ctx.login('notary'));
  const c = await api.post('/customer/personal', { name: '吴建国', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  customerId = c.body.data.id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('what 网页取证 accepts', () => {
  it.each([['file:///etc/passwd'], ['javascript:alert(1)'], ['data:text/html,<p>x</p>'], ['不是网址'], ['http://'], ['ftp://example.com/a']])(
    'refuses %s with a 400 in Chinese and queues nothing',
    async (url) => {
      const before = (await asSystem(ctx.db, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(evidenceRecords)))[0]!.n;
      const res = await submit(url);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
      const after = (await asSystem(ctx.db, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(evidenceRecords)))[0]!.n;
      expect(after).toBe(before);
    },
  );

  it('refuses a video longer than 300 s, a video without a length, and more than 50 addresses in a batch', async () => {
    expect((await submit('https://example.com', { options: { fullPage: true, video: true, durationSeconds: 301 } })).status).toBe(400);
    const none = await submit('https://example.com', { options: { fullPage: true, video: true, durationSeconds: 0 } });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('录制时长');
    const many = await api.post('/evidence/obtain/web/batch', {
      urls: Array.from({ length: 51 }, (_, i) => `https://example.com/${i}`),
      title: '批量',
      applicant: { type: 'PERSONAL', customerId },
      options: { fullPage: true, video: false, durationSeconds: 0 },
    });
    expect(many.status).toBe(400);
  });

  it('queues a batch under one batch id, each record 取证中 with its own number; a scheduled one waits for its time', async () => {
    await clearQueue();
    const res = await api.post('/evidence/obtain/web/batch', {
      urls: ['https://example.com/a', 'https://example.com/b', 'HTTP://Example.com/c'],
      title: '批量取证',
      applicant: { type: 'PERSONAL', customerId },
      options: { fullPage: false, video: false, durationSeconds: 0 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { batchId, records } = res.body.data;
    expect(records).toHaveLength(3);
    expect(new Set(records.map((r: { evidenceNo: string }) => r.evidenceNo)).size).toBe(3);
    expect(records[2].targetUrl).toBe('http://example.com/c');
    for (const r of records) expect((await jobOf(r.id)).batchId).toBe(batchId);
    expect((await recordOf(records[0].id)).title).toBe('批量取证（1/3）');

    const later = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await submit('https://example.com/later', { options: { fullPage: true, video: false, durationSeconds: 0, scheduleAt: later } });
    expect(scheduled.status).toBe(200);
    expect(new Date(scheduled.body.data.runAt).getTime()).toBe(new Date(later).getTime());
    const claimed = [];
    for (let job = await claimJob(ctx.db, 'w', 60); job; job = await claimJob(ctx.db, 'w', 60)) claimed.push(job.recordId);
    expect(claimed.sort()).toEqual(records.map((r: { id: number }) => r.id).sort());
  });
});

describe('the queue', () => {
  it('never gives one job to two claimers', async () => {
    await clearQueue();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await submit(`https://example.com/${i}`)).body.data.id);
    const claims = await Promise.all(Array.from({ length: 6 }, (_, i) => claimJob(ctx.db, `w${i}`, 60)));
    const got = claims.filter((j) => j !== undefined);
    expect(got).toHaveLength(4);
    expect(new Set(got.map((j) => j.id)).size).toBe(4);
    expect(got.map((j) => j.recordId).sort()).toEqual(ids.sort());
  });

  it('claims again a job whose lease has passed (its instance died), counting the attempt', async () => {
    await clearQueue();
    const id = (await submit('https://example.com/lease')).body.data.id;
    const first = await claimJob(ctx.db, 'dead-instance', 60);
    expect(first).toMatchObject({ recordId: id, state: 'RUNNING', attempts: 1, worker: 'dead-instance' });
    expect(await claimJob(ctx.db, 'other', 60)).toBeUndefined();
    await asSystem(ctx.db, (tx) =>
      tx
        .update(evidenceCaptureJobs)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(eq(evidenceCaptureJobs.id, first!.id)),
    );
    const again = await claimJob(ctx.db, 'other', 60);
    expect(again).toMatchObject({ id: first!.id, attempts: 2, worker: 'other' });
    // The dead instance's late answer no longer counts: the job is the other worker's.
    await worker(ok, 'other')
      .runOnce()
      .catch(() => undefined);
  });

  it('records a failure with its reason, retries up to maxAttempts, then the record fails; 重新取证 queues it afresh', async () => {
    await clearQueue();
    const id = (await submit('http://127.0.0.1:9/')).body.data.id;
    const w = worker(refused);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await jobsDue();
      expect(await w.runOnce()).toBe(true);
      const job = await jobOf(id);
      expect(job.attempts).toBe(attempt);
      expect(job.error).toContain('网站拒绝连接');
      expect(job.state).toBe(attempt < 3 ? 'QUEUED' : 'FAILED');
      expect((await recordOf(id)).status).toBe(attempt < 3 ? 'CAPTURING' : 'FAILED');
    }
    expect(await w.runOnce()).toBe(false);
    const failed = await recordOf(id);
    expect(failed.failureReason).toContain('网站拒绝连接');
    expect(pushed.at(-1)?.message.data).toMatchObject({ id, status: 'FAILED' });

    const retry = await api.put('/evidence/obtain/retry', { id });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.data.status).toBe('CAPTURING');
    expect(await jobOf(id)).toMatchObject({ state: 'QUEUED', attempts: 0, error: '' });
    expect((await api.put('/evidence/obtain/retry', { id })).status).toBe(400); // not failed any more

    expect(await worker(ok).runOnce()).toBe(true);
    const done = await recordOf(id);
    expect(done.status).toBe('PENDING_CONFIRM');
    const artefacts = await asSystem(ctx.db, (tx) => tx.select().from(evidenceArtifacts).where(eq(evidenceArtifacts.recordId, id)));
    expect(artefacts.map((a) => a.role)).toEqual(['CLEAN_REPORT', 'SCREENSHOT']);
    expect((await jobOf(id)).state).toBe('DONE');
    expect(pushed.filter((p) => p.message.data.id === id).map((p) => p.message.data.step)).toContain('正在截图');
  });

  it('without Chromium the record fails at once with a Chinese reason, and the server keeps serving', async () => {
    await clearQueue();
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      const id = (await submit('https://example.com/no-browser')).body.data.id;
      expect(await new CaptureWorker({ db: ctx.db, storage: ctx.app.storage, seal: sealIn(dataDir), hub, log: ctx.app.log }).runOnce()).toBe(true);
      const record = await recordOf(id);
      expect(record.status).toBe('FAILED');
      expect(record.failureReason).toContain('未安装 Chromium');
      expect((await jobOf(id)).attempts).toBe(1);
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
    expect((await api.get('/auth/user-info')).status).toBeLessThan(500);
  });

  it('refuses 重新取证 of another office’s record as not found', async () => {
    const id = (await submit('https://example.com/other')).body.data.id;
    await asSystem(ctx.db, (tx) => tx.update(evidenceRecords).set({ status: 'FAILED' }).where(eq(evidenceRecords.id, id)));
    const admin = client(ctx, await ctx.login('admin'));
    const res = await admin.put('/evidence/obtain/retry', { id });
    expect([403, 404]).toContain(res.status);
    expect((await recordOf(id)).status).toBe('FAILED');
  });
});
