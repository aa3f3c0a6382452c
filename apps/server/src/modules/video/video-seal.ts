import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { MEET_SOCKET_CLOSED, type VideoMeetingDetail } from '@notaria/contracts';
import { inTenant } from '../../db/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { newFileKey, type FileStorage } from '../files/files.api.ts';
import { storedFiles } from '../files/file.table.ts';
import { appendToChain, dualHash, timestampEntry } from '../integrity/integrity.api.ts';
import { audit, canonicalJson } from '../oplog/oplog.api.ts';
import { pushState } from './meet-state.ts';
import type { RecordedTrackFile } from './recorder/index.ts';
import { assertMayRun, visibleMeeting } from './video-access.ts';
import type { VideoDeps } from './video-deps.ts';
import { appendEvent, checkChain, eventsOf } from './video-log.ts';
import { meetingDetail } from './video-meetings.ts';
import { insertRecording, recordingsOf, updateMeeting, type MeetingRecord } from './video.repo.ts';
import { sealBlockers } from './video.rules.ts';
import { decide } from './video.workflow.ts';

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * Streams a finished recording into the file store, hashing it (SHA-256 + SM3) on the way; the recorder's file is
 * removed once stored.
 */
async function putIntoStore(storage: FileStorage, tenantId: number, from: string) {
  const { key, rel } = newFileKey(tenantId);
  const sha256 = createHash('sha256');
  const sm3 = createHash('sm3');
  let size = 0;
  const tapped = (async function* () {
    for await (const chunk of createReadStream(from) as AsyncIterable<Buffer>) {
      sha256.update(chunk);
      sm3.update(chunk);
      size += chunk.length;
      yield chunk;
    }
  })();
  await storage.put(rel, tapped, { contentType: 'video/webm' });
  await rm(from, { force: true });
  return { key, rel, size, hash: { sha256: sha256.digest('hex'), sm3: sm3.digest('hex') } };
}

/** Stores, hashes (SHA-256 + SM3, read as a stream) and chains each participant's recording; answers the chain entries to timestamp. */
async function storeRecordings(deps: VideoDeps, actor: Actor, m: MeetingRecord, files: RecordedTrackFile[]): Promise<number[]> {
  const seqs: number[] = [];
  for (const f of files) {
    const placed = await putIntoStore(deps.storage, m.tenantId, f.path);
    const { hash, size } = placed;
    const seq = await inTenant(deps.db, m.tenantId, async (tx) => {
      const name = `${m.meetingNo}-${f.participantId}.webm`;
      await tx
        .insert(storedFiles)
        .values({ id: placed.key, tenantId: m.tenantId, name, mime: 'video/webm', size, sha256: hash.sha256, path: placed.rel, createdBy: actor.userId });
      const entry = await appendToChain(tx, m.tenantId, {
        kind: 'VIDEO_RECORDING',
        ref: `${m.meetingNo}-P${f.participantId}`,
        artefact: hash,
        metadata: { meetingNo: m.meetingNo, participantId: f.participantId, durationMs: f.durationMs, size, mime: 'video/webm', complete: f.complete },
      });
      await insertRecording(tx, {
        tenantId: m.tenantId,
        meetingId: m.id,
        participantId: f.participantId,
        fileId: placed.key,
        mime: 'video/webm',
        startedAt: f.startedAt,
        endedAt: f.endedAt,
        durationMs: Math.round(f.durationMs),
        size,
        sha256: hash.sha256,
        sm3: hash.sm3,
        chainSeq: entry.seq,
        complete: f.complete,
        gaps: f.gaps,
      });
      await appendEvent(tx, m.tenantId, m.id, {
        type: 'RECORD_STOP',
        participantId: f.participantId,
        payload: { sha256: hash.sha256, sm3: hash.sm3, size, durationMs: Math.round(f.durationMs), complete: f.complete, chainSeq: entry.seq },
      });
      return entry.seq;
    });
    seqs.push(seq);
  }
  return seqs;
}

const stamp = (deps: VideoDeps, tenantId: number, seqs: number[]) =>
  Promise.all(
    seqs.map((seq) =>
      timestampEntry(deps.db, deps.keySeal, tenantId, seq).catch((err: unknown) => deps.log.warn({ err, seq }, 'meeting entry not timestamped yet')),
    ),
  );

/**
 * 封存: the meeting's log head and every recording's hashes go into one integrity-chain entry, timestamped. Refused
 * (409 naming why) while a party's consent is missing; `auto` (at the end of the meeting) just leaves it ENDED.
 */
async function seal(deps: VideoDeps, actor: Actor, id: number, auto: boolean): Promise<void> {
  const seq = await inTenant(deps.db, actor.tenantId, async (tx) => {
    const v = await visibleMeeting(tx, actor, id, true);
    assertMayRun(actor, v);
    const d = decide(v.m.status, 'seal');
    if (!d.ok) {
      if (auto) return null;
      throw conflict(d.message);
    }
    const blockers = sealBlockers(v.m, v.participants, await eventsOf(tx, actor.tenantId, v.m.id));
    if (blockers.length) {
      if (auto) return null;
      throw conflict(`不能封存：${blockers.join('；')}`);
    }
    const recordings = await recordingsOf(tx, actor.tenantId, v.m.id);
    await appendEvent(tx, actor.tenantId, v.m.id, { type: 'SEALED', actorUserId: actor.userId, payload: { recordings: recordings.length } });
    const log = checkChain(await eventsOf(tx, actor.tenantId, v.m.id));
    if (!log.intact) throw conflict(`会议日志自第 ${log.brokenAt} 条起被改动，不能封存`);
    const sealed = {
      meetingNo: v.m.meetingNo,
      caseId: v.m.caseId,
      logHead: log.head,
      events: log.count,
      recordings: recordings.map((r) => ({ participantId: r.participantId, sha256: r.sha256, sm3: r.sm3, size: Number(r.size), durationMs: r.durationMs })),
    };
    const entry = await appendToChain(tx, actor.tenantId, {
      kind: 'VIDEO_MEETING',
      ref: v.m.meetingNo,
      artefact: dualHash(canonicalJson(sealed)),
      metadata: { meetingNo: v.m.meetingNo, logHead: log.head, events: log.count, recordings: recordings.length },
    });
    await updateMeeting(tx, actor.tenantId, v.m.id, { status: d.to, sealedAt: new Date(), chainSeq: entry.seq });
    await audit(tx, actor, { module: 'video', action: 'seal', targetId: v.m.id, message: `封存视频会议 ${v.m.meetingNo}` });
    return entry.seq;
  });
  if (seq !== null) await stamp(deps, actor.tenantId, [seq]);
}

export async function sealMeeting(deps: VideoDeps, actor: Actor, id: number): Promise<VideoMeetingDetail> {
  await seal(deps, actor, id, false);
  await pushState(deps.db, deps.hub, actor.tenantId, id);
  return meetingDetail(deps.db, actor, id);
}

/**
 * 结束: the meeting is ENDED first (no signal is relayed any more, guests' sockets close), then the recorder stops and
 * hands over its files, which are stored, hashed, chained and timestamped; then it is sealed when the consent rule holds.
 */
export async function endMeeting(deps: VideoDeps, actor: Actor, id: number): Promise<VideoMeetingDetail> {
  const m = await inTenant(deps.db, actor.tenantId, async (tx) => {
    const v = await visibleMeeting(tx, actor, id, true);
    assertMayRun(actor, v);
    const d = decide(v.m.status, 'end');
    if (!d.ok) throw conflict(d.message);
    const ended = await updateMeeting(tx, actor.tenantId, v.m.id, { status: d.to, endedAt: new Date() });
    await appendEvent(tx, actor.tenantId, v.m.id, { type: 'ENDED', actorUserId: actor.userId });
    await audit(tx, actor, { module: 'video', action: 'end', targetId: v.m.id, message: `结束视频会议 ${v.m.meetingNo}` });
    return ended;
  });
  await pushState(deps.db, deps.hub, actor.tenantId, id);
  await deps.hub.closeMeet(actor.tenantId, id, null, MEET_SOCKET_CLOSED);
  let recorded = true;
  if (m.recordMode === 'SERVER') {
    try {
      const files = await deps.recorder.stop({ tenantId: m.tenantId, meetingId: m.id });
      const seqs = await storeRecordings(deps, actor, m, files);
      await stamp(deps, m.tenantId, seqs);
    } catch (err) {
      // The meeting stays ENDED, unsealed, with the failure in its log: sealing it would claim a complete record.
      recorded = false;
      deps.log.error({ err, meetingId: m.id }, 'meeting recordings not stored');
      await inTenant(deps.db, m.tenantId, (tx) =>
        appendEvent(tx, m.tenantId, m.id, { type: 'RECORD_STOP', actorUserId: actor.userId, payload: { failed: true, message: '录像保存失败' } }),
      );
    }
  }
  if (recorded) await seal(deps, actor, id, true);
  return meetingDetail(deps.db, actor, id);
}
