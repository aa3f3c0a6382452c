import type { SealUseRow } from '@notaria/contracts';
import { Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../components/list/export-button';
import { ListCard, ListTable } from '../../components/list/list-card';
import { fitColumns } from '../../components/list/table-layout';
import { LinkAction, RowActions } from '../../components/list/row-actions';
import { SearchForm, SelectFilter } from '../../components/list/search-form';
import { useListFilters } from '../../components/list/use-paging';
import { fetchAllPages } from '../../lib/export-xlsx';
import { getOfficeSealUses, useAllSeals, useOfficeSealUses, type SealUseFilters } from './api';
import { time, USE_EXPORT_COLUMNS, USE_STATUS_OPTIONS } from './labels';
import { StampDialog } from './stamp-dialog';
import { sealUseColumns } from './seal-use-columns';

const toFilters = (v: SealUseFilters): SealUseFilters => ({ status: v.status || undefined, sealId: v.sealId || undefined });

/** 用印申请: every request of the office; the keeper of an approved one records the stamping (登记用印). */
export function StampRequests() {
  const { current, size, pagination, filters, filtered, search } = useListFilters<SealUseFilters>(toFilters, '条');
  const list = useOfficeSealUses({ current, size, ...filters });
  const seals = useAllSeals();
  const [stamping, setStamping] = useState<SealUseRow | null>(null);
  const navigate = useNavigate();
  return (
    <ListCard
      title="用印申请"
      query={list}
      tools={
        <ExportButton<SealUseRow>
          noun="用印申请"
          columns={USE_EXPORT_COLUMNS}
          fetchAll={(progress) => fetchAllPages((c, s) => getOfficeSealUses({ ...filters, current: c, size: s }), progress)}
        />
      }
    >
      <SearchForm<SealUseFilters> name="seal-use-office" onSearch={search}>
        <SelectFilter
          name="sealId"
          label="印章"
          aria-label="印章"
          width={220}
          options={(seals.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <SelectFilter name="status" label="状态" aria-label="状态" width={120} options={USE_STATUS_OPTIONS} />
      </SearchForm>
      <ListTable<SealUseRow>
        query={list}
        pagination={pagination}
        empty={filtered ? '没有符合条件的用印申请，请调整查询条件' : '还没有用印申请'}
        {...fitColumns<SealUseRow>([
          ...sealUseColumns(true),
          {
            title: '操作',
            key: 'actions',
            width: 160,
            fixed: 'right',
            render: (_, r) => (
              <RowActions>
                {r.approvalId !== null && <LinkAction onClick={() => navigate(`/oa/approve?id=${r.approvalId}`)}>审批记录</LinkAction>}
                {r.status === 'APPROVED' && (
                  <LinkAction
                    fn="register"
                    disabledReason={r.canStamp ? undefined : `只有保管人${r.keeperName ? `（${r.keeperName}）` : ''}可以登记用印`}
                    onClick={() => setStamping(r)}
                  >
                    登记用印
                  </LinkAction>
                )}
                {r.status === 'STAMPED' && <Typography.Text type="secondary">{time(r.stampedAt)}</Typography.Text>}
              </RowActions>
            ),
          },
        ])}
      />
      {stamping && <StampDialog row={stamping} onClose={() => setStamping(null)} />}
    </ListCard>
  );
}
