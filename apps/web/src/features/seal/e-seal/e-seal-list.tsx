import { E_SEAL_SOURCE_LABELS, E_SEAL_STATUS_LABELS, type ESealRow } from '@notaria/contracts';
import { Tag, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../components/list/export-button';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { LinkAction, RowActions } from '../../../components/list/row-actions';
import { SearchForm, SelectFilter, TextFilter } from '../../../components/list/search-form';
import { useListFilters } from '../../../components/list/use-paging';
import { fetchAllPages, type ExportColumn } from '../../../lib/export-xlsx';
import { parseTime } from '../../../utils/time';
import { downloadESealFile, getESealPage, useESealPage, type ESealFilters } from './api';
import { DetailDrawer } from './detail-drawer';
import { positionText, STATUS_COLORS, STATUS_OPTIONS } from './labels';

const toFilters = ({ keyword, status }: ESealFilters): ESealFilters => ({ keyword: keyword?.trim() || undefined, status: status || undefined });
const minute = (t: string | null) => parseTime(t, '{y}-{m}-{d} {h}:{i}') ?? '';

const EXPORT_COLUMNS: ExportColumn<ESealRow>[] = [
  { title: '申请编号', value: (r) => r.id, width: 10 },
  { title: '文件', value: (r) => r.documentName, width: 36 },
  { title: '来源', value: (r) => E_SEAL_SOURCE_LABELS[r.source], width: 14 },
  { title: '电子印章', value: (r) => r.sealName, width: 16 },
  { title: '位置', value: positionText, width: 30 },
  { title: '用途', value: (r) => r.reason, width: 30 },
  { title: '状态', value: (r) => E_SEAL_STATUS_LABELS[r.status], width: 14 },
  { title: '申请时间', value: (r) => minute(r.createdAt), width: 18 },
  { title: '签章时间', value: (r) => minute(r.stampedAt), width: 18 },
  { title: '原件 SHA-256', value: (r) => r.sha256Before, width: 66 },
  { title: '签章后 SHA-256', value: (r) => r.sha256After, width: 66 },
];

function StatusCell({ r }: { r: ESealRow }) {
  const tag = <Tag color={STATUS_COLORS[r.status]}>{E_SEAL_STATUS_LABELS[r.status]}</Tag>;
  return r.status === 'APPROVED' && r.stampError ? (
    <Tooltip title={`签章未完成：${r.stampError}`}>
      {tag}
      <Typography.Text type="danger">签章失败</Typography.Text>
    </Tooltip>
  ) : (
    tag
  );
}

/** 我的电子签章申请: filters, export, and per row 详情, 下载 (once stamped) and the approval record. */
export function ESealList({ tools }: { tools?: ReactNode }) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<ESealFilters>(toFilters);
  const list = useESealPage({ current, size, ...filters });
  const [open, setOpen] = useState<number | null>(null);
  const navigate = useNavigate();
  return (
    <ListCard
      title="我的电子签章申请"
      query={list}
      wrap
      tools={
        <>
          <ExportButton<ESealRow>
            noun="电子签章申请"
            measure="条"
            columns={EXPORT_COLUMNS}
            fetchAll={(progress) => fetchAllPages((c, s) => getESealPage({ ...filters, current: c, size: s }), progress)}
          />
          {tools}
        </>
      }
    >
      <SearchForm<ESealFilters> name="eSealSearch" onSearch={search}>
        <TextFilter name="keyword" label="关键字" placeholder="文件、印章或用途" width={180} />
        <SelectFilter name="status" label="状态" aria-label="状态" width={140} options={STATUS_OPTIONS} />
      </SearchForm>
      <ListTable<ESealRow>
        query={list}
        scroll={{ x: 1180 }}
        empty={filtered ? '没有符合条件的申请，请调整查询条件' : '您还没有申请过电子签章，点击“申请电子签章”开始'}
        pagination={pagination}
        columns={[
          { title: '文件', dataIndex: 'documentName', width: 240, ellipsis: true, fixed: 'left' },
          { title: '来源', key: 'source', width: 110, render: (_, r) => E_SEAL_SOURCE_LABELS[r.source] },
          { title: '电子印章', dataIndex: 'sealName', width: 160, ellipsis: true },
          { title: '用途', dataIndex: 'reason', width: 180, ellipsis: true },
          { title: '状态', key: 'status', width: 150, render: (_, r) => <StatusCell r={r} /> },
          { title: '申请时间', dataIndex: 'createdAt', width: 150, render: minute },
          {
            title: '操作',
            key: 'actions',
            width: 220,
            fixed: 'right',
            render: (_, r) => (
              <RowActions>
                <LinkAction onClick={() => setOpen(r.id)}>{r.status === 'STAMPED' ? '详情与核验' : '详情'}</LinkAction>
                <LinkAction
                  disabledReason={r.status === 'STAMPED' ? undefined : '签章完成后可下载'}
                  onClick={() => void downloadESealFile(r.id, 'STAMPED', r.documentName).catch(() => undefined)}
                >
                  下载
                </LinkAction>
                {r.approvalId && <LinkAction onClick={() => void navigate(`/oa/approve?id=${r.approvalId}`)}>审批记录</LinkAction>}
              </RowActions>
            ),
          },
        ]}
      />
      {open !== null && <DetailDrawer id={open} onClose={() => setOpen(null)} />}
    </ListCard>
  );
}
