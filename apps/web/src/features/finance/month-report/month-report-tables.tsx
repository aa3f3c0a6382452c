import { formatFen, type MonthReport } from '@notaria/contracts';
import { Card, Table, Tabs, type TableColumnsType } from 'antd';
import type { Group } from './figures';

type Flow = { paymentsFen: number; refundsFen: number; netFen: number };

const money = (title: string, key: keyof Flow) => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (fen: number) => <span style={{ fontVariantNumeric: 'tabular-nums', color: fen < 0 ? '#cf1322' : undefined }}>{formatFen(fen)}</span>,
});
const flowColumns = [money('收款', 'paymentsFen'), money('退费', 'refundsFen'), money('净收入', 'netFen')];

const groupTable = (title: string, rows: Group[]) => (
  <Table<Group>
    size="small"
    rowKey="key"
    pagination={false}
    dataSource={rows}
    locale={{ emptyText: '本月没有收付款' }}
    columns={[{ title, dataIndex: 'name' }, { title: '件数', dataIndex: 'cases', align: 'right', width: 80 }, ...flowColumns] as TableColumnsType<Group>}
    summary={(list) => summary(list, 2)}
  />
);

function summary(list: readonly Flow[], span: number) {
  const total = (k: keyof Flow) => list.reduce((s, g) => s + g[k], 0);
  return (
    <Table.Summary.Row style={{ fontWeight: 600 }}>
      <Table.Summary.Cell index={0} colSpan={span}>
        合计
      </Table.Summary.Cell>
      {(['paymentsFen', 'refundsFen', 'netFen'] as const).map((k, i) => (
        <Table.Summary.Cell key={k} index={span + i} align="right">
          {formatFen(total(k))}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

/** The numbers behind the charts, one tab per breakdown, each with its total row. */
export function MonthReportTables({ r }: { r: MonthReport }) {
  const days = r.byDay.filter((d) => d.paymentsFen || d.refundsFen);
  return (
    <Card styles={{ body: { paddingTop: 4 } }}>
      <Tabs
        items={[
          { key: 'category', label: '按业务类别', children: groupTable('业务类别', r.byCategory) },
          { key: 'item', label: '按公证事项', children: groupTable('公证事项', r.byItem) },
          { key: 'notary', label: '按公证员', children: groupTable('公证员', r.byNotary) },
          {
            key: 'method',
            label: '按收款方式',
            children: (
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={r.byMethod}
                columns={[{ title: '收款方式', dataIndex: 'name' }, ...flowColumns]}
                summary={(list) => summary(list, 1)}
              />
            ),
          },
          {
            key: 'day',
            label: '按日',
            children: (
              <Table
                size="small"
                rowKey="day"
                pagination={false}
                dataSource={days}
                locale={{ emptyText: '本月没有收付款' }}
                columns={[{ title: '日期', dataIndex: 'day' }, ...flowColumns]}
                summary={(list) => summary(list, 1)}
              />
            ),
          },
          {
            key: 'ageing',
            label: '应收账龄',
            children: (
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={r.ageing}
                columns={[
                  { title: '账龄（自受理日）', dataIndex: 'name' },
                  { title: '件数', dataIndex: 'cases', align: 'right' },
                  { title: '未收', dataIndex: 'outstandingFen', align: 'right', render: (fen: number) => formatFen(fen) },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
