import { VIDEO_MEETING_STATUS_LABELS, VIDEO_PURPOSE_LABELS, type IceServer, type VideoMeetingDetail } from '@notaria/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Result, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { useSession } from '../../../stores/session-store';
import { endMeeting, getIceServers, startMeeting, useMeeting, videoKeys } from '../api/meetings';
import { useMeetingRtc } from '../rtc/use-meeting-rtc';
import { QUALITY_LABELS } from '../rtc/peer-stats';
import { ChecklistPanel } from './checklist-panel';
import { MeetingStage } from './meeting-stage';
import { ParticipantsPanel } from './participants-panel';
import { RecordingBadge } from './recording-badge';

interface MeetingRoomProps {
  meetingId: number;
  onLeave: () => void;
}

const overlay = { position: 'fixed', inset: 0, zIndex: 1000, background: '#000', color: '#fff', display: 'flex' } as const;

/** The meeting room of staff, over the whole window: videos and toolbar, and beside them people and the checklist. */
export function MeetingRoom({ meetingId, onLeave }: MeetingRoomProps) {
  const meeting = useMeeting(meetingId);
  const ice = useQuery({ queryKey: ['video-ice-servers'], queryFn: getIceServers, staleTime: Infinity });
  if (meeting.isError || ice.isError)
    return (
      <div style={{ ...overlay, background: '#fff', color: 'inherit', justifyContent: 'center' }}>
        <Result status="error" title="无法进入会议" subTitle="会议不存在或您无权参加" extra={<Button onClick={onLeave}>返回</Button>} />
      </div>
    );
  if (!meeting.data || !ice.data)
    return (
      <div style={{ ...overlay, justifyContent: 'center', alignItems: 'center' }}>
        <Spin size="large" description="正在进入会议…" />
      </div>
    );
  if (['ENDED', 'SEALED', 'CANCELLED'].includes(meeting.data.status)) return <MeetingOver detail={meeting.data} onLeave={onLeave} />;
  return <LiveRoom detail={meeting.data} iceServers={ice.data} onLeave={onLeave} />;
}

function MeetingOver({ detail, onLeave }: { detail: VideoMeetingDetail; onLeave: () => void }) {
  return (
    <div style={{ ...overlay, background: '#fff', color: 'inherit', justifyContent: 'center', overflow: 'auto' }}>
      <Result
        status={detail.status === 'CANCELLED' ? 'warning' : 'success'}
        title={`会议${VIDEO_MEETING_STATUS_LABELS[detail.status]}`}
        subTitle={
          <span data-testid="meeting-over-status" data-status={detail.status}>
            {detail.meetingNo} {detail.title} · 录像 {detail.recordings.length} 个
            {detail.sealBlockers.length > 0 && `；封存前还需：${detail.sealBlockers.join('；')}`}
          </span>
        }
        extra={<Button onClick={onLeave}>返回会议列表</Button>}
      />
    </div>
  );
}

function LiveRoom({ detail, iceServers, onLeave }: { detail: VideoMeetingDetail; iceServers: IceServer[]; onLeave: () => void }) {
  const token = useSession((s) => s.token) ?? '';
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const rtc = useMeetingRtc({ meetingId: detail.id, credential: token, guest: false, iceServers });
  const start = useRefreshingMutation(startMeeting, videoKeys.all);
  const end = useRefreshingMutation(endMeeting, videoKeys.all);
  const live = useMemo(() => new Map((rtc.state?.participants ?? []).map((p) => [p.participantId, p])), [rtc.state]);

  // Every change the server announces (lobby, face check, consent, ticks, status) refreshes the detail.
  useEffect(() => {
    if (rtc.state) void queryClient.invalidateQueries({ queryKey: videoKeys.detail(detail.id) });
  }, [rtc.state, queryClient, detail.id]);

  const status = rtc.state?.status ?? detail.status;
  const recording = rtc.state?.recording ?? false;
  const grades = Object.values(rtc.quality).map((q) => q.grade);
  const worst = grades.includes('poor') ? 'poor' : grades.includes('fair') ? 'fair' : grades.includes('good') ? 'good' : 'unknown';

  const confirmEnd = () =>
    modal.confirm({
      title: '结束会议？',
      content: '结束后录制停止，录像将计算哈希、入链并加盖时间戳；参会人员将离开会议。',
      okText: '结束会议',
      okButtonProps: { danger: true },
      onOk: () => end.mutateAsync(detail.id),
    });

  const header = (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 16px', background: '#141414', borderBottom: '1px solid #303030' }}>
      <Typography.Text strong style={{ color: '#fff', fontSize: 16 }}>
        {detail.title}
      </Typography.Text>
      <Tag>{detail.meetingNo}</Tag>
      <Tag color="geekblue">{VIDEO_PURPOSE_LABELS[detail.purpose]}</Tag>
      {detail.businessNumber && <Tag color="cyan">业务 {detail.businessNumber}</Tag>}
      <Tag color={status === 'IN_PROGRESS' ? 'processing' : 'default'} data-testid="meeting-status">
        {VIDEO_MEETING_STATUS_LABELS[status]}
      </Tag>
      {recording && <RecordingBadge since={detail.startedAt} recorder={rtc.recorder} />}
      <span style={{ flex: 1 }} />
      <span style={{ color: '#bfbfbf', fontSize: 12 }} data-testid="connection-quality">
        {rtc.status === 'open' ? '已连接' : rtc.status === 'closed' ? '连接已关闭' : '正在连接'} · 网络质量 {QUALITY_LABELS[worst]}
      </span>
    </div>
  );

  const toolbar = (
    <>
      {detail.canManage && status === 'SCHEDULED' && (
        <Button type="primary" onClick={() => start.mutate(detail.id)} loading={start.isPending}>
          {detail.recordMode === 'SERVER' ? '开始录制' : '开始会议'}
        </Button>
      )}
      {detail.canManage && status === 'IN_PROGRESS' && (
        <Button danger type="primary" onClick={confirmEnd}>
          结束会议
        </Button>
      )}
      <Button onClick={onLeave}>离开</Button>
    </>
  );

  return (
    <div style={overlay} role="dialog" aria-label={`视频会议：${detail.title}`}>
      <MeetingStage rtc={rtc} header={header} toolbar={toolbar} />
      <aside style={{ width: 360, background: '#fff', color: 'rgba(0,0,0,.88)', overflow: 'auto', padding: '0 12px' }} aria-label="会议面板">
        <Tabs
          items={[
            { key: 'people', label: `参会人员（${detail.participants.length}）`, children: <ParticipantsPanel detail={detail} live={live} /> },
            { key: 'checklist', label: '核对清单', children: <ChecklistPanel detail={detail} /> },
          ]}
        />
        <Space orientation="vertical" size={2} style={{ fontSize: 12, color: '#8c8c8c', padding: '8px 0' }}>
          <span>主持人：{detail.hostName}</span>
          {detail.consularPost && <span>驻外使领馆：{detail.consularPost}</span>}
        </Space>
      </aside>
    </div>
  );
}
