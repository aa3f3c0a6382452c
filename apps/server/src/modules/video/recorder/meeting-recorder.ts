import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { finishRecording } from './finish-recording.ts';
import { iceUfrag, RecorderConnection } from './recorder-connection.ts';
import type { MeetingRecorder, MeetingRecorderOptions, RecordedTrackFile, RecorderMeetingKey, RecorderParticipantKey, RecorderSignal } from './types.ts';

// Every participant of a recorded meeting sends their camera and microphone to the server over one extra connection.
// A participant who reconnects sends a new offer from a new connection: the old connection is closed (its file
// finished) and a new segment starts (an offer from the same connection, a renegotiation, is answered on it); when the
// meeting stops, the segments are joined into one file with the time between them kept as a gap.

interface ParticipantRecording {
  key: RecorderParticipantKey;
  segments: RecorderConnection[];
}

const meetingId = (key: RecorderMeetingKey) => `${key.tenantId}-${key.meetingId}`;
const participantId = (key: RecorderParticipantKey) => `${meetingId(key)}-${key.participantId}`;

export function createMeetingRecorder(opts: MeetingRecorderOptions): MeetingRecorder {
  const participants = new Map<string, ParticipantRecording>();
  const stopped = new Set<string>();

  const current = (p: ParticipantRecording) => p.segments.at(-1);
  const live = (c: RecorderConnection | undefined) => c && !c.endedAt;

  async function connect(key: RecorderParticipantKey, description: { type: string; sdp: string }): Promise<void> {
    const id = participantId(key);
    let p = participants.get(id);
    if (!p) {
      p = { key, segments: [] };
      participants.set(id, p);
    }
    const previous = current(p);
    if (live(previous) && previous!.remoteUfrag !== null && previous!.remoteUfrag === iceUfrag(description.sdp)) {
      await previous!.renegotiate(description);
      return;
    }
    const dir = join(opts.dir, `${key.tenantId}`, `${key.meetingId}`);
    if (p.segments.length === 0) await mkdir(dir, { recursive: true });
    const path = join(dir, `${key.participantId}-${p.segments.length + 1}-${Date.now()}.webm`);
    const connection: RecorderConnection = new RecorderConnection(path, opts.iceServers, {
      answer: (data) => opts.send(key, data),
      lost: () => {
        opts.log.warn({ ...key }, 'meeting recorder: connection lost');
        void connection.stop();
      },
    });
    p.segments.push(connection);
    // The new connection takes the participant's candidates from now on; the old one finishes its file meanwhile.
    if (live(previous)) {
      opts.log.info({ ...key }, 'meeting recorder: participant reconnected, new segment');
      void previous!.stop();
    }
    try {
      await connection.offer(description);
    } catch (error) {
      await connection.stop();
      throw error;
    }
  }

  return {
    async signal(key, data: RecorderSignal) {
      if (stopped.has(meetingId(key))) return;
      if (data.description) {
        if (data.description.type !== 'offer') return;
        await connect(key, data.description);
        return;
      }
      if (data.candidate === undefined) return;
      const connection = participants.get(participantId(key))?.segments.at(-1);
      if (live(connection)) await connection!.candidate(data.candidate);
    },

    async stop(key) {
      const id = meetingId(key);
      stopped.add(id);
      const ofMeeting = [...participants.entries()].filter(([k]) => k.startsWith(`${id}-`));
      await Promise.all(ofMeeting.flatMap(([, p]) => p.segments.map((s) => s.stop())));
      const files: RecordedTrackFile[] = [];
      for (const [k, p] of ofMeeting) {
        participants.delete(k);
        const file = await finishRecording(p.key.participantId, p.segments).catch((error: unknown) => {
          opts.log.error({ err: error, ...p.key }, 'meeting recorder: could not finish the recording');
          return null;
        });
        if (file) files.push(file);
      }
      return files;
    },

    recording(key) {
      const prefix = `${meetingId(key)}-`;
      return [...participants.entries()].filter(([k, p]) => k.startsWith(prefix) && live(current(p))).map(([, p]) => p.key.participantId);
    },

    async close() {
      await Promise.all([...participants.values()].flatMap((p) => p.segments.map((s) => s.stop())));
      participants.clear();
    },
  };
}
