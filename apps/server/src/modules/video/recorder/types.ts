import type { FastifyBaseLogger } from 'fastify';

/** One participant's recording of a meeting: one WebM file (VP8 + Opus) covering every connection they made. */
export interface RecordedTrackFile {
  participantId: number;
  /** Absolute path of the WebM file under the recorder's `dir`. */
  path: string;
  startedAt: Date;
  endedAt: Date;
  /** The file's true duration, read from the WebM itself (last cluster time + its last block). */
  durationMs: number;
  bytes: number;
  /** True when the file has video frames from start to end and no gaps. */
  complete: boolean;
  /** Times (ms since startedAt) when the participant was not connected: between a dropped connection and the next one. */
  gaps: { fromMs: number; toMs: number }[];
}

export interface RecorderParticipantKey {
  tenantId: number;
  meetingId: number;
  participantId: number;
}

export interface RecorderMeetingKey {
  tenantId: number;
  meetingId: number;
}

/** What travels in MEET_SIGNAL's `data` between a client and the recorder. */
export interface RecorderSignal {
  description?: { type: string; sdp: string };
  candidate?: unknown;
}

export interface MeetingRecorder {
  /** A client's offer/candidate for its recorder connection; answers and the recorder's candidates go through `send`. */
  signal(key: RecorderParticipantKey, data: RecorderSignal): Promise<void>;
  /** Stops every recording of the meeting, waits for the files to be flushed, and returns them. */
  stop(key: RecorderMeetingKey): Promise<RecordedTrackFile[]>;
  /** Participants whose recording is running now (for MEET_STATE's `recording`). */
  recording(key: RecorderMeetingKey): number[];
  /** Stops everything without collecting files (server shutdown). */
  close(): Promise<void>;
}

export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export interface MeetingRecorderOptions {
  /** Where the WebM files are written (a directory under the data directory). */
  dir: string;
  iceServers: IceServer[];
  /** Sends `{description}` / `{candidate}` back to that participant as MEET_SIGNAL from 'recorder'. */
  send(key: RecorderParticipantKey, data: RecorderSignal): void;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
