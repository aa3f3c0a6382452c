import { VIDEO_MEETING_STATUS_LABELS, VIDEO_PURPOSE_LABELS, type VideoMeetingRow, type VideoMeetingStatus } from '@notaria/contracts';
import { Tag } from 'antd';
import type { ExportColumn } from '../../../lib/export-xlsx';
import { parseTime } from '../../../utils/time';

const STATUS_COLORS: Record<VideoMeetingStatus, string> = {
  SCHEDULED: 'blue',
  IN_PROGRESS: 'green',
  ENDED: 'orange',
  SEALED: 'default',
  CANCELLED: 'red',
};

export const timeText = (v: string | null | undefined) => (v ? (parseTime(v, '{y}-{m}-{d} {h}:{i}') ?? '—') : '—');

export function MeetingStatusTag({ status }: { status: VideoMeetingStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }} data-testid="meeting-status">
      {VIDEO_MEETING_STATUS_LABELS[status]}
    </Tag>
  );
}

export const durationText = (minutes: number) => (minutes >= 60 && minutes % 60 === 0 ? `${minutes / 60} 小时` : `${minutes} 分钟`);

/** 导出 Excel: the columns of the table, as text. */
export const MEETING_EXPORT_COLUMNS: ExportColumn<VideoMeetingRow>[] = [
  { title: '会议编号', value: (r) => r.meetingNo, width: 22 },
  { title: '会议主题', value: (r) => r.title, width: 30 },
  { title: '会议目的', value: (r) => VIDEO_PURPOSE_LABELS[r.purpose] },
  { title: '关联业务', value: (r) => r.businessNumber || '', width: 24 },
  { title: '预约时间', value: (r) => timeText(r.scheduledAt), width: 18 },
  { title: '预计时长（分钟）', value: (r) => r.durationMinutes },
  { title: '主持人', value: (r) => r.hostName },
  { title: '参会人数', value: (r) => r.participantCount },
  { title: '录像数', value: (r) => r.recordingCount },
  { title: '状态', value: (r) => VIDEO_MEETING_STATUS_LABELS[r.status] },
  { title: '开始时间', value: (r) => (r.startedAt ? timeText(r.startedAt) : ''), width: 18 },
  { title: '结束时间', value: (r) => (r.endedAt ? timeText(r.endedAt) : ''), width: 18 },
];
