import type { MeetOpen } from '@notaria/contracts';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/request';
import { openCameraAndMic } from '../rtc/local-media';
import { GuestRoom } from './guest-room';
import { forgetMeetToken, meetCalls, takeMeetToken } from './meet-api';
import { MeetLobby } from './meet-lobby';

type Phase = { kind: 'opening' } | { kind: 'failed'; message: string } | { kind: 'lobby' } | { kind: 'room' } | { kind: 'left' };

const LINK_INVALID = '入会链接无效或已过期，请联系公证处重新发送';

/** /meet?t=…: a party, agent, translator or consular officer joins one meeting with the link's token, without an account. */
export default function MeetPage() {
  const [token] = useState(takeMeetToken);
  const [phase, setPhase] = useState<Phase>(token ? { kind: 'opening' } : { kind: 'failed', message: LINK_INVALID });
  const [opened, setOpened] = useState<MeetOpen | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [mediaError, setMediaError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    meetCalls(token)
      .open()
      .then(
        (r) => {
          if (!live) return;
          setOpened(r);
          setPhase({ kind: 'lobby' });
        },
        (e: unknown) => {
          if (!live) return;
          const network = e instanceof ApiError && e.status === 0;
          if (!network) forgetMeetToken();
          setPhase({ kind: 'failed', message: network ? (e as ApiError).message : e instanceof ApiError && e.status === 409 ? e.message : LINK_INVALID });
        },
      );
    return () => {
      live = false;
    };
  }, [token]);

  // The camera opens once in the lobby (preview, face check) and goes on into the meeting.
  useEffect(() => {
    if (phase.kind !== 'lobby' || stream) return;
    let live = true;
    openCameraAndMic().then(
      (s) => (live ? setStream(s) : s.getTracks().forEach((t) => t.stop())),
      (e: unknown) => live && setMediaError((e as Error).message),
    );
    return () => {
      live = false;
    };
  }, [phase.kind, stream]);

  useEffect(() => {
    document.title = opened ? `${opened.meeting.title} - 视频会议` : '视频会议';
  }, [opened]);

  if (phase.kind === 'opening')
    return (
      <div style={{ paddingTop: 120, textAlign: 'center' }}>
        <Spin size="large" description="正在打开会议…" />
      </div>
    );
  if (phase.kind === 'failed') return <Result status="warning" title="无法进入会议" subTitle={phase.message} />;
  if (!opened || !token) return null;
  if (phase.kind === 'left')
    return (
      <Result
        status="info"
        title="您已离开会议"
        extra={
          <Button type="primary" onClick={() => setPhase({ kind: 'lobby' })}>
            重新进入
          </Button>
        }
      />
    );
  if (phase.kind === 'room' && stream)
    return (
      <GuestRoom
        token={token}
        meetingId={opened.meeting.id}
        title={opened.meeting.title}
        iceServers={opened.iceServers}
        stream={stream}
        onLeave={() => {
          setStream(null);
          setPhase({ kind: 'left' });
        }}
      />
    );
  return <MeetLobby token={token} opened={opened} stream={stream} mediaError={mediaError} onOpened={setOpened} onEnter={() => setPhase({ kind: 'room' })} />;
}
