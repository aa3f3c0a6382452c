import { VIDEO_LOBBY_STATE_LABELS, VIDEO_ROLE_LABELS, type MeetStateParticipant, type VideoMeetingDetail, type VideoParticipant } from '@notaria/contracts';
import { App, Badge, Button, List, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { admitParticipant, confirmIdentity, inviteParticipant, videoKeys } from '../api/meetings';
import { isStaffRole } from '../rtc/meet-messages';

const time = (iso: string | null) => (iso ? dayjs(iso).format('HH:mm:ss') : '');

function FaceTag({ p }: { p: VideoParticipant }) {
  if (p.faceResult === 'PASS') return <Tag color="success">人脸核验通过{p.faceScore !== null ? `（${p.faceScore}分）` : ''}</Tag>;
  if (p.faceResult === 'FAIL') return <Tag color="error">人脸核验未通过{p.faceScore !== null ? `（${p.faceScore}分）` : ''}</Tag>;
  return <Tag>未核验人脸</Tag>;
}

/** Who takes part: online or not, the lobby (准入 / 拒绝), the face check and the notary's 确认身份, a new link. */
export function ParticipantsPanel({ detail, live }: { detail: VideoMeetingDetail; live: Map<number, MeetStateParticipant> }) {
  const { modal } = App.useApp();
  const admit = useRefreshingMutation(admitParticipant, videoKeys.all);
  const identity = useRefreshingMutation(confirmIdentity, videoKeys.all);
  const invite = useRefreshingMutation(inviteParticipant, videoKeys.all);
  const open = !['ENDED', 'SEALED', 'CANCELLED'].includes(detail.status);
  const canRun = detail.canManage && open;

  const showLink = async (p: VideoParticipant) => {
    const r = await invite.mutateAsync({ id: detail.id, participantId: p.id });
    modal.info({
      title: `${p.displayName}的入会链接`,
      width: 560,
      content: (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph copyable={{ text: r.link }} style={{ wordBreak: 'break-all', marginBottom: 0 }}>
            {r.link}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            有效期至 {dayjs(r.expiresAt).format('YYYY-MM-DD HH:mm')}；{r.smsQueued ? '已通过短信发送。' : '未登记手机号，请复制后发送。'}旧链接已失效。
          </Typography.Text>
        </Space>
      ),
    });
  };

  return (
    <List
      dataSource={detail.participants}
      rowKey="id"
      renderItem={(p) => {
        const l = live.get(p.id);
        const lobby = l?.lobbyState ?? p.lobbyState;
        const staff = isStaffRole(p.role);
        return (
          <List.Item data-testid={`participant-${p.id}`} style={{ display: 'block' }}>
            <Space wrap size={4}>
              <Badge status={l?.online ? 'success' : 'default'} text={<b>{p.displayName}</b>} />
              <Tag color="blue">{VIDEO_ROLE_LABELS[p.role]}</Tag>
              {!staff && <Tag color={lobby === 'WAITING' ? 'orange' : lobby === 'ADMITTED' ? 'green' : undefined}>{VIDEO_LOBBY_STATE_LABELS[lobby]}</Tag>}
            </Space>
            {!staff && (
              <div style={{ marginTop: 6 }}>
                <Space wrap size={4}>
                  <FaceTag p={p} />
                  {p.identityConfirmedAt ? (
                    <Tag color="success">
                      身份已确认 {time(p.identityConfirmedAt)} {p.identityConfirmedBy}
                    </Tag>
                  ) : (
                    canRun && (
                      <Button size="small" onClick={() => identity.mutate({ id: detail.id, participantId: p.id })} loading={identity.isPending}>
                        确认身份
                      </Button>
                    )
                  )}
                </Space>
                {p.declaredLocation && <div style={{ fontSize: 12, color: '#8c8c8c', marginTop: 4 }}>所在地点：{p.declaredLocation}</div>}
                {canRun && (
                  <Space size={4} style={{ marginTop: 6 }}>
                    {lobby === 'WAITING' && (
                      <>
                        <Button size="small" type="primary" onClick={() => admit.mutate({ id: detail.id, participantId: p.id, admit: true })}>
                          准入
                        </Button>
                        <Button size="small" danger onClick={() => admit.mutate({ id: detail.id, participantId: p.id, admit: false })}>
                          拒绝
                        </Button>
                      </>
                    )}
                    {lobby === 'ADMITTED' && (
                      <Button size="small" danger onClick={() => admit.mutate({ id: detail.id, participantId: p.id, admit: false })}>
                        移出
                      </Button>
                    )}
                    <Button size="small" onClick={() => void showLink(p).catch(() => undefined)} loading={invite.isPending}>
                      入会链接
                    </Button>
                  </Space>
                )}
              </div>
            )}
          </List.Item>
        );
      }}
    />
  );
}
