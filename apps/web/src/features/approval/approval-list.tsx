import type { ApprovalRow } from '@notaria/contracts';
import { DatePicker, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { ExportButton } from '../../components/list/export-button';
import { ListCard, ListTable } from '../../components/list/list-card';
import { SearchForm, SelectFilter, TextFilter } from '../../components/list/search-form';
import { useListFilters } from '../../components/list/use-paging';
import { fetchAllPages } from '../../lib/export-xlsx';
import { getApprovalPage, useApprovalKinds, useApprovalPage, type ApprovalFilters, type ApprovalTab } from './api';
import { EXPORT_COLUMNS, STATUS_OPTIONS, StatusTag, stepText, time } from './labels';

interface FilterValues extends Omit<ApprovalFilters, 'from' | 'to'> {
  range?: [Dayjs | null, Dayjs | null] | null;
}

const toFilters = (v: FilterValues): ApprovalFilters => ({
  kind: v.kind || undefined,
  status: v.status || undefined,
  applicantName: v.applicantName?.trim() || undefined,
  from: v.range?.[0]?.startOf('day').toISOString(),
  to: v.range?.[1]?.endOf('day').toISOString(),
});

const TITLES: Record<ApprovalTab, { noun: string; empty: string }> = {
  pending: { noun: '待我审批', empty: '没有等待您审批的申请' },
  decided: { noun: '我已审批', empty: '您还没有审批过申请' },
  mine: { noun: '我的申请', empty: '您还没有提交过需要审批的申请' },
};

/** One tab of 办公审批: its filters, a page of requests and the export of every matching one. */
export function ApprovalList({ tab, onOpen }: { tab: ApprovalTab; onOpen(id: number): void }) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<ApprovalFilters, FilterValues>(toFilters, '件');
  const list = useApprovalPage(tab, { current, size, ...filters });
  const kinds = useApprovalKinds();
  const { noun, empty } = TITLES[tab];
  return (
    <ListCard
      title={noun}
      query={list}
      tools={
        <ExportButton<ApprovalRow>
          noun={noun}
          measure="件"
          columns={EXPORT_COLUMNS}
          fetchAll={(progress) => fetchAllPages((c, s) => getApprovalPage(tab, { ...filters, current: c, size: s }), progress)}
        />
      }
    >
      <SearchForm<FilterValues> name={`approval-${tab}`} onSearch={search}>
        <SelectFilter
          name="kind"
          label="申请类型"
          aria-label="申请类型"
          width={150}
          options={(kinds.data ?? []).map((k) => ({ value: k.kind, label: k.title }))}
        />
        {tab !== 'mine' && <TextFilter name="applicantName" label="申请人" placeholder="姓名" width={130} />}
        {tab !== 'pending' && <SelectFilter name="status" label="状态" aria-label="状态" width={120} options={STATUS_OPTIONS} />}
        <Form.Item name="range" label="提交日期">
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} style={{ width: 240 }} />
        </Form.Item>
      </SearchForm>
      <ListTable<ApprovalRow>
        query={list}
        pagination={pagination}
        empty={filtered ? '没有符合条件的申请，请调整查询条件' : empty}
        scroll={{ x: 980 }}
        columns={[
          { title: '申请类型', dataIndex: 'kindTitle', width: 120 },
          {
            title: '摘要',
            dataIndex: 'summary',
            ellipsis: true,
            render: (v: string, r) => (
              <Typography.Link onClick={() => onOpen(r.id)} title={v}>
                {v}
              </Typography.Link>
            ),
          },
          { title: '申请人', dataIndex: 'applicantName', width: 100 },
          { title: '当前步骤', key: 'step', width: 170, render: (_, r) => (r.status === 'PENDING' ? stepText(r) : <StatusTag status={r.status} />) },
          { title: '提交时间', dataIndex: 'createdAt', width: 150, render: (v: string) => time(v) },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            fixed: 'right',
            render: (_, r) => <Typography.Link onClick={() => onOpen(r.id)}>{tab === 'pending' ? '审批' : '查看'}</Typography.Link>,
          },
        ]}
      />
    </ListCard>
  );
}
