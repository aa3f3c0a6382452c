import type { IceServer } from '@notaria/contracts';
import { Alert, Button, Result, Tag, Typography } from 'antd';
import { useMeetingRtc } from '../rtc/use-meeting-rtc';
import { MeetingStage } from '../room/meeting-stage';
import { RecordingBadge } from '../room/recording-badge';

interface GuestRoomProps {
  token: string;
  meetingId: number;
  title: string;
  iceServers: IceServer[];
  stream: MediaStream;
  onLeave(): void;
}

/** A guest in the meeting: first in the lobby until staff admit them, then the videos; the end of the meeting closes it. */
export function GuestRoom({ token, meetingId, title, iceServers, stream, onLeave }: GuestRoomProps) {
  const rtc = useMeetingRtc({ meetingId, credential: token, guest: true, iceServers, stream });
  const me = rtc.state?.participants.find((p) => p.participantId === rtc.state?.me);
  const status = rtc.state?.status;

  if (status === 'ENDED' || status === 'SEALED' || status === 'CANCELLED' || (rtc.status === 'closed' && !rtc.state))
    return <Result status="success" title="会议已结束" subTitle="感谢您的参与，您可以关闭此页面。" />;
  if (rtc.status === 'closed') return <Result status="info" title="会议已结束或入会链接已失效" subTitle="如需继续，请联系公证处重新发送入会链接。" />;
  if (me?.lobbyState === 'REMOVED') return <Result status="warning" title="您已被移出会议" subTitle="如有疑问，请联系公证处。" />;

  const waiting = !me || me.lobbyState !== 'ADMITTED';
  const header = (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 16px', background: '#141414' }}>
      <Typography.Text strong style={{ color: '#fff', fontSize: 16 }}>
        {title}
      </Typography.Text>
      {rtc.state?.recording && <RecordingBadge since={null} recorder={rtc.recorder} />}
      {waiting && <Tag color="orange">等候室</Tag>}
    </div>
  );
  return (
    <div style={{ position: 'fixed', inset: 0, background: '#000', display: 'flex' }}>
      <MeetingStage
        rtc={rtc}
        header={
          <>
            {header}
            {waiting && <Alert type="info" showIcon banner data-testid="lobby-waiting" title="您已在等候室中，请稍候，公证员准许后即可进入会议。" />}
          </>
        }
        toolbar={<Button onClick={onLeave}>离开会议</Button>}
      />
    </div>
  );
}
