import { DownloadOutlined, PlayCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { VideoRecording } from '@notaria/contracts';
import { App, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { saveBlob } from '../../../lib/save-file';
import { parseTime } from '../../../utils/time';
import { fetchRecording } from '../api/meetings';
import { PlayRecordingModal } from './play-recording-modal';

const time = (v: string) => parseTime(v, '{y}-{m}-{d} {h}:{i}:{s}') ?? '—';

/** 12:34 or 1:02:03 from milliseconds. */
export function clockOf(ms: number): string {
  const s = Math.round(ms / 1000);
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`;
}

export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`;

/** The public verification page, checking this hash at once. */
export const verifyLink = (hash: string) => `/verify?hash=${hash}`;

function Hash({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ fontSize: 12, lineHeight: '18px' }}>
      <Typography.Text type="secondary">{label} </Typography.Text>
      <Typography.Text code copyable={{ text: value, tooltips: ['复制', '已复制'] }} data-testid={`recording-${label.toLowerCase()}`}>
        {value.slice(0, 16)}…{value.slice(-8)}
      </Typography.Text>
    </div>
  );
}

/**
 * A meeting's recordings: one file per participant, with its length, size, SHA-256 and SM3, its entry in the
 * office's integrity chain and a 核验 link; 播放 and 下载 for those allowed (`canPlay`).
 */
export function RecordingsTable({ recordings, meetingNo, canPlay }: { recordings: VideoRecording[]; meetingNo: string; canPlay: boolean }) {
  const { message } = App.useApp();
  const [playing, setPlaying] = useState<VideoRecording | null>(null);
  const nameOf = (r: VideoRecording) => `${meetingNo}-${r.participantName}`;
  const save = async (r: VideoRecording) => {
    const key = `recording-${r.id}`;
    void message.open({ key, type: 'loading', content: '正在下载录像…', duration: 0 });
    try {
      const { blob, name } = await fetchRecording(r.id, `${nameOf(r)}.webm`);
      saveBlob(blob, name);
      void message.open({ key, type: 'success', content: `已下载 ${name}`, duration: 3 });
    } catch {
      message.destroy(key);
    }
  };
  return (
    <>
      <Table<VideoRecording>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={recordings}
        locale={{ emptyText: '没有录像' }}
        data-testid="recordings"
        columns={[
          { title: '参会人', dataIndex: 'participantName', width: 110 },
          {
            title: '时长 / 大小',
            key: 'length',
            width: 120,
            render: (_, r) => (
              <Space orientation="vertical" size={0}>
                <span data-testid="recording-duration">{clockOf(r.durationMs)}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {sizeText(r.size)}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '录制时间',
            key: 'time',
            width: 170,
            render: (_, r) => (
              <span style={{ fontSize: 12 }}>
                {time(r.startedAt)}
                <br />至 {time(r.endedAt)}
              </span>
            ),
          },
          {
            title: '完整性',
            key: 'integrity',
            render: (_, r) => (
              <>
                <Hash label="SHA-256" value={r.sha256} />
                <Hash label="SM3" value={r.sm3} />
                <Space size={4} wrap style={{ marginTop: 2 }}>
                  {r.chainSeq !== null ? <Tag color="blue">存证链 #{r.chainSeq}</Tag> : <Tag>未入链</Tag>}
                  {r.complete ? (
                    <Tag color="green">完整</Tag>
                  ) : (
                    <Tooltip title={r.gaps.map((g) => `${clockOf(g.fromMs)}–${clockOf(g.toMs)}`).join('，') || '录制未完整结束'}>
                      <Tag color="orange">有中断 {r.gaps.length} 处</Tag>
                    </Tooltip>
                  )}
                </Space>
              </>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 190,
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<SafetyCertificateOutlined />} href={verifyLink(r.sha256)} target="_blank" rel="noopener">
                  核验
                </Button>
                {canPlay && (
                  <>
                    <Button type="link" size="small" icon={<PlayCircleOutlined />} onClick={() => setPlaying(r)}>
                      播放
                    </Button>
                    <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void save(r)}>
                      下载
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      {playing && <PlayRecordingModal recording={playing} title={nameOf(playing)} onClose={() => setPlaying(null)} />}
    </>
  );
}
