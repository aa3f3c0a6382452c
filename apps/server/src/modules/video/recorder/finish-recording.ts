import { rename, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { joinWebm } from './join-webm.ts';
import type { RecorderConnection } from './recorder-connection.ts';
import type { RecordedTrackFile } from './types.ts';
import { readWebm, settleDuration, type WebmSummary } from './webm-reader.ts';

// After a meeting stops: one file per participant, its true length read back from the file, the time between a dropped
// connection and the next one kept as a gap, and whether the recording covers the whole time the participant was there.

/** A recording is complete when its length is the time connected, give or take this much (or 5 % of it). */
const TOLERANCE_MS = 1000;

interface Segment {
  connection: RecorderConnection;
  summary: WebmSummary;
}

async function summarize(connection: RecorderConnection): Promise<Segment | null> {
  try {
    const summary = await readWebm(connection.path);
    return summary.videoFrames + summary.audioFrames > 0 ? { connection, summary } : null;
  } catch {
    return null;
  }
}

export async function finishRecording(participantId: number, connections: RecorderConnection[]): Promise<RecordedTrackFile | null> {
  const segments = (await Promise.all(connections.map(summarize))).filter((s): s is Segment => s !== null);
  if (segments.length === 0) return null;
  const first = segments[0].connection;
  const last = segments.at(-1)!.connection;
  const startedAt = first.mediaStartedAt ?? first.startedAt;
  const endedAt = last.endedAt ?? new Date();
  const wallMs = endedAt.getTime() - startedAt.getTime();

  const gaps: RecordedTrackFile['gaps'] = [];
  const joined = join(dirname(first.path), `${participantId}.webm`);
  let offsetMs = 0;
  const toJoin = segments.map(({ connection, summary }, index) => {
    const start = (connection.mediaStartedAt ?? connection.startedAt).getTime() - startedAt.getTime();
    if (index > 0 && start > offsetMs) gaps.push({ fromMs: Math.round(offsetMs), toMs: Math.round(start) });
    const segmentOffset = Math.max(start, offsetMs);
    offsetMs = segmentOffset + summary.durationMs;
    return { path: connection.path, offsetS: segmentOffset / 1000 };
  });

  // A connection that died without a new offer leaves the end of the meeting unrecorded.
  if (wallMs - offsetMs > Math.max(TOLERANCE_MS, wallMs * 0.05)) gaps.push({ fromMs: Math.round(offsetMs), toMs: wallMs });

  let path = joined;
  try {
    await joinWebm(toJoin, joined);
    await Promise.all(segments.map((s) => unlink(s.connection.path).catch(() => undefined)));
  } catch {
    // The live file is still playable: keep the first segment, with its Duration set.
    await unlink(joined).catch(() => undefined);
    path = segments[0].connection.path;
    await settleDuration(path, segments[0].summary);
    await rename(path, joined).then(
      () => (path = joined),
      () => undefined,
    );
  }
  const summary = await readWebm(path);
  const bytes = (await stat(path)).size;
  const hasVideo = summary.videoFrames > 0;
  const complete = hasVideo && gaps.length === 0 && Math.abs(summary.durationMs - wallMs) <= Math.max(TOLERANCE_MS, wallMs * 0.05);
  return { participantId, path, startedAt, endedAt, durationMs: summary.durationMs, bytes, complete, gaps };
}
