export type {
  IceServer,
  MeetingRecorder,
  MeetingRecorderOptions,
  RecordedTrackFile,
  RecorderMeetingKey,
  RecorderParticipantKey,
  RecorderSignal,
} from './types.ts';
export { createMeetingRecorder } from './meeting-recorder.ts';
