import type { AdjustmentPageQuery, AdjustmentRow } from '@notaria/contracts';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { ListTable } from '../../components/list/list-card';
import { SearchForm, TextFilter } from '../../components/list/search-form';
import { useListFilters } from '../../components/list/use-paging';
import { parseTime } from '../../utils/time';
import { useAdjustmentPage } from './list/api';

type Filters = Omit<AdjustmentPageQuery, 'current' | 'size'>;
interface FilterValues {
  keyword?: string;
  month?: Dayjs | null;
}
const toFilters = (v: FilterValues): Filters => ({ keyword: v.keyword?.trim() || undefined, month: v.month ? v.month.format('YYYY-MM') : undefined });

const TARGETS: Record<string, string> = { payments: '收款', refunds: '退费', invoices: '发票', case_fees: '收费项目' };

/** 调整记录: every manual change of money, with before, after, reason, who and the approver. Nothing here is editable. */
export function AdjustmentLog() {
  const { current, size, pagination, filters, filtered, search } = useListFilters<Filters, FilterValues>(toFilters);
  const list = useAdjustmentPage({ current, size, ...filters });
  return (
    <>
      <SearchForm<FilterValues> name="adjustmentSearch" onSearch={search}>
        <TextFilter name="keyword" label="业务编号" width={180} />
        <Form.Item name="month" label="月份">
          <DatePicker picker="month" aria-label="月份" style={{ width: 120 }} />
        </Form.Item>
      </SearchForm>
      <ListTable<AdjustmentRow>
        query={list}
        rowKey="id"
        scroll={{ x: 1200 }}
        pagination={pagination}
        empty={filtered ? '没有符合条件的调整记录' : '还没有调整记录：作废收款、减免生效、退款和红冲都会记在这里'}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 150, render: (v: string) => parseTime(v, '{y}-{m}-{d} {h}:{i}') },
          { title: '业务编号', dataIndex: 'businessNumber', width: 170 },
          { title: '对象', key: 'target', width: 110, render: (_, r) => `${TARGETS[r.targetTable] ?? r.targetTable} #${r.targetId}` },
          { title: '调整前', dataIndex: 'before', width: 200, ellipsis: true },
          { title: '调整后', dataIndex: 'after', width: 240, ellipsis: true },
          { title: '原因', dataIndex: 'reason', width: 200, ellipsis: true },
          { title: '经办', dataIndex: 'actorName', width: 80 },
          { title: '审批人', dataIndex: 'approverName', width: 80 },
        ]}
      />
    </>
  );
}
