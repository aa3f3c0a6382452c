import { VIDEO_MEETING_STATUS_LABELS, type VideoMeetingStatus } from '@notaria/contracts';

/** What can happen to a meeting. */
export const VIDEO_ACTIONS = ['start', 'end', 'cancel', 'seal'] as const;
export type VideoAction = (typeof VIDEO_ACTIONS)[number];

/** The explicit transition table of a meeting. Anything not listed is refused. */
export const VIDEO_TRANSITIONS: Record<VideoAction, { from: readonly VideoMeetingStatus[]; to: VideoMeetingStatus }> = {
  start: { from: ['SCHEDULED'], to: 'IN_PROGRESS' },
  end: { from: ['IN_PROGRESS'], to: 'ENDED' },
  cancel: { from: ['SCHEDULED'], to: 'CANCELLED' },
  seal: { from: ['ENDED'], to: 'SEALED' },
};

const ACTION_LABELS: Record<VideoAction, string> = { start: '开始', end: '结束', cancel: '取消', seal: '封存' };

export type VideoDecision = { ok: true; to: VideoMeetingStatus } | { ok: false; message: string };

/** Whether `action` may be taken on a meeting in `status`, and where it leads. */
export function decide(status: VideoMeetingStatus, action: VideoAction): VideoDecision {
  const t = VIDEO_TRANSITIONS[action];
  if (t.from.includes(status)) return { ok: true, to: t.to };
  return { ok: false, message: `会议当前状态为“${VIDEO_MEETING_STATUS_LABELS[status]}”，不能${ACTION_LABELS[action]}` };
}

/** A meeting whose links no longer open anything. */
export const isOver = (status: VideoMeetingStatus) => status === 'ENDED' || status === 'SEALED' || status === 'CANCELLED';
