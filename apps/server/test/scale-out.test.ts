import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEFAULT_DEMO_PASSWORD, loadConfig, type Config } from '../src/config.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import { asSystem } from '../src/db/scope.ts';
import { CaptureWorker } from '../src/modules/evidence/capture/capture-worker.ts';
import type { CaptureInput, CaptureResult } from '../src/modules/evidence/capture/web-capture.ts';
import { evidenceArtifacts, evidenceCaptureJobs, evidenceRecords } from '../src/modules/evidence/evidence.table.ts';
import { storedFiles } from '../src/modules/files/file.table.ts';
import { sealIn } from '../src/modules/integrity/integrity.api.ts';
import { adminQuery, databaseUrlFor } from './databases.ts';
import { userIdOf } from './fixtures.ts';
import { startLocalS3 } from './local-s3.ts';
import { openSocket } from './ws-client.ts';

// Several instances of one deployment: two apps, each with its own connection pool and data directory, listening on
// their own ports, sharing one PostgreSQL database, one Redis and one S3-compatible bucket (s3rver on 127.0.0.1).

const SKIP = !process.env.DATABASE_URL || !process.env.REDIS_URL;
if (SKIP) console.log('scale-out.test.ts 跳过：需要 DATABASE_URL 与 REDIS_URL（两个实例共用的 PostgreSQL 与 Redis）');

interface Instance {
  app: FastifyInstance;
  db: Database;
  url: string;
}

let dbUrl: string;
let dbName: string;
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let dirs: string[];
let a: Instance;
let b: Instance;

async function startInstance(config: Config): Promise<Instance> {
  const db = openPostgres(dbUrl, 4);
  const app = await buildApp(config, db);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, db, url };
}

const call = async (base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const res = await fetch(`${base}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token && { satoken: init.token }), ...(init.body !== undefined && { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; data: never; message: string } };
};
const login = async (base: string, account: string) => {
  const res = await call(base, '/auth/login', { method: 'POST', body: { account, password: DEFAULT_DEMO_PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { tokenValue: string }).tokenValue;
};

describe.skipIf(SKIP)('several instances on one PostgreSQL, one Redis and one bucket', () => {
  beforeAll(async () => {
    const template = inject('template');
    if (template.kind !== 'postgres') throw new Error('expected the PostgreSQL template');
    dbName = `notaria_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(process.env.DATABASE_URL!, `create database ${dbName} template ${template.name}`);
    dbUrl = databaseUrlFor(process.env.DATABASE_URL!, dbName);
    s3 = await startLocalS3();
    dirs = [mkdtempSync(join(tmpdir(), 'notaria-a-')), mkdtempSync(join(tmpdir(), 'notaria-b-'))];
    // Every instance is given the same integrity key (a mounted secret in a deployment); nothing else is shared on disk.
    sealIn(dirs[0]!).seal(Buffer.from('make the key'));
    mkdirSync(join(dirs[1]!, 'keys'), { recursive: true });
    copyFileSync(join(dirs[0]!, 'keys', 'integrity.key'), join(dirs[1]!, 'keys', 'integrity.key'));
    const base = { ...loadConfig({}), captchaEnabled: false, redisUrl: process.env.REDIS_URL, s3: s3.settings, loginRateLimitPerMinute: 1000 };
    a = await startInstance({ ...base, dataDir: dirs[0]! });
    b = await startInstance({ ...base, dataDir: dirs[1]! });
  });
  afterAll(async () => {
    for (const i of [a, b]) {
      await i?.app.close().catch(() => {});
      await i?.db.close().catch(() => {});
    }
    await s3?.stop();
    for (const d of dirs ?? []) rmSync(d, { recursive: true, force: true });
    if (dbName) await adminQuery(process.env.DATABASE_URL!, `drop database if exists ${dbName} with (force)`);
  });

  it('a file uploaded through one instance is downloaded through the other, whole and by range, from the bucket', async () => {
    const token = await login(a.url, 'notary');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000)]);
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), '委托书.pdf');
    const up = await fetch(`${a.url}/api/file/upload`, { method: 'POST', headers: { satoken: token }, body: form });
    const uploaded = (await up.json()) as { data: { ossUrl: string; size: number } };
    expect(up.status, JSON.stringify(uploaded)).toBe(200);
    expect(uploaded.data.size).toBe(pdf.length);

    const whole = await fetch(`${b.url}${uploaded.data.ossUrl}`, { headers: { satoken: token } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true);

    const part = await fetch(`${b.url}${uploaded.data.ossUrl}`, { headers: { satoken: token, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${pdf.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(pdf.subarray(100, 200))).toBe(true);
    const past = await fetch(`${b.url}${uploaded.data.ossUrl}`, { headers: { satoken: token, range: `bytes=${pdf.length + 10}-` } });
    expect(past.status).toBe(416);
    await past.arrayBuffer();

    // The bytes are in the bucket, not in either instance's data directory.
    const key = uploaded.data.ossUrl.split('/').pop()!;
    const [row] = await asSystem(a.db, (tx) => tx.select().from(storedFiles).where(eq(storedFiles.id, key)));
    expect((await b.app.storage.head(row!.path))?.size).toBe(pdf.length);
    expect(a.app.storage.kind).toBe('s3');
  });

  it('a session made on one instance is valid on both, and once ended on one it is refused on both', async () => {
    const token = await login(a.url, 'notary');
    expect((await call(a.url, '/auth/current-user', { token })).status).toBe(200);
    expect((await call(b.url, '/auth/current-user', { token })).status).toBe(200);
    expect((await call(b.url, '/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call(a.url, '/auth/current-user', { token })).status).toBe(401);
    expect((await call(b.url, '/auth/current-user', { token })).status).toBe(401);
  });

  it('a notice sent on one instance reaches a socket connected to the other', async () => {
    const onB = await openSocket(b.url, await login(b.url, 'notary'));
    try {
      const admin = await login(a.url, 'office_admin');
      const body = { title: '跨实例通知', content: '两台服务器', userIds: [await userIdOf(a.db, 'notary')], roleIds: [], deptIds: [] };
      expect((await call(a.url, '/office-notice', { method: 'POST', token: admin, body })).status).toBe(200);
      expect(await onB.next()).toMatchObject({ type: 'MESSAGE', data: { title: '跨实例通知' } });
    } finally {
      onB.ws.close();
    }
  });

  it('a queued capture runs exactly once when the instance running it is killed mid-job: the other takes it after the lease', async () => {
    const token = await login(a.url, 'notary');
    const customer = await call(a.url, '/customer/personal', {
      method: 'POST',
      token,
      body: { name: '吴建国', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' },
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(200);
    const submitted = await call(a.url, '/evidence/obtain/web', {
      method: 'POST',
      token,
      body: {
        url: 'https://example.com/scale-out',
        title: '网页取证',
        applicant: { type: 'PERSONAL', customerId: (customer.body.data as { id: number }).id },
        options: { fullPage: true, video: false, durationSeconds: 0 },
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const recordId = (submitted.body.data as { id: number }).id;

    const runs: string[] = [];
    let started!: () => void;
    const aStarted = new Promise<void>((r) => (started = r));
    // Instance A's capture starts and never ends: A dies in the middle of it.
    const hangs = (input: CaptureInput) => {
      runs.push('A');
      input.progress('正在截图', 50);
      started();
      return new Promise<CaptureResult>(() => {});
    };
    const finishes = async (input: CaptureInput): Promise<CaptureResult> => {
      runs.push('B');
      const at = new Date();
      return {
        files: [{ role: 'SCREENSHOT', name: '网页截图.png', mime: 'image/png', bytes: Buffer.from('png bytes'), capturedAt: at }],
        finalUrl: input.url,
        chromiumVersion: 'HeadlessChrome/156',
        startedAt: at,
        endedAt: at,
      };
    };
    const workerOf = (i: Instance, name: string, capture: (input: CaptureInput) => Promise<CaptureResult>) =>
      new CaptureWorker({
        db: i.db,
        storage: i.app.storage,
        seal: sealIn(i.app.config.dataDir),
        hub: i.app.realtime,
        log: i.app.log,
        name,
        capture,
        pollMs: 200,
        leaseSeconds: 3,
      });

    const workerA = workerOf(a, 'instance-a', hangs);
    void workerA.runOnce().catch(() => {});
    await aStarted;
    // Killed: connections cut and the pool gone, no shutdown hooks, the job left RUNNING under A's lease.
    a.app.server.closeAllConnections();
    a.app.server.close();
    await a.db.close();
    const [held] = await asSystem(b.db, (tx) => tx.select().from(evidenceCaptureJobs).where(eq(evidenceCaptureJobs.recordId, recordId)));
    expect(held).toMatchObject({ state: 'RUNNING', worker: 'instance-a', attempts: 1 });

    const workerB = workerOf(b, 'instance-b', finishes);
    workerB.start();
    try {
      await expect
        .poll(async () => (await asSystem(b.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, recordId))))[0]?.status, {
          timeout: 20_000,
          interval: 250,
        })
        .toBe('PENDING_CONFIRM');
      // Give a second claim every chance to happen: none does.
      await new Promise((r) => setTimeout(r, 4_000));
    } finally {
      await workerB.stop();
    }
    expect(runs).toEqual(['A', 'B']);
    const [job] = await asSystem(b.db, (tx) => tx.select().from(evidenceCaptureJobs).where(eq(evidenceCaptureJobs.recordId, recordId)));
    expect(job).toMatchObject({ state: 'DONE', worker: 'instance-b', attempts: 2 });
    const artefacts = await asSystem(b.db, (tx) => tx.select().from(evidenceArtifacts).where(eq(evidenceArtifacts.recordId, recordId)));
    expect(artefacts.map((x) => x.role)).toEqual(['SCREENSHOT']);
    const [file] = await asSystem(b.db, (tx) => tx.select().from(storedFiles).where(eq(storedFiles.id, artefacts[0]!.fileId!)));
    expect((await b.app.storage.head(file!.path))?.size).toBe('png bytes'.length);
  });
});
