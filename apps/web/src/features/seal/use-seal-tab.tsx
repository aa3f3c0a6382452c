import { PlusOutlined } from '@ant-design/icons';
import type { SealUseRow } from '@notaria/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../components/list/export-button';
import { ListCard, ListTable } from '../../components/list/list-card';
import { fitColumns } from '../../components/list/table-layout';
import { DeleteAction, LinkAction, RowActions } from '../../components/list/row-actions';
import { SearchForm, SelectFilter } from '../../components/list/search-form';
import { useListFilters } from '../../components/list/use-paging';
import { fetchAllPages } from '../../lib/export-xlsx';
import { ApplySealDialog } from './apply-seal-dialog';
import { sealUseColumns } from './seal-use-columns';
import { getMySealUses, useMySealUses, useWithdrawSealUse, type SealUseFilters } from './api';
import { USE_EXPORT_COLUMNS, USE_STATUS_OPTIONS } from './labels';

const toFilters = (v: SealUseFilters): SealUseFilters => ({ status: v.status || undefined });

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
            ...sealUseColumns(false),
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
