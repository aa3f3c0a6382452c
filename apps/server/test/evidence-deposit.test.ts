import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { evidenceArtifacts, evidenceRecords } from '../src/modules/evidence/evidence.table.ts';
import { expireDeposits } from '../src/modules/evidence/deposit/retention.ts';
import { EvidenceUpkeep, UPKEEP_LOCK } from '../src/modules/evidence/upkeep/evidence-upkeep.ts';
import { sealIn, verifyChain } from '../src/modules/integrity/integrity.api.ts';
import { integrityTimestamps } from '../src/modules/integrity/integrity.table.ts';
import { LocalTsa } from '../src/modules/integrity/local-tsa.ts';
import { storedFiles } from '../src/modules/files/file.table.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';

const hex = (algo: string, b: Buffer) => createHash(algo).update(b).digest('hex');
const LIMIT = 1024 * 1024;

/** A multipart body: the fields in order, then the files. */
function multipart(fields: Record<string, string | number>, files: { name: string; bytes: Buffer }[]) {
  const boundary = '----notariaEvidence9X';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

let ctx: TestContext;
let dataDir: string;
let notary: string;
let notaryApi: Client;
let customerId: number;

const deposit = async (token: string, fields: Record<string, string | number>, files: { name: string; bytes: Buffer }[]) => {
  const { payload, contentType } = multipart(fields, files);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/evidence/exist', headers: { satoken: token, 'content-type': contentType }, payload });
  return { status: res.statusCode, body: res.json() };
};
const filesOnDisk = () => {
  const root = join(dataDir, 'files');
  return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length : 0;
};
const recordCount = async () => (await asSystem(ctx.db, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(evidenceRecords)))[0]!.n;
const fields = () => ({ title: '合同扫描件存证', applicantType: 'PERSONAL', customerId, retentionYears: 3, remark: '' });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'notaria-deposit-'));
  ctx = await createTestContext({ dataDir, evidenceMaxBytes: LIMIT });
  notary = await ctx.login('notary');
  notaryApi = client(ctx, notary);
  const c = await notaryApi.post('/customer/personal', { name: '陈小明', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' });
  expect(c.status).toBe(200);
  customerId = c.body.data.id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('文件存证', () => {
  it('streams the files to disk and hashes them (SHA-256 and SM3) exactly as node crypto does over the same bytes', async () => {
    const a = randomBytes(700 * 1024);
    const b = Buffer.from('第二份文件：借条原件照片说明');
    const res = await deposit(notary, fields(), [
      { name: '合同.pdf', bytes: a },
      { name: '说明.txt', bytes: b },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = res.body.data;
    expect(created.status).toBe('PENDING_CONFIRM');
    expect(created.artifacts).toEqual([
      { role: 'UPLOAD', name: '合同.pdf', size: a.length, sha256: hex('sha256', a), sm3: hex('sm3', a) },
      { role: 'UPLOAD', name: '说明.txt', size: b.length, sha256: hex('sha256', b), sm3: hex('sm3', b) },
    ]);
    const years = (new Date(created.expiresAt).getTime() - Date.now()) / (365.25 * 86400_000);
    expect(years).toBeGreaterThan(2.99);
    expect(years).toBeLessThan(3.01);
    const [record] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, created.id)));
    expect(record).toMatchObject({ kind: 'DEPOSIT', captureType: 'FILE', status: 'PENDING_CONFIRM' });
    const stored = await asSystem(ctx.db, (tx) =>
      tx
        .select({ path: storedFiles.path, sha256: storedFiles.sha256 })
        .from(evidenceArtifacts)
        .innerJoin(storedFiles, eq(storedFiles.id, evidenceArtifacts.fileId))
        .where(eq(evidenceArtifacts.recordId, created.id))
        .orderBy(evidenceArtifacts.seq),
    );
    expect(stored.map((s) => s.path.split('/')[0])).toEqual([String(record!.tenantId), String(record!.tenantId)]);
    expect(readFileSync(join(dataDir, 'files', stored[0]!.path)).equals(a)).toBe(true);
  });

  it('refuses a file over the size limit, keeping neither a record nor its bytes', async () => {
    const [records, files] = [await recordCount(), filesOnDisk()];
    const res = await deposit(notary, fields(), [
      { name: 'small.bin', bytes: randomBytes(1000) },
      { name: 'big.bin', bytes: randomBytes(LIMIT + 10) },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/存证大小上限/);
    expect([await recordCount(), filesOnDisk()]).toEqual([records, files]);
  });

  it('refuses missing or bad fields and fields sent after the files, in Chinese, storing nothing', async () => {
    const [records, files] = [await recordCount(), filesOnDisk()];
    const one = [{ name: 'x.bin', bytes: Buffer.from('x') }];
    for (const bad of [
      { ...fields(), retentionYears: 11 },
      { ...fields(), title: '' },
      { ...fields(), customerId: 'abc' },
    ]) {
      const res = await deposit(notary, bad, one);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/证据名称、申请人和保管期限/);
    }
    expect((await deposit(notary, fields(), [])).body.message).toBe('请选择要存证的文件');
    expect((await deposit(notary, { ...fields(), customerId: 999999 }, one)).status).toBeGreaterThanOrEqual(400);
    expect([await recordCount(), filesOnDisk()]).toEqual([records, files]);
  });

  it('is refused to a role without 存证 (the assistant only captures)', async () => {
    const assistant = await ctx.login('assistant');
    expect((await deposit(assistant, fields(), [{ name: 'x.bin', bytes: Buffer.from('x') }])).status).toBe(403);
  });
});

describe('哈希存证', () => {
  it('keeps the hashes the browser computed and stores no byte', async () => {
    const files = filesOnDisk();
    const body = Buffer.from('只在浏览器里的文件');
    const res = await notaryApi.post('/evidence/exist/hash', {
      title: '源代码哈希存证',
      applicant: { type: 'PERSONAL', customerId },
      retentionYears: 1,
      files: [{ name: 'src.zip', size: body.length, sha256: hex('sha256', body) }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const arts = await asSystem(ctx.db, (tx) => tx.select().from(evidenceArtifacts).where(eq(evidenceArtifacts.recordId, res.body.data.id)));
    expect(arts).toHaveLength(1);
    expect(arts[0]).toMatchObject({ role: 'HASH_ONLY', fileId: null, sha256: hex('sha256', body), size: body.length });
    const [record] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, res.body.data.id)));
    expect(record).toMatchObject({ kind: 'DEPOSIT', captureType: 'HASH_ONLY', status: 'PENDING_CONFIRM' });
    expect(filesOnDisk()).toBe(files);
    const bad = await notaryApi.post('/evidence/exist/hash', {
      title: 'x',
      applicant: { type: 'PERSONAL', customerId },
      retentionYears: 1,
      files: [{ name: 'a', size: 1, sha256: 'XYZ' }],
    });
    expect(bad.status).toBe(400);
  });
});

describe('保管期限', () => {
  it('renews by whole years from the current end, for those allowed to renew', async () => {
    const made = (await deposit(notary, fields(), [{ name: 'r.bin', bytes: randomBytes(100) }])).body.data;
    const res = await notaryApi.put('/evidence/exist/renew', { id: made.id, years: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const before = new Date(made.expiresAt);
    before.setUTCFullYear(before.getUTCFullYear() + 2);
    expect(res.body.data.expiresAt).toBe(before.toISOString());
    expect((await notaryApi.put('/evidence/exist/renew', { id: made.id, years: 0 })).status).toBe(400);
    expect((await notaryApi.put('/evidence/exist/renew', { id: 999999, years: 1 })).status).toBe(404);
    const assistant = client(ctx, await ctx.login('assistant'));
    expect((await assistant.put('/evidence/exist/renew', { id: made.id, years: 1 })).status).toBe(403);
  });

  it('expiry marks sealed deposits EXPIRED and removes their bytes, keeping records and hashes; unsealed ones stay', async () => {
    const bytes = randomBytes(5000);
    const sealed = (await deposit(notary, fields(), [{ name: 'old.bin', bytes }])).body.data;
    const pending = (await deposit(notary, fields(), [{ name: 'pending.bin', bytes: randomBytes(10) }])).body.data;
    const past = new Date(Date.now() - 1000);
    await asSystem(ctx.db, async (tx) => {
      await tx.update(evidenceRecords).set({ status: 'SEALED', sealedAt: past, expiresAt: past }).where(eq(evidenceRecords.id, sealed.id));
      await tx.update(evidenceRecords).set({ expiresAt: past }).where(eq(evidenceRecords.id, pending.id));
    });
    const [art] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceArtifacts).where(eq(evidenceArtifacts.recordId, sealed.id)));
    const [file] = await asSystem(ctx.db, (tx) => tx.select().from(storedFiles).where(eq(storedFiles.id, art!.fileId!)));
    const path = join(dataDir, 'files', file!.path);
    expect(existsSync(path)).toBe(true);

    expect(await expireDeposits(ctx.db, new Date(), ctx.app.storage)).toBe(1);
    const [after] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, sealed.id)));
    expect(after).toMatchObject({ status: 'EXPIRED' });
    expect(after!.purgedAt).not.toBeNull();
    const [artAfter] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceArtifacts).where(eq(evidenceArtifacts.recordId, sealed.id)));
    expect(artAfter).toMatchObject({ fileId: null, sha256: hex('sha256', bytes), sm3: hex('sm3', bytes), size: bytes.length });
    expect(existsSync(path)).toBe(false);
    expect(await asSystem(ctx.db, (tx) => tx.select().from(storedFiles).where(eq(storedFiles.id, art!.fileId!)))).toEqual([]);
    const [still] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, pending.id)));
    expect(still!.status).toBe('PENDING_CONFIRM');
    // Once expired it is not renewed, and a second pass finds nothing.
    expect((await notaryApi.put('/evidence/exist/renew', { id: sealed.id, years: 1 })).status).toBe(409);
    expect(await expireDeposits(ctx.db, new Date(), ctx.app.storage)).toBe(0);
  });
});

describe('定时任务：时间戳补签与到期清除', () => {
  it('asks again for a failed timestamp after a wait until the deposit is TIMESTAMPED; at expiry purges the bytes, keeping hashes, certificate and chain', async () => {
    const bytes = randomBytes(4000);
    const made = (await deposit(notary, fields(), [{ name: '合同.pdf', bytes }])).body.data;
    const recordNow = async () => (await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, made.id))))[0]!;
    const tsa = vi.spyOn(LocalTsa.prototype, 'request').mockRejectedValueOnce(new Error('时间戳服务无响应'));
    try {
      const confirmed = await notaryApi.put('/evidence/confirm', { id: made.id });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.data.status).toBe('SEALED');
    } finally {
      tsa.mockRestore();
    }
    expect((await recordNow()).failureReason).toBe('时间戳申请失败，将自动重试：时间戳服务无响应');

    const upkeep = new EvidenceUpkeep({ db: ctx.db, storage: ctx.app.storage, seal: sealIn(dataDir), log: ctx.app.log });
    // Within the first 30 s nothing is asked again; after them the timestamp is requested and kept.
    expect(await upkeep.runOnce(new Date())).toEqual({ ran: true, expired: 0, stamped: 0 });
    expect((await recordNow()).status).toBe('SEALED');
    expect(await upkeep.runOnce(new Date(Date.now() + 31_000))).toEqual({ ran: true, expired: 0, stamped: 1 });
    const stamped = await recordNow();
    expect(stamped).toMatchObject({ status: 'TIMESTAMPED', failureReason: '' });
    const tokens = await asSystem(ctx.db, (tx) => tx.select().from(integrityTimestamps).where(eq(integrityTimestamps.seq, stamped.chainSeq!)));
    expect(tokens.filter((t) => t.tenantId === stamped.tenantId)).toHaveLength(1);

    const certificate = await ctx.app.inject({ method: 'GET', url: `/api/evidence/certificate?id=${made.id}`, headers: { satoken: notary } });
    expect(certificate.statusCode).toBe(200);
    const [art] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceArtifacts).where(eq(evidenceArtifacts.recordId, made.id)));
    const [file] = await asSystem(ctx.db, (tx) => tx.select().from(storedFiles).where(eq(storedFiles.id, art!.fileId!)));
    const withCertificate = await recordNow();
    const [certFile] = await asSystem(ctx.db, (tx) => tx.select().from(storedFiles).where(eq(storedFiles.id, withCertificate.certificateFileId!)));

    const ended = new Date(Date.now() - 1000);
    await asSystem(ctx.db, (tx) => tx.update(evidenceRecords).set({ expiresAt: ended }).where(eq(evidenceRecords.id, made.id)));
    expect(await upkeep.runOnce(new Date())).toEqual({ ran: true, expired: 1, stamped: 0 });
    const expired = await recordNow();
    expect(expired).toMatchObject({
      status: 'EXPIRED',
      manifestSha256: stamped.manifestSha256,
      chainSeq: stamped.chainSeq,
      certificateFileId: withCertificate.certificateFileId,
      certificateSha256: withCertificate.certificateSha256,
    });
    expect(existsSync(join(dataDir, 'files', file!.path))).toBe(false);
    const [artAfter] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceArtifacts).where(eq(evidenceArtifacts.recordId, made.id)));
    expect(artAfter).toMatchObject({ fileId: null, size: bytes.length, sha256: hex('sha256', bytes), sm3: hex('sm3', bytes) });
    expect(hex('sha256', readFileSync(join(dataDir, 'files', certFile!.path)))).toBe(withCertificate.certificateSha256);
    expect(await verifyChain(ctx.db, expired.tenantId)).toMatchObject({ ok: true, firstBroken: null });
    expect(await upkeep.runOnce(new Date())).toEqual({ ran: true, expired: 0, stamped: 0 });
  }, 60_000);

  it('runs on a timer once started and no more once stopped; on PostgreSQL skips a run while another instance does one', async () => {
    const upkeep = new EvidenceUpkeep({ db: ctx.db, storage: ctx.app.storage, seal: sealIn(dataDir), log: ctx.app.log, intervalMs: 20 });
    const runs = vi.spyOn(upkeep, 'runOnce');
    upkeep.start();
    await vi.waitFor(() => expect(runs.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await upkeep.stop();
    const after = runs.mock.calls.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(runs.mock.calls.length).toBe(after);
    await Promise.all(runs.mock.results.map((r) => r.value));

    if (ctx.db.kind === 'postgres')
      await asSystem(ctx.db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${UPKEEP_LOCK[0]}, ${UPKEEP_LOCK[1]})`);
        expect(await upkeep.runOnce(new Date())).toEqual({ ran: false });
      });
  });
});
