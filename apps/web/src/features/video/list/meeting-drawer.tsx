import { VIDEO_PURPOSE_LABELS, VIDEO_RECORD_MODE_LABELS, type VideoMeetingDetail } from '@notaria/contracts';
import { Alert, Button, Card, Descriptions, Drawer, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useAccess } from '../../../components/access';
import { notify } from '../../../lib/notify';
import { useMeeting, useSealMeeting } from '../api/meetings';
import { RecordingsTable } from '../recordings/recordings-table';
import { durationText, MeetingStatusTag, timeText } from './meeting-cells';
import { MeetingLog } from './meeting-log';
import { ParticipantTable } from './participant-table';

function Tick({ label, at }: { label: string; at: string | null }) {
  return (
    <Space size={6}>
      {at ? <Tag color="green">已完成</Tag> : <Tag>未完成</Tag>}
      <span>{label}</span>
      {at && <Typography.Text type="secondary">{timeText(at)}</Typography.Text>}
    </Space>
  );
}

/** The notarial checklist: meeting-wide ticks here; per-party consent and ID are in the participants' rows. */
function Checklist({ d }: { d: VideoMeetingDetail }) {
  return (
    <Space orientation="vertical" size={4} data-testid="meeting-checklist">
      <Tick label="告知已宣读" at={d.checklist.disclosureReadAt} />
      <Tick label="文书已宣读" at={d.checklist.documentReadAt} />
      <Tick label="签署完成" at={d.checklist.signingDoneAt} />
    </Space>
  );
}

function SealCard({ d }: { d: VideoMeetingDetail }) {
  const seal = useSealMeeting();
  if (d.status !== 'ENDED') return null;
  const run = async () => {
    try {
      const r = await seal.mutateAsync(d.id);
      void notify.success(`会议已封存：${r.meetingNo}`);
    } catch {
      // The request layer has shown why.
    }
  };
  return (
    <Alert
      type={d.canSeal ? 'info' : 'warning'}
      showIcon
      title={d.canSeal ? '会议已结束，可以封存' : '会议已结束，尚不能封存'}
      description={d.sealBlockers.length > 0 ? d.sealBlockers.join('；') : '封存后录像与会议日志不可再变动'}
      action={
        d.canSeal && d.canManage ? (
          <Button size="small" type="primary" loading={seal.isPending} onClick={() => void run()}>
            封存
          </Button>
        ) : undefined
      }
    />
  );
}

export function MeetingDetailView({ d }: { d: VideoMeetingDetail }) {
  const { can } = useAccess();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="meeting-detail">
      <Card size="small">
        <Space size={12} style={{ marginBottom: 12 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {d.title}
          </Typography.Title>
          <MeetingStatusTag status={d.status} />
        </Space>
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: 'no', label: '会议编号', children: <Typography.Text copyable>{d.meetingNo}</Typography.Text> },
            { key: 'purpose', label: '会议目的', children: VIDEO_PURPOSE_LABELS[d.purpose] },
            { key: 'case', label: '关联业务', children: d.businessNumber || '—' },
            { key: 'host', label: '主持人', children: d.hostName },
            { key: 'at', label: '预约时间', children: timeText(d.scheduledAt) },
            { key: 'len', label: '预计时长', children: durationText(d.durationMinutes) },
            { key: 'start', label: '开始时间', children: timeText(d.startedAt) },
            { key: 'end', label: '结束时间', children: timeText(d.endedAt) },
            { key: 'sealed', label: '封存时间', children: timeText(d.sealedAt) },
            { key: 'record', label: '录制方式', children: VIDEO_RECORD_MODE_LABELS[d.recordMode] },
            ...(d.consularPost ? [{ key: 'post', label: '驻外使领馆', span: 2, children: d.consularPost }] : []),
            ...(d.chainSeq !== null ? [{ key: 'chain', label: '封存存证', children: `存证链 #${d.chainSeq}` }] : []),
            ...(d.logHead
              ? [
                  {
                    key: 'head',
                    label: '日志末条哈希',
                    span: 3,
                    children: (
                      <Typography.Text code copyable>
                        {d.logHead}
                      </Typography.Text>
                    ),
                  },
                ]
              : []),
            ...(d.notes ? [{ key: 'notes', label: '备注', span: 3, children: d.notes }] : []),
            ...(d.cancelReason ? [{ key: 'reason', label: '取消原因', span: 3, children: d.cancelReason }] : []),
          ]}
        />
      </Card>
      <SealCard d={d} />
      <Card size="small" title={`参会人员（${d.participants.length}）`}>
        <ParticipantTable participants={d.participants} />
      </Card>
      {d.caseId !== null && (
        <Card size="small" title="公证核对事项">
          <Checklist d={d} />
        </Card>
      )}
      <Card size="small" title={`录像（${d.recordings.length}）`}>
        <RecordingsTable recordings={d.recordings} meetingNo={d.meetingNo} canPlay={can('recording')} />
      </Card>
      <Card size="small" title={`会议日志（${d.eventCount} 条）`}>
        <MeetingLog meetingId={d.id} />
      </Card>
    </Space>
  );
}

/** 详情: the meeting, who took part and how, the checklist, the recordings and the meeting log. */
export function MeetingDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const { data, isPending, isError } = useMeeting(id);
  return (
    <Drawer title="会议详情" open={id !== null} onClose={onClose} size={1000} destroyOnHidden>
      {isPending ? <Spin /> : isError || !data ? <Empty description="无法读取该会议" /> : <MeetingDetailView d={data} />}
    </Drawer>
  );
}
