export type { MeetingRecorder, RecordedTrackFile, RecorderParticipantKey, RecorderSignal } from './types.ts';
export { createMeetingRecorder } from './meeting-recorder.ts';
