import { VIDEO_ROLE_LABELS, type MeetStateParticipant } from '@notaria/contracts';
import { Alert, Empty } from 'antd';
import type { ReactNode } from 'react';
import type { MeetingRtc } from '../rtc/use-meeting-rtc';
import { MediaToolbar } from './media-toolbar';
import { VideoTile } from './video-tile';

/** The videos (the others large, this browser small in a corner), the reconnect banner and the toolbar. */
export function MeetingStage({ rtc, toolbar, header }: { rtc: MeetingRtc; toolbar?: ReactNode; header?: ReactNode }) {
  const people = new Map<number, MeetStateParticipant>((rtc.state?.participants ?? []).map((p) => [p.participantId, p]));
  const me = rtc.state ? people.get(rtc.state.me) : undefined;
  const columns = rtc.peers.length <= 1 ? 1 : 2;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0, flex: 1 }}>
      {header}
      {rtc.reconnecting && <Alert type="warning" showIcon banner title="网络连接中断，正在重新连接…会议继续进行，恢复后将自动重新加入" />}
      {rtc.mediaError && <Alert type="error" showIcon banner title={rtc.mediaError} />}
      {rtc.error && <Alert type="error" showIcon banner title={rtc.error} closable />}
      <div style={{ position: 'relative', flex: 1, padding: 12, minHeight: 0 }}>
        {rtc.peers.length === 0 ? (
          <div style={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <Empty description={<span style={{ color: '#d9d9d9' }}>等待其他参会人员进入…</span>} />
          </div>
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 12, height: '100%' }}>
            {rtc.peers.map((peer) => {
              const p = people.get(peer.participantId);
              return (
                <VideoTile
                  key={peer.participantId}
                  participantId={peer.participantId}
                  stream={peer.stream}
                  name={p?.displayName ?? '参会人员'}
                  roleLabel={p ? VIDEO_ROLE_LABELS[p.role] : ''}
                  audioOff={!peer.flags.audio}
                  videoOff={!peer.flags.video && !peer.flags.screen}
                  screen={peer.flags.screen}
                  quality={rtc.quality[peer.participantId]}
                  connection={peer.connection}
                />
              );
            })}
          </div>
        )}
        <div style={{ position: 'absolute', right: 24, bottom: 24, width: 220, height: 150, boxShadow: '0 2px 12px rgba(0,0,0,.5)', borderRadius: 8 }}>
          <VideoTile
            self
            participantId={rtc.state?.me}
            stream={rtc.local}
            name={me?.displayName ?? '我'}
            roleLabel={me ? VIDEO_ROLE_LABELS[me.role] : ''}
            audioOff={!rtc.flags.audio}
            videoOff={!rtc.flags.video && !rtc.flags.screen}
            screen={rtc.flags.screen}
          />
        </div>
      </div>
      <div style={{ padding: '10px 12px', background: '#141414', borderTop: '1px solid #303030' }}>
        <MediaToolbar rtc={rtc}>{toolbar}</MediaToolbar>
      </div>
    </div>
  );
}
