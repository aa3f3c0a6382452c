import { VIDEO_ROLE_LABELS, VIDEO_STAFF_ROLES, type VideoInvite, type VideoParticipant } from '@notaria/contracts';
import { Alert, Button, Empty, Modal, Space, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useInvite, useMeeting } from '../api/meetings';
import { timeText } from './meeting-cells';

interface Sent extends VideoInvite {
  participantId: number;
}

/** 邀请: a fresh link per outside participant (the previous one stops working), sent by SMS and shown to copy. */
export function InviteDialog({ meetingId, onClose }: { meetingId: number; onClose(): void }) {
  const { data, isPending } = useMeeting(meetingId);
  const invite = useInvite();
  const [sent, setSent] = useState<Sent | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const guests = (data?.participants ?? []).filter((p) => !VIDEO_STAFF_ROLES.includes(p.role));

  const send = async (p: VideoParticipant) => {
    setBusy(p.id);
    try {
      const r = await invite.mutateAsync({ id: meetingId, participantId: p.id });
      setSent({ ...r, participantId: p.id });
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(null);
    }
  };
  const sentTo = sent && guests.find((g) => g.id === sent.participantId);

  return (
    <Modal title={data ? `邀请参会 · ${data.meetingNo}` : '邀请参会'} open width={760} footer={<Button onClick={onClose}>关闭</Button>} onCancel={onClose}>
      {isPending ? (
        <Spin />
      ) : guests.length === 0 ? (
        <Empty description="本会议没有需要邀请的外部参会人员（本处人员在视频会议页面直接进入）" />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Table<VideoParticipant>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={guests}
            columns={[
              { title: '角色', dataIndex: 'role', width: 90, render: (r: VideoParticipant['role']) => <Tag>{VIDEO_ROLE_LABELS[r]}</Tag> },
              { title: '姓名', dataIndex: 'displayName' },
              { title: '手机号', dataIndex: 'phone', render: (v: string) => v || '—' },
              { title: '链接有效期至', dataIndex: 'tokenExpiresAt', width: 150, render: (v: string | null) => (v ? timeText(v) : '未邀请') },
              {
                title: '操作',
                key: 'send',
                width: 120,
                render: (_, p) => (
                  <Button size="small" type="link" loading={busy === p.id} onClick={() => void send(p)}>
                    {p.tokenExpiresAt ? '重新生成链接' : '生成链接'}
                  </Button>
                ),
              },
            ]}
          />
          {sent && sentTo && (
            <Alert
              type="success"
              showIcon
              data-testid="invite-result"
              title={sent.smsQueued ? `入会链接已生成，短信已加入发送队列（${sentTo.phone}）` : '入会链接已生成；该参会人未留手机号，请复制链接发送'}
              description={
                <Space orientation="vertical" size={4}>
                  <Typography.Text copyable={{ text: sent.link, tooltips: ['复制链接', '已复制'] }} code style={{ wordBreak: 'break-all' }}>
                    {sent.link}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {sentTo.displayName} 专用，有效期至 {timeText(sent.expiresAt)}；此前发出的链接已失效。请勿转发他人。
                  </Typography.Text>
                </Space>
              }
            />
          )}
        </Space>
      )}
    </Modal>
  );
}
