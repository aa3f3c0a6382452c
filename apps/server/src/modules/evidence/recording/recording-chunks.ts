import { CHUNK_MAX_BYTES, type ChunkReceived, type EvidenceCreated, type RecordingFinishBody, type RecordingType } from '@notaria/contracts';
import type { ArtifactRole } from '@notaria/contracts';
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { afterCommit, inTenant } from '../../../db/scope.ts';
import { AppError, forbidden, invalid } from '../../../lib/app-error.ts';
import type { Actor } from '../../auth/auth.api.ts';
import type { FileStorage } from '../../files/files.api.ts';
import { addArtifact, captured, failed, findRecord, type EvidenceRecord } from '../evidence.api.ts';
import { evidenceChunks, evidenceUploadSessions } from '../evidence.table.ts';
import { createdOf } from '../deposit/created.ts';
import { recordStoredFile, writeHashing } from '../deposit/stored-bytes.ts';
import { chunkKey, chunkKeysOf } from './chunk-key.ts';
import { tokenHashOf } from './recording-start.ts';

type Session = typeof evidenceUploadSessions.$inferSelect;

const ROLE_OF: Record<RecordingType, ArtifactRole> = { SCREEN: 'VIDEO', VIDEO: 'VIDEO', AUDIO: 'AUDIO', PHOTO: 'PHOTO' };
const EXT: Record<string, string> = { webm: '.webm', mp4: '.mp4', ogg: '.ogg', mpeg: '.mp3', wav: '.wav', png: '.png', jpeg: '.jpg', webp: '.webp' };
const extOf = (mime: string) => EXT[mime.split(';')[0]!.split('/')[1] ?? ''] ?? '';

/** The chain over the chunks: sha256 of the previous value's hex text followed by the chunk's hex SHA-256. */
export const chainNext = (previous: string, chunkSha256: string) =>
  createHash('sha256')
    .update(previous + chunkSha256)
    .digest('hex');

const EXPIRED = '录制会话已过期，请重新开始录制';

/** The recording's chunks read back in order, one at a time. */
async function* chunksOf(storage: FileStorage, session: Session): AsyncGenerator<Buffer> {
  for (let i = 0; i < session.chunks; i++) {
    const object = await storage.get(chunkKey(session.path, i));
    if (!object) throw new AppError('CONFLICT', `录制分片第 ${i} 片已不存在，请重新录制`);
    for await (const chunk of object.body) yield chunk as Buffer;
  }
}

/** The session a token opens, locked, with its record; the token is the recording's and only its operator's. */
async function openSession(tx: Tx, actor: Actor, token: string | undefined): Promise<{ session: Session; record: EvidenceRecord }> {
  if (!token) throw forbidden('缺少录制上传凭证');
  const [session] = await tx
    .select()
    .from(evidenceUploadSessions)
    .where(and(eq(evidenceUploadSessions.tenantId, actor.tenantId), eq(evidenceUploadSessions.tokenHash, tokenHashOf(token))))
    .for('update');
  const record = session && (await findRecord(tx, actor.tenantId, session.recordId, true));
  if (!session || !record || record.operatorId !== actor.userId) throw forbidden('录制上传凭证无效');
  if (session.finished || record.status !== 'CAPTURING') throw new AppError('CONFLICT', '该录制已结束，不能再上传');
  return { session, record };
}

/** An expired session ends its record as failed (committed), then the call is refused. */
async function refuseIfExpired(db: Database, actor: Actor, token: string | undefined) {
  const expired = await inTenant(db, actor.tenantId, async (tx) => {
    const { session, record } = await openSession(tx, actor, token);
    if (session.expiresAt > new Date()) return false;
    await failed(tx, record, EXPIRED);
    return true;
  });
  if (expired) throw new AppError('CONFLICT', EXPIRED);
}

/**
 * One chunk, in order. It is stored as its own object under its index (any instance may receive the next one), so a
 * chunk whose transaction failed is simply sent again and overwrites its own bytes.
 */
export async function receiveChunk(
  db: Database,
  actor: Actor,
  storage: FileStorage,
  token: string | undefined,
  indexHeader: unknown,
  body: unknown,
): Promise<ChunkReceived> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw invalid('请以 application/octet-stream 上传非空的录制分片');
  if (body.length > CHUNK_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', '录制分片不能超过 8 MB');
  const index = typeof indexHeader === 'string' && /^\d{1,9}$/.test(indexHeader) ? Number(indexHeader) : NaN;
  if (!Number.isInteger(index)) throw invalid('缺少或错误的分片序号');
  await refuseIfExpired(db, actor, token);
  return inTenant(db, actor.tenantId, async (tx) => {
    const { session, record } = await openSession(tx, actor, token);
    if (index !== session.chunks) throw new AppError('CONFLICT', `分片序号不正确：应上传第 ${session.chunks} 片，收到第 ${index} 片`);
    const sha256 = createHash('sha256').update(body).digest('hex');
    const chainHash = chainNext(session.chunks === 0 ? record.evidenceNo : session.chainHash, sha256);
    await storage.put(chunkKey(session.path, index), body, { contentType: 'application/octet-stream' });
    const bytes = session.bytes + body.length;
    await tx.insert(evidenceChunks).values({ tenantId: actor.tenantId, sessionId: session.id, index, size: body.length, sha256, chainHash });
    await tx
      .update(evidenceUploadSessions)
      .set({ chunks: index + 1, bytes, chainHash })
      .where(eq(evidenceUploadSessions.id, session.id));
    return { index, size: body.length, sha256, chainHash, bytes };
  });
}

/**
 * The recording ends: the browser's count and chain must equal the server's. The chunks are then joined into the
 * recording's file, streamed and hashed as they pass — the incremental hash state of the chunks cannot be kept
 * across requests that may land on different server instances — and removed once the record is committed.
 */
export async function finishRecording(db: Database, actor: Actor, storage: FileStorage, token: string | undefined, body: RecordingFinishBody) {
  await refuseIfExpired(db, actor, token);
  const done = await inTenant(db, actor.tenantId, async (tx) => {
    const { session, record } = await openSession(tx, actor, token);
    if (session.chunks === 0) throw invalid('尚未收到任何录制分片');
    if (body.chunks !== session.chunks) throw new AppError('CONFLICT', `分片数不一致：服务器收到 ${session.chunks} 片，浏览器上传了 ${body.chunks} 片`);
    if (body.chainHash !== session.chainHash) throw new AppError('CONFLICT', '分片链哈希与服务器计算的不一致，录制数据可能不完整');
    const written = await writeHashing(chunksOf(storage, session), storage, session.path, session.mime);
    if (written.size !== session.bytes) {
      await storage.delete(session.path);
      throw new AppError('CONFLICT', '录制文件大小与已收到的分片不一致');
    }
    const hashes = { sha256: written.sha256, sm3: written.sm3 };
    afterCommit(tx, () => void Promise.all(chunkKeysOf(session).map((k) => storage.delete(k))).catch(() => {}));
    const key = basename(session.path);
    const name = `${record.evidenceNo}${extOf(session.mime)}`;
    const endedAt = new Date();
    await recordStoredFile(tx, {
      key,
      rel: session.path,
      tenantId: actor.tenantId,
      name,
      mime: session.mime,
      size: session.bytes,
      createdBy: actor.userId,
      sha256: hashes.sha256,
    });
    const artifact = await addArtifact(tx, record, {
      role: ROLE_OF[record.captureType as RecordingType],
      fileId: key,
      name,
      mime: session.mime,
      size: session.bytes,
      ...hashes,
      capturedAt: endedAt,
    });
    await tx.update(evidenceUploadSessions).set({ finished: true }).where(eq(evidenceUploadSessions.id, session.id));
    // The chunk chain goes with the record: how the recording arrived, verifiable against evidence_chunks.
    const device = { ...record.device, recording: { chunks: session.chunks, bytes: session.bytes, seed: record.evidenceNo, chainHash: session.chainHash } };
    const after = await captured(tx, record, { endedAt, device });
    return createdOf(after, [artifact]);
  });
  return done satisfies EvidenceCreated;
}
