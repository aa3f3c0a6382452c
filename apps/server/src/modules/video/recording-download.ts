import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { RangeNotSatisfiable, type ByteRange, type FileStorage } from '../files/files.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { assertMaySeeRecordings, visibleMeeting } from './video-access.ts';
import { findRecordingFile } from './video.repo.ts';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (n: the last n bytes of `size`); undefined for no or an unusable header. */
export function parseRange(header: string | undefined, size: () => Promise<number>): Promise<ByteRange | undefined> | ByteRange | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') return size().then((n) => ({ start: Math.max(0, n - Number(m[2])) }));
  return m[2] === '' ? { start: Number(m[1]) } : { start: Number(m[1]), end: Number(m[2]) };
}

/** Plays or downloads a recording: the whole file (200) or the asked byte range (206), streamed from the store. */
export async function sendRecording(db: Database, storage: FileStorage, actor: Actor, id: number, rangeHeader: string | undefined, reply: FastifyReply) {
  const found = await inTenant(db, actor.tenantId, async (tx) => {
    const f = await findRecordingFile(tx, actor.tenantId, id);
    if (!f) throw notFound('录像');
    const v = await visibleMeeting(tx, actor, f.r.meetingId);
    assertMaySeeRecordings(actor, v.m);
    // A player asks for many ranges: the opening request is the one logged.
    if (!rangeHeader || /^bytes=0-/.test(rangeHeader)) {
      await audit(tx, actor, { module: 'video', action: 'recording', targetId: f.r.id, message: `查看会议录像 ${f.name}` });
    }
    return f;
  });
  const range = await parseRange(rangeHeader, async () => (await storage.head(found.path))?.size ?? 0);
  let object;
  try {
    object = await storage.get(found.path, { range });
  } catch (e) {
    if (e instanceof RangeNotSatisfiable) return reply.code(416).header('content-range', `bytes */${e.size}`).send();
    throw e;
  }
  if (!object) throw notFound('录像文件');
  reply
    .type(found.r.mime)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(found.name)}`);
  if (!object.range) return reply.header('content-length', object.size).send(object.body);
  return reply
    .code(206)
    .header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`)
    .header('content-length', object.range.end - object.range.start + 1)
    .send(object.body);
}
