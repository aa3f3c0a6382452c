import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { evidenceArtifacts, evidenceChunks, evidenceRecords, evidenceUploadSessions } from '../src/modules/evidence/evidence.table.ts';
import { storedFiles } from '../src/modules/files/file.table.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';

const hex = (algo: string, b: Buffer | string) => createHash(algo).update(b).digest('hex');

let ctx: TestContext;
let dataDir: string;
let notary: string;
let notaryApi: Client;
let customerId: number;

const start = async (captureType = 'VIDEO', mime = 'video/webm;codecs=vp8,opus') => {
  const res = await notaryApi.post('/evidence/obtain/session', { captureType, mime, title: '现场录像', applicant: { type: 'PERSONAL', customerId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; evidenceNo: string; token: string; chunkMaxBytes: number };
};
const chunk = async (token: string | undefined, index: number | string, bytes: Buffer, who = notary) => {
  const headers: Record<string, string> = { satoken: who, 'content-type': 'application/octet-stream', 'x-chunk-index': String(index) };
  if (token !== undefined) headers['x-evidence-token'] = token;
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/evidence/obtain/session/chunk', headers, payload: bytes });
  return { status: res.statusCode, body: res.json() };
};
const finish = async (token: string, body: unknown) => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/evidence/obtain/session/finish',
    headers: { satoken: notary, 'x-evidence-token': token },
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() };
};
const recordOf = async (evidenceNo: string) =>
  (await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.evidenceNo, evidenceNo))))[0]!;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'notaria-recording-'));
  ctx = await createTestContext({ dataDir });
  notary = await ctx.login('notary');
  notaryApi = client(ctx, notary);
  const c = await notaryApi.post('/customer/personal', { name: '陈小明', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' });
  customerId = c.body.data.id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('录像取证：分片上传', () => {
  it('chains the chunks, hashes the whole file, and ends 待确认 with the server’s hashes and the chain', async () => {
    const s = await start();
    expect((await recordOf(s.evidenceNo)).status).toBe('CAPTURING');
    const parts = [randomBytes(300 * 1024), randomBytes(1), randomBytes(64 * 1024)];
    let chain = s.evidenceNo;
    for (const [i, p] of parts.entries()) {
      chain = hex('sha256', chain + hex('sha256', p));
      const res = await chunk(s.token, i, p);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ index: i, size: p.length, sha256: hex('sha256', p), chainHash: chain });
    }
    // A chunk sent again with an index already taken, or ahead of the next, is refused.
    const again = await chunk(s.token, 1, parts[1]!);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('分片序号不正确：应上传第 3 片，收到第 1 片');
    expect((await chunk(s.token, 7, parts[1]!)).status).toBe(409);
    expect((await finish(s.token, { chunks: 2, chainHash: chain })).body.message).toMatch(/分片数不一致/);
    expect((await finish(s.token, { chunks: 3, chainHash: hex('sha256', 'x') })).body.message).toMatch(/分片链哈希/);

    const done = await finish(s.token, { chunks: 3, chainHash: chain });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const whole = Buffer.concat(parts);
    expect(done.body.data).toMatchObject({
      status: 'PENDING_CONFIRM',
      artifacts: [{ role: 'VIDEO', size: whole.length, sha256: hex('sha256', whole), sm3: hex('sm3', whole) }],
    });
    const record = await recordOf(s.evidenceNo);
    expect(record).toMatchObject({ status: 'PENDING_CONFIRM', captureType: 'VIDEO' });
    expect((record.device as { recording?: unknown }).recording).toEqual({ chunks: 3, bytes: whole.length, seed: s.evidenceNo, chainHash: chain });
    const [art] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceArtifacts).where(eq(evidenceArtifacts.recordId, record.id)));
    const [file] = await asSystem(ctx.db, (tx) => tx.select().from(storedFiles).where(eq(storedFiles.id, art!.fileId!)));
    expect(readFileSync(join(dataDir, 'files', file!.path)).equals(whole)).toBe(true);
    expect(art!.name).toBe(`${s.evidenceNo}.webm`);
    const chunks = await asSystem(ctx.db, (tx) => tx.select().from(evidenceChunks).orderBy(evidenceChunks.index));
    expect(chunks.filter((c) => c.chainHash === chain)).toHaveLength(1);
    // Finished: the token opens nothing more.
    expect((await chunk(s.token, 3, parts[0]!)).status).toBe(409);
    expect((await finish(s.token, { chunks: 3, chainHash: chain })).status).toBe(409);
  });

  it('refuses a chunk over 8 MB, an empty one, a missing or foreign token, and another user’s use of the token', async () => {
    const s = await start('AUDIO', 'audio/webm');
    const big = await chunk(s.token, 0, Buffer.alloc(8 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await chunk(s.token, 0, Buffer.alloc(0))).status).toBe(400);
    expect((await chunk(undefined, 0, Buffer.from('a'))).status).toBe(403);
    expect((await chunk('not-a-token', 0, Buffer.from('a'))).status).toBe(403);
    expect((await chunk(s.token, 'x', Buffer.from('a'))).status).toBe(400);
    const assistant = await ctx.login('assistant');
    expect((await chunk(s.token, 0, Buffer.from('a'), assistant)).status).toBe(403);
    expect((await chunk(s.token, 0, Buffer.alloc(8 * 1024 * 1024))).status).toBe(200);
  }, 90_000);

  it('an expired session ends its record as failed and takes no more chunks', async () => {
    const s = await start('SCREEN', 'video/webm');
    expect((await chunk(s.token, 0, Buffer.from('first'))).status).toBe(200);
    await asSystem(ctx.db, (tx) =>
      tx
        .update(evidenceUploadSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(evidenceUploadSessions.id, s.id)),
    );
    const late = await chunk(s.token, 1, Buffer.from('second'));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('录制会话已过期，请重新开始录制');
    expect(await recordOf(s.evidenceNo)).toMatchObject({ status: 'FAILED', failureReason: '录制会话已过期，请重新开始录制' });
  });

  it('a recording of an unknown media type or capture type is refused', async () => {
    const bad = await notaryApi.post('/evidence/obtain/session', {
      captureType: 'WEB_PAGE',
      mime: 'video/webm',
      title: 'x',
      applicant: { type: 'PERSONAL', customerId },
    });
    expect(bad.status).toBe(400);
    const badMime = await notaryApi.post('/evidence/obtain/session', {
      captureType: 'PHOTO',
      mime: 'text/html',
      title: 'x',
      applicant: { type: 'PERSONAL', customerId },
    });
    expect(badMime.status).toBe(400);
  });
});

describe('删除 before confirming', () => {
  it('removes the record with its recording’s bytes and stored file, its sessions and chunks; a failed partial recording too', async () => {
    const done = await start('AUDIO', 'audio/webm');
    const audio = randomBytes(2048);
    expect((await chunk(done.token, 0, audio)).status).toBe(200);
    expect((await finish(done.token, { chunks: 1, chainHash: hex('sha256', done.evidenceNo + hex('sha256', audio)) })).status).toBe(200);
    const partial = await start('SCREEN', 'video/webm');
    expect((await chunk(partial.token, 0, randomBytes(512))).status).toBe(200);
    await asSystem(ctx.db, (tx) =>
      tx
        .update(evidenceUploadSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(evidenceUploadSessions.id, partial.id)),
    );
    expect((await chunk(partial.token, 1, randomBytes(1))).status).toBe(409);

    const records = [await recordOf(done.evidenceNo), await recordOf(partial.evidenceNo)];
    expect(records.map((r) => r.status)).toEqual(['PENDING_CONFIRM', 'FAILED']);
    const ids = records.map((r) => r.id);
    const sessions = await asSystem(ctx.db, (tx) => tx.select().from(evidenceUploadSessions).where(inArray(evidenceUploadSessions.recordId, ids)));
    const [art] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceArtifacts).where(eq(evidenceArtifacts.recordId, records[0]!.id)));
    // The finished recording is its file; the unfinished one is still its chunk, each stored on its own.
    const paths = sessions.map((x) => join(dataDir, 'files', x.finished ? x.path : `${x.path}.chunks/000000000`));
    expect(sessions).toHaveLength(2);
    expect(paths.every((p) => existsSync(p))).toBe(true);

    for (const r of records) {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/evidence?id=${r.id}&reason=${encodeURIComponent('录错了')}`,
        headers: { satoken: notary },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(inArray(evidenceRecords.id, ids)))).toEqual([]);
    expect(await asSystem(ctx.db, (tx) => tx.select().from(evidenceUploadSessions).where(inArray(evidenceUploadSessions.recordId, ids)))).toEqual([]);
    const sessionIds = sessions.map((x) => x.id);
    expect(await asSystem(ctx.db, (tx) => tx.select().from(evidenceChunks).where(inArray(evidenceChunks.sessionId, sessionIds)))).toEqual([]);
    expect(await asSystem(ctx.db, (tx) => tx.select().from(storedFiles).where(eq(storedFiles.id, art!.fileId!)))).toEqual([]);
    expect(paths.filter((p) => existsSync(p))).toEqual([]);
  });
});
