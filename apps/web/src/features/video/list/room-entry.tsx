import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

// The meeting room (camera, microphone, the other participants, the checklist) loads on first entry.
const MeetingRoom = lazy(() => import('../room').then((m) => ({ default: m.MeetingRoom })));

/** 进入: the meeting room in place of the list; leaving it comes back to the list. */
export function RoomEntry({ meetingId, onLeave }: { meetingId: number; onLeave(): void }) {
  return (
    <Suspense fallback={<Spin tip="正在进入会议…" fullscreen />}>
      <MeetingRoom meetingId={meetingId} onLeave={onLeave} />
    </Suspense>
  );
}
