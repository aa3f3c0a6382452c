import { SafetyOutlined } from '@ant-design/icons';
import { VIDEO_EVENT_LABELS, type VideoEvent, type VideoLogVerification } from '@notaria/contracts';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { parseTime } from '../../../utils/time';
import { useMeetingEvents, verifyMeetingLog } from '../api/meetings';

const short = (h: string) => (h ? `${h.slice(0, 12)}…` : '—');

/** The meeting log: every step with the database's time, chained by hash; 校验日志 recomputes the chain on the server. */
export function MeetingLog({ meetingId }: { meetingId: number }) {
  const events = useMeetingEvents(meetingId);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<VideoLogVerification | null>(null);
  const check = async () => {
    setChecking(true);
    try {
      setResult(await verifyMeetingLog(meetingId));
    } catch {
      // The request layer has shown why.
    } finally {
      setChecking(false);
    }
  };
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Space>
        <Button size="small" icon={<SafetyOutlined />} loading={checking} onClick={() => void check()}>
          校验日志
        </Button>
        <Typography.Text type="secondary">每条记录含上一条的哈希，任何改动都会使校验失败</Typography.Text>
      </Space>
      {result && (
        <Alert
          data-testid="log-verification"
          type={result.intact ? 'success' : 'error'}
          showIcon
          title={result.intact ? `日志完整：共 ${result.count} 条，哈希链校验通过` : `日志被改动：第 ${result.brokenAt} 条起哈希链断开`}
          description={!result.intact && result.message ? result.message : undefined}
        />
      )}
      <Table<VideoEvent>
        rowKey="seq"
        size="small"
        loading={events.isPending}
        dataSource={events.data ?? []}
        pagination={{ pageSize: 20, size: 'small', hideOnSinglePage: true, showTotal: (t) => `共 ${t} 条` }}
        locale={{ emptyText: '暂无日志' }}
        data-testid="meeting-log"
        columns={[
          { title: '序号', dataIndex: 'seq', width: 60 },
          { title: '时间', dataIndex: 'at', width: 150, render: (v: string) => parseTime(v, '{y}-{m}-{d} {h}:{i}:{s}') },
          { title: '事件', dataIndex: 'type', width: 150, render: (t: VideoEvent['type']) => VIDEO_EVENT_LABELS[t] ?? t },
          { title: '参会人', dataIndex: 'participantName', width: 100, render: (v: string) => v || '—' },
          { title: '操作人', dataIndex: 'actorName', width: 90, render: (v: string) => v || '—' },
          {
            title: '哈希',
            dataIndex: 'hash',
            render: (h: string, e) => (
              <Typography.Text code style={{ fontSize: 12 }} copyable={{ text: h }} title={`上一条：${e.prevHash || '（链首）'}`}>
                {short(h)}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Space>
  );
}
