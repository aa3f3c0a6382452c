import { ARCHIVE_MOVEMENT_KIND_LABELS, type ArchiveMovementKind, type ArchiveVolumeDetail } from '@notaria/contracts';
import { Empty, Table, Tabs, Tag, Timeline, Typography } from 'antd';
import { parseTime } from '../../../utils/time';
import { Mono } from './item-table';

type Borrow = ArchiveVolumeDetail['borrows'][number];
type Download = ArchiveVolumeDetail['downloads'][number];
type Movement = ArchiveVolumeDetail['movements'][number];

const MOVEMENT_COLORS: Partial<Record<ArchiveMovementKind, string>> = {
  RECEIVE: 'green',
  BORROW: 'orange',
  RETURN: 'green',
  DOWNLOAD: 'blue',
  TRANSFER: 'purple',
  DESTROY: 'red',
};
const BORROW_LABELS: Record<Borrow['status'], string> = { PENDING: '审批中', REJECTED: '未批准', LENT: '借出中', RETURNED: '已归还', CANCELLED: '已撤回' };
const DOWNLOAD_LABELS: Record<Download['status'], string> = { PENDING: '审批中', APPROVED: '已批准', REJECTED: '未批准', DONE: '已下载' };

function movementText(m: Movement) {
  const parts = [
    m.fromLocationPath || m.toLocationPath ? `${m.fromLocationPath || '—'} → ${m.toLocationPath || '—'}` : '',
    m.toOrg ? `接收单位：${m.toOrg}` : '',
    m.reason,
  ].filter(Boolean);
  return parts.join('；');
}

function Movements({ movements }: { movements: Movement[] }) {
  if (!movements.length) return <Empty description="没有出入库记录" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      data-testid="volume-movements"
      items={movements.map((m) => ({
        color: MOVEMENT_COLORS[m.kind] ?? 'gray',
        content: (
          <>
            <Typography.Text strong>{ARCHIVE_MOVEMENT_KIND_LABELS[m.kind]}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              · {m.byName} · {parseTime(m.at)}
            </Typography.Text>
            {movementText(m) && <div>{movementText(m)}</div>}
            {m.packageSha256 && (
              <div>
                档案包 SHA-256：<Mono>{m.packageSha256}</Mono>
              </div>
            )}
          </>
        ),
      }))}
    />
  );
}

/** Custody of a volume: the movement log (append-only), borrowings and downloads. */
export function CustodyTabs({ detail }: { detail: ArchiveVolumeDetail }) {
  return (
    <Tabs
      items={[
        { key: 'movements', label: `出入库记录（${detail.movements.length}）`, children: <Movements movements={detail.movements} /> },
        {
          key: 'borrows',
          label: `借阅（${detail.borrows.length}）`,
          children: (
            <Table<Borrow>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={detail.borrows}
              locale={{ emptyText: '没有借阅记录' }}
              columns={[
                { title: '借阅人', dataIndex: 'borrowerName', width: 100 },
                { title: '事由', dataIndex: 'purpose', ellipsis: true },
                { title: '应还日期', dataIndex: 'dueOn', width: 110 },
                { title: '状态', dataIndex: 'status', width: 90, render: (s: Borrow['status']) => <Tag>{BORROW_LABELS[s]}</Tag> },
                { title: '借出', dataIndex: 'lentAt', width: 150, render: (v: string | null) => parseTime(v, '{y}-{m}-{d} {h}:{i}') ?? '—' },
                { title: '归还', dataIndex: 'returnedAt', width: 150, render: (v: string | null) => parseTime(v, '{y}-{m}-{d} {h}:{i}') ?? '—' },
              ]}
            />
          ),
        },
        {
          key: 'downloads',
          label: `下载（${detail.downloads.length}）`,
          children: (
            <Table<Download>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={detail.downloads}
              locale={{ emptyText: '没有下载记录' }}
              columns={[
                { title: '下载人', dataIndex: 'userName', width: 100 },
                { title: '状态', dataIndex: 'status', width: 90, render: (s: Download['status']) => <Tag>{DOWNLOAD_LABELS[s]}</Tag> },
                { title: '时间', dataIndex: 'downloadedAt', width: 150, render: (v: string | null, r) => parseTime(v ?? r.createdAt, '{y}-{m}-{d} {h}:{i}') },
                { title: '档案包 SHA-256', dataIndex: 'packageSha256', render: (v: string) => <Mono>{v}</Mono> },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
