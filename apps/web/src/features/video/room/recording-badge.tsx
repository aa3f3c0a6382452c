import { Tag } from 'antd';
import { useEffect, useState } from 'react';

export const elapsed = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hh ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
};

const RECORDER_LABELS = { off: '', connecting: '（正在连接录制服务器）', connected: '', failed: '（录制连接失败，正在重试）' } as const;

/** ● 录制中 with the time since the recording started, and how this browser's recorder connection is doing. */
export function RecordingBadge({ since, recorder }: { since: string | null; recorder: keyof typeof RECORDER_LABELS }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Tag color="error" data-testid="recording-badge" style={{ margin: 0 }}>
      ● 录制中 {since ? elapsed(now - new Date(since).getTime()) : ''}
      {RECORDER_LABELS[recorder]}
    </Tag>
  );
}
