import type { EvidenceStatistics } from '@notaria/contracts';
import { Card, Table, Tabs, type TableColumnsType } from 'antd';
import type { ExportColumn } from '../../../lib/export-xlsx';
import { amountColumns, applicantColumns, failureColumns, periodColumns, reasonColumns } from './figures';

/** The table columns of the workbook's columns, without the raw byte counts the sheets keep for sums. */
function columnsOf<T extends object>(columns: ExportColumn<T>[]): TableColumnsType<T> {
  return columns
    .filter((c) => c.title !== '数据量（字节）')
    .map((c, i) => ({
      key: String(i),
      title: c.title,
      align: i > 0 && /件|占|数据量/.test(c.title) ? ('right' as const) : undefined,
      render: (_: unknown, row: T) => {
        const v = c.value(row);
        return v instanceof Date ? v.toLocaleString() : v;
      },
    }));
}

function Rows<T extends object>({ id, rows, columns, rowKey }: { id: string; rows: T[]; columns: ExportColumn<T>[]; rowKey: (r: T) => string }) {
  return (
    <Table<T>
      size="small"
      data-testid={`table-${id}`}
      rowKey={rowKey}
      dataSource={rows}
      columns={columnsOf(columns)}
      locale={{ emptyText: '没有数据' }}
      pagination={rows.length > 15 ? { pageSize: 15, showSizeChanger: false, showTotal: (t) => `共 ${t} 项` } : false}
    />
  );
}

/** The numbers behind every chart, one tab per breakdown. */
export function StatisticsTables({ s }: { s: EvidenceStatistics }) {
  const total = s.total.count;
  const tabs = [
    { key: 'period', label: '按周期', children: <Rows id="period" rows={s.byPeriod} columns={periodColumns} rowKey={(r) => r.key} /> },
    { key: 'type', label: '按取证方式', children: <Rows id="type" rows={s.byType} columns={amountColumns('取证方式', total)} rowKey={(r) => r.key} /> },
    { key: 'status', label: '按状态', children: <Rows id="status" rows={s.byStatus} columns={amountColumns('状态', total)} rowKey={(r) => r.key} /> },
    {
      key: 'applicant',
      label: '申请人排行',
      children: <Rows id="applicant" rows={s.topApplicants} columns={applicantColumns} rowKey={(r) => `${r.type}-${r.customerId}`} />,
    },
    {
      key: 'failure',
      label: `取证失败（${s.failures.total}）`,
      children: (
        <>
          <Rows id="reason" rows={s.failures.byReason} columns={reasonColumns(s.failures.total)} rowKey={(r) => r.reason} />
          <h4 style={{ margin: '16px 0 8px' }}>最近的失败记录</h4>
          <Rows id="failure" rows={s.failures.recent} columns={failureColumns} rowKey={(r) => String(r.id)} />
        </>
      ),
    },
  ];
  return (
    <Card title="明细数据" extra={<span style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12 }}>按证据的创建日期（北京时间）统计</span>}>
      <Tabs items={tabs} />
    </Card>
  );
}
