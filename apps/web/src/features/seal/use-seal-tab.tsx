import { PlusOutlined } from '@ant-design/icons';
import type { SealUseRow } from '@notaria/contracts';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../components/list/export-button';
import { ListCard, ListTable } from '../../components/list/list-card';
import { fitColumns } from '../../components/list/table-layout';
import { DeleteAction, LinkAction, RowActions } from '../../components/list/row-actions';
import { SearchForm, SelectFilter } from '../../components/list/search-form';
import { useListFilters } from '../../components/list/use-paging';
import { fetchAllPages } from '../../lib/export-xlsx';
import { downloadStoredFile } from '../../lib/stored-files';
import { ApplySealDialog } from './apply-seal-dialog';
import { getMySealUses, useMySealUses, useWithdrawSealUse, type SealUseFilters } from './api';
import { time, USE_EXPORT_COLUMNS, USE_STATUS_OPTIONS, UseStatusTag } from './labels';

const toFilters = (v: SealUseFilters): SealUseFilters => ({ status: v.status || undefined });

/** The documents of a request, each downloadable. */
export function DocumentLinks({ row }: { row: SealUseRow }) {
  if (row.documents.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {row.documents.map((d) => (
        <Typography.Link key={d.url} onClick={() => void downloadStoredFile(d.url, d.name)} ellipsis title={d.name} style={{ maxWidth: 180 }}>
          {d.name}
        </Typography.Link>
      ))}
    </Space>
  );
}

/** The document's name, marked 空白文书 where it is one. */
export const DocumentName = ({ row }: { row: SealUseRow }) => (
  <span>
    {row.blank && <Tag color="orange">空白文书</Tag>}
    {row.documentName}
  </span>
);

/** 办公申请 › 用印: the user's 用印 requests with their status, 申请用印, 撤回 while in approval, and the export. */
export default function UseSealTab() {
  const [applying, setApplying] = useState(false);
  const { current, size, pagination, filters, filtered, search } = useListFilters<SealUseFilters>(toFilters, '条');
  const list = useMySealUses({ current, size, ...filters });
  const withdraw = useWithdrawSealUse();
  const navigate = useNavigate();
  return (
    <>
      <ListCard
        title="我的用印申请"
        query={list}
        tools={
          <>
            <ExportButton<SealUseRow>
              noun="我的用印申请"
              columns={USE_EXPORT_COLUMNS}
              fetchAll={(progress) => fetchAllPages((c, s) => getMySealUses({ ...filters, current: c, size: s }), progress)}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
              申请用印
            </Button>
          </>
        }
      >
        <SearchForm<SealUseFilters> name="seal-use-mine" onSearch={search}>
          <SelectFilter name="status" label="状态" aria-label="状态" width={120} options={USE_STATUS_OPTIONS} />
        </SearchForm>
        <ListTable<SealUseRow>
          query={list}
          pagination={pagination}
          empty={filtered ? '没有符合条件的用印申请，请调整查询条件' : '您还没有用印申请，点击“申请用印”提交'}
          {...fitColumns<SealUseRow>([
            { title: '印章', dataIndex: 'sealName', width: 180, ellipsis: true },
            { title: '文件名称', key: 'document', width: 200, render: (_, r) => <DocumentName row={r} /> },
            { title: '份数', dataIndex: 'copies', width: 64, align: 'right' },
            { title: '用印次数', dataIndex: 'impressions', width: 100, align: 'right' },
            { title: '用印事由', dataIndex: 'purpose', ellipsis: true, minWidth: 200 },
            { title: '待用印文件', key: 'documents', width: 190, render: (_, r) => <DocumentLinks row={r} /> },
            { title: '保管人', dataIndex: 'keeperName', width: 90 },
            { title: '状态', dataIndex: 'status', width: 90, render: (s: SealUseRow['status']) => <UseStatusTag status={s} /> },
            { title: '提交时间', dataIndex: 'createdAt', width: 140, render: (v: string) => time(v) },
            {
              title: '操作',
              key: 'actions',
              width: 140,
              fixed: 'right',
              render: (_, r) => (
                <RowActions>
                  {r.approvalId !== null && <LinkAction onClick={() => navigate(`/oa/approve?id=${r.approvalId}`)}>审批进度</LinkAction>}
                  {r.status === 'PENDING' && r.approvalId !== null && (
                    <DeleteAction
                      fn={false}
                      title="撤回这条用印申请？"
                      description="撤回后审批结束，可重新申请。"
                      onConfirm={() => withdraw.mutateAsync(r.approvalId!)}
                      success="已撤回"
                    >
                      撤回
                    </DeleteAction>
                  )}
                </RowActions>
              ),
            },
          ])}
        />
      </ListCard>
      {applying && <ApplySealDialog onClose={() => setApplying(false)} />}
    </>
  );
}
