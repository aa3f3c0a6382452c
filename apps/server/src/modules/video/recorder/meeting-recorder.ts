import type { MeetingRecorder, MeetingRecorderOptions } from './types.ts';

export function createMeetingRecorder(opts: MeetingRecorderOptions): MeetingRecorder {
  void opts;
  return {
    async signal() {},
    async stop() {
      return [];
    },
    recording() {
      return [];
    },
    async close() {},
  };
}
