// The video module's public surface: what other modules and the application may use.
import type { FastifyInstance } from 'fastify';
import { sealIn } from '../integrity/integrity.api.ts';
import type { VideoDeps } from './video-deps.ts';

export { iceServersFromEnv } from './ice-servers.ts';
export { onMeetMessage } from './meet-signalling.ts';
export { caseRecordings } from './video.repo.ts';
export { createMeetingRecorder, type MeetingRecorder } from './recorder/index.ts';

/** The meeting use cases' dependencies, from the application's decorations. */
export const videoDepsOf = (app: FastifyInstance): VideoDeps => ({
  db: app.db,
  hub: app.realtime,
  recorder: app.meetingRecorder,
  sms: app.sms,
  faceProvider: app.faceProvider,
  origin: app.config.publicOrigin,
  storage: app.storage,
  keySeal: sealIn(app.config.dataDir),
  iceServers: app.iceServers,
  log: app.log,
});
