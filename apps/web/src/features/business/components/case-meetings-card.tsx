import { VIDEO_MEETING_STATUS_LABELS, VIDEO_PURPOSE_LABELS, type VideoMeetingRow } from '@notaria/contracts';
import { Button, Card, Table, Tag, Typography } from 'antd';
import { useOpenLink } from '../../../lib/use-open-link';
import { hasPermission } from '../../../lib/permission-routes';
import { useSession } from '../../../stores/session-store';
import { parseTime } from '../../../utils/time';
import { useCaseMeetings } from '../api/meetings';
import { meetingDetailLink, videoMeetingLink } from '../case-actions';

const STATUS_COLORS: Record<VideoMeetingRow['status'], string> = {
  SCHEDULED: 'blue',
  IN_PROGRESS: 'green',
  ENDED: 'orange',
  SEALED: 'default',
  CANCELLED: 'red',
};
const t = (v: string | null) => (v ? parseTime(v, '{y}-{m}-{d} {h}:{i}') : '—');

/**
 * 视频会议 of a case: its 视频公证 meetings with their state and recordings; a meeting opens on the 视频会议 page
 * (details, the meeting log, recordings with their hashes, 播放 and 下载). `canCreate`: 受理 › 视频会议 is granted.
 */
export function CaseMeetingsCard({ caseId, canCreate }: { caseId: number; canCreate: boolean }) {
  const routes = useSession((s) => s.routes);
  const reads = hasPermission(routes, 'business:accept:videoMeeting') || hasPermission(routes, 'standaloneVideoMeet:index');
  const meetings = useCaseMeetings(caseId, reads);
  const openLink = useOpenLink();
  if (!reads) return null;
  return (
    <Card
      size="small"
      title="视频会议"
      data-testid="case-meetings"
      extra={
        canCreate && (
          <Button size="small" onClick={() => openLink(videoMeetingLink(caseId))}>
            预约视频公证
          </Button>
        )
      }
    >
      <Table<VideoMeetingRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={meetings.isPending}
        dataSource={meetings.data?.list ?? []}
        locale={{ emptyText: '该业务还没有视频会议' }}
        columns={[
          {
            title: '会议编号',
            dataIndex: 'meetingNo',
            width: 170,
            render: (v: string, r) => <Typography.Link onClick={() => openLink(meetingDetailLink(r.id))}>{v}</Typography.Link>,
          },
          { title: '主题', dataIndex: 'title', ellipsis: true, render: (v: string, r) => `${v}（${VIDEO_PURPOSE_LABELS[r.purpose]}）` },
          { title: '预约时间', dataIndex: 'scheduledAt', width: 140, render: t },
          { title: '结束时间', dataIndex: 'endedAt', width: 140, render: t },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (s: VideoMeetingRow['status']) => <Tag color={STATUS_COLORS[s]}>{VIDEO_MEETING_STATUS_LABELS[s]}</Tag>,
          },
          {
            title: '录像',
            dataIndex: 'recordingCount',
            width: 110,
            render: (n: number, r) => (n > 0 ? <Typography.Link onClick={() => openLink(meetingDetailLink(r.id))}>{n} 个 · 查看</Typography.Link> : '—'),
          },
        ]}
      />
    </Card>
  );
}
