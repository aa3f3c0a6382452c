import { VIDEO_LOBBY_STATE_LABELS, VIDEO_ROLE_LABELS, type VideoParticipant } from '@notaria/contracts';
import { Space, Table, Tag, Tooltip, Typography } from 'antd';
import { timeText } from './meeting-cells';

function Step({ at, done, pending }: { at: string | null; done: string; pending: string }) {
  return at ? (
    <Tooltip title={timeText(at)}>
      <Tag color="green">{done}</Tag>
    </Tooltip>
  ) : (
    <Tag>{pending}</Tag>
  );
}

function FaceTag({ p }: { p: VideoParticipant }) {
  if (!p.faceResult) return <Tag>未核验</Tag>;
  const score = p.faceScore !== null ? `（${p.faceScore} 分）` : '';
  return p.faceResult === 'PASS' ? <Tag color="green">人脸通过{score}</Tag> : <Tag color="red">人脸未通过{score}</Tag>;
}

/** Who takes part, and for each outside participant how far the identity and consent steps have gone. */
export function ParticipantTable({ participants }: { participants: VideoParticipant[] }) {
  return (
    <Table<VideoParticipant>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={participants}
      data-testid="meeting-participants"
      scroll={{ x: 900 }}
      columns={[
        {
          title: '角色',
          dataIndex: 'role',
          width: 90,
          render: (r: VideoParticipant['role']) => <Tag color={r === 'HOST' ? 'blue' : undefined}>{VIDEO_ROLE_LABELS[r]}</Tag>,
        },
        {
          title: '姓名',
          dataIndex: 'displayName',
          width: 150,
          render: (v: string, p) => (
            <Space orientation="vertical" size={0}>
              <span>{v}</span>
              {(p.phone || p.idNo) && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[p.phone, p.idNo].filter(Boolean).join(' · ')}
                </Typography.Text>
              )}
            </Space>
          ),
        },
        { title: '入会', dataIndex: 'lobbyState', width: 80, render: (s: VideoParticipant['lobbyState']) => VIDEO_LOBBY_STATE_LABELS[s] },
        {
          title: '进入 / 离开',
          key: 'presence',
          width: 150,
          render: (_, p) => (
            <span style={{ fontSize: 12 }}>
              {p.joinedAt ? timeText(p.joinedAt) : '—'}
              <br />
              {p.leftAt ? timeText(p.leftAt) : ''}
            </span>
          ),
        },
        {
          title: '身份与同意',
          key: 'steps',
          render: (_, p) =>
            p.userId !== null ? (
              <Typography.Text type="secondary">本处人员</Typography.Text>
            ) : (
              <Space size={[0, 4]} wrap>
                <FaceTag p={p} />
                <Step at={p.identityConfirmedAt} done={`身份已确认${p.identityConfirmedBy ? `（${p.identityConfirmedBy}）` : ''}`} pending="身份未确认" />
                <Step at={p.consentClickedAt} done="已点击同意" pending="未点击同意" />
                <Step at={p.consentSpokenAt} done="已口头同意" pending="未口头同意" />
                <Step at={p.idShownAt} done="证件已展示" pending="证件未展示" />
                {p.declaredLocation && <Tag>所在地：{p.declaredLocation}</Tag>}
              </Space>
            ),
        },
      ]}
    />
  );
}
