import { AudioMutedOutlined, DesktopOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { QUALITY_LABELS, type PeerQuality } from '../rtc/peer-stats';

export interface VideoTileProps {
  stream: MediaStream | null;
  name: string;
  roleLabel: string;
  /** This browser's own picture: muted, mirrored, small. */
  self?: boolean;
  audioOff?: boolean;
  videoOff?: boolean;
  screen?: boolean;
  quality?: PeerQuality;
  connection?: RTCPeerConnectionState;
  participantId?: number;
}

const QUALITY_COLORS: Record<PeerQuality['grade'], string> = { good: 'success', fair: 'warning', poor: 'error', unknown: 'default' };
const CONNECTION_LABELS: Partial<Record<RTCPeerConnectionState, string>> = {
  new: '正在连接',
  connecting: '正在连接',
  disconnected: '连接不稳定',
  failed: '连接失败，正在重试',
};

/** One participant's video with their name, role, muted microphone or camera and the connection quality. */
export function VideoTile({ stream, name, roleLabel, self, audioOff, videoOff, screen, quality, connection, participantId }: VideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  const waiting = connection ? CONNECTION_LABELS[connection] : undefined;
  return (
    <div
      className={self ? 'meeting-tile meeting-tile-self' : 'meeting-tile'}
      data-testid={self ? 'self-video' : 'remote-video'}
      data-participant-id={participantId}
      data-frames-decoded={quality?.framesDecoded ?? 0}
      style={{ position: 'relative', background: '#1f1f1f', borderRadius: 8, overflow: 'hidden', width: '100%', height: '100%' }}
    >
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={self}
        aria-label={`${name}的视频`}
        style={{ width: '100%', height: '100%', objectFit: self && !screen ? 'cover' : 'contain', transform: self && !screen ? 'scaleX(-1)' : undefined }}
      />
      {videoOff && (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#bfbfbf', background: '#262626' }}>
          <span>
            <VideoCameraOutlined /> 摄像头已关闭
          </span>
        </div>
      )}
      {waiting && <div style={{ position: 'absolute', top: 8, left: 8, color: '#fff', fontSize: 12 }}>{waiting}…</div>}
      <div style={{ position: 'absolute', left: 8, bottom: 8, display: 'flex', gap: 4, alignItems: 'center' }}>
        <span style={{ color: '#fff', background: 'rgba(0,0,0,.55)', padding: '1px 8px', borderRadius: 4 }}>
          {name}
          {self ? '（我）' : ''}
        </span>
        <Tag color="blue" style={{ margin: 0 }}>
          {roleLabel}
        </Tag>
        {audioOff && <Tag icon={<AudioMutedOutlined />} color="error" style={{ margin: 0 }} aria-label="麦克风已关闭" />}
        {screen && (
          <Tag icon={<DesktopOutlined />} color="purple" style={{ margin: 0 }}>
            共享屏幕
          </Tag>
        )}
      </div>
      {quality && quality.grade !== 'unknown' && (
        <Tag color={QUALITY_COLORS[quality.grade]} style={{ position: 'absolute', right: 8, top: 8, margin: 0 }}>
          网络{QUALITY_LABELS[quality.grade]}
          {quality.roundTripMs !== null ? ` ${quality.roundTripMs}ms` : ''}
        </Tag>
      )}
    </div>
  );
}
