import { ARCHIVE_VOLUME_KIND_LABELS, type ArchiveDestroyRequestRow, type ArchiveRequestStatus, type ArchiveVolumeRow } from '@notaria/contracts';
import { Alert, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Access } from '../../../components/access';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { usePaging } from '../../../components/list/use-paging';
import { parseTime } from '../../../utils/time';
import { useDestroyRequests } from '../api/room';
import { useVolumePage } from '../api/volumes';
import { DestroyDialog } from './destroy-dialog';
import { Mono } from './item-table';
import { retentionText } from './volume-columns';

const REQUEST_STATUS: Record<ArchiveRequestStatus, { label: string; color: string }> = {
  PENDING: { label: '审批中', color: 'processing' },
  APPROVED: { label: '已批准', color: 'success' },
  DONE: { label: '已销毁', color: 'default' },
  REJECTED: { label: '未批准', color: 'error' },
};

/** Volumes due for 鉴定 (in store, not permanent, retention ended, in no open request): pick several, one committee approval. */
function DueVolumes() {
  const { current, size, pagination } = usePaging('卷');
  const list = useVolumePage({ current, size, dueForAppraisal: true });
  const [picked, setPicked] = useState<ArchiveVolumeRow[]>([]);
  const [open, setOpen] = useState(false);
  return (
    <ListCard
      title="到期待鉴定的案卷"
      query={list}
      tools={
        <Access fn="destroy">
          <Button type="primary" danger disabled={!picked.length} onClick={() => setOpen(true)}>
            申请鉴定销毁{picked.length ? `（${picked.length} 卷）` : ''}
          </Button>
        </Access>
      }
    >
      <Typography.Paragraph type="secondary">保管期限已满的长期、短期案卷。永久保管的案卷从不列入；已在移交或销毁审批中的案卷不再列出。</Typography.Paragraph>
      <ListTable<ArchiveVolumeRow>
        query={list}
        pagination={pagination}
        scroll={{ x: 900 }}
        empty="没有到期待鉴定的案卷"
        rowSelection={{ selectedRowKeys: picked.map((r) => r.id), onChange: (_keys, rows) => setPicked(rows), preserveSelectedRowKeys: true }}
        columns={[
          { title: '档案号', dataIndex: 'archiveNo', width: 180 },
          { title: '业务编号', dataIndex: 'caseNumber', width: 170 },
          { title: '当事人', dataIndex: 'parties', ellipsis: true },
          { title: '类别', dataIndex: 'categoryName', width: 100, render: (v: string) => v || '—' },
          { title: '卷别', dataIndex: 'volumeKind', width: 80, render: (v: ArchiveVolumeRow['volumeKind']) => ARCHIVE_VOLUME_KIND_LABELS[v] },
          { title: '保管期限', dataIndex: 'retention', width: 230, render: (_, r) => retentionText(r) },
        ]}
      />
      {open && <DestroyDialog rows={picked} onClose={() => setOpen(false)} onStarted={() => setPicked([])} />}
    </ListCard>
  );
}

/** The requests made, their approval and result; a done one destroyed the bytes and kept the catalogue. */
function DestroyRequests() {
  const { current, size, pagination } = usePaging('份');
  const list = useDestroyRequests({ current, size });
  return (
    <ListCard title="鉴定销毁申请" query={list}>
      <ListTable<ArchiveDestroyRequestRow>
        query={list}
        pagination={pagination}
        scroll={{ x: 1000 }}
        empty="还没有鉴定销毁申请"
        columns={[
          { title: '申请时间', dataIndex: 'createdAt', width: 150, render: (v: string) => parseTime(v, '{y}-{m}-{d} {h}:{i}') },
          { title: '申请人', dataIndex: 'createdByName', width: 90 },
          {
            title: '案卷',
            dataIndex: 'archiveNos',
            render: (v: string[]) => (
              <Space size={[4, 4]} wrap>
                {v.map((n) => (
                  <Tag key={n}>{n}</Tag>
                ))}
              </Space>
            ),
          },
          { title: '鉴定意见', dataIndex: 'reason', width: 200, ellipsis: { showTitle: false }, render: (v: string) => <Tooltip title={v}>{v}</Tooltip> },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: ArchiveRequestStatus) => <Tag color={REQUEST_STATUS[s].color}>{REQUEST_STATUS[s].label}</Tag>,
          },
          { title: '销毁时间', dataIndex: 'doneAt', width: 150, render: (v: string | null) => parseTime(v, '{y}-{m}-{d} {h}:{i}') ?? '—' },
          {
            title: '销毁清单 SHA-256',
            dataIndex: 'listSha256',
            width: 160,
            render: (v: string) => (
              <Tooltip title={<Mono>{v}</Mono>}>
                <Mono>{`${v.slice(0, 12)}…`}</Mono>
              </Tooltip>
            ),
          },
          {
            title: '审批',
            dataIndex: 'approvalId',
            width: 80,
            render: (id: number | null) => (id ? <Link to={`/oa/approve?id=${id}`}>查看</Link> : '—'),
          },
        ]}
      />
    </ListCard>
  );
}

/** 鉴定销毁: what is due, and the requests with their results. */
export function AppraisalPanel() {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title="鉴定销毁须经鉴定委员会审批（流程“档案鉴定销毁审批”）。销毁只删除存储文件，档案号、卷内目录和每个文件的哈希永久保留，可随时在案卷详情中查看。"
      />
      <DueVolumes />
      <DestroyRequests />
    </Space>
  );
}
