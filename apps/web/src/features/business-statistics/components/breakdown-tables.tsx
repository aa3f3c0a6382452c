import { Card, Table, Tabs } from 'antd';
import { share, type Breakdown, type Bucket } from '../breakdowns';
import styles from './statistics.module.css';

function BreakdownTable({ breakdown, total }: { breakdown: Breakdown; total: number }) {
  const sum = breakdown.buckets.reduce((s, b) => s + b.count, 0);
  return (
    <Table<Bucket>
      rowKey="key"
      size="small"
      data-testid={`table-${breakdown.key}`}
      dataSource={breakdown.buckets}
      pagination={breakdown.buckets.length > 12 ? { pageSize: 12, showSizeChanger: false, showTotal: (t) => `共 ${t} 项` } : false}
      locale={{ emptyText: '没有数据' }}
      columns={[
        { title: '序号', key: 'index', width: 70, render: (_, __, i) => i + 1 },
        { title: breakdown.nameTitle, dataIndex: 'name' },
        { title: '业务件数', dataIndex: 'count', width: 140, align: 'right', render: (v: number) => <span className={styles.count}>{v}</span> },
        { title: '占业务总数', key: 'share', width: 140, align: 'right', render: (_, b) => share(b.count, total) },
      ]}
      summary={() =>
        breakdown.key === 'month' || breakdown.key === 'status' || breakdown.key === 'handler' ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              合计
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong className={styles.count}>{sum}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {share(sum, total)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}

/** The numbers behind every chart, one tab per breakdown. */
export function BreakdownTables({ breakdowns, total }: { breakdowns: Breakdown[]; total: number }) {
  return (
    <Card title="明细数据" extra={<span className={styles.hint}>一件业务可含多个公证事项，按事项、类别统计时分别计入</span>}>
      <Tabs items={breakdowns.map((b) => ({ key: b.key, label: b.title, children: <BreakdownTable breakdown={b} total={total} /> }))} />
    </Card>
  );
}
