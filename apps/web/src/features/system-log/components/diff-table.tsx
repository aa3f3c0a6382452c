import type { OperateLogDetail } from '@notaria/contracts';
import { Table, Typography } from 'antd';
import { formatValue, isEmptyValue, sameValue } from '../diff';
import { fieldTitle, valueLabel } from '../labels';
import styles from './log.module.css';

type Change = OperateLogDetail['diff'][number];

function Cell({ value, kind, changed }: { value: unknown; kind: 'before' | 'after'; changed: boolean }) {
  if (isEmptyValue(value)) return <span className={styles.empty}>{formatValue(value)}</span>;
  return (
    <pre className={styles.value}>
      <span className={changed ? styles[kind] : undefined} data-changed={changed || undefined}>
        {formatValue(value)}
      </span>
    </pre>
  );
}

/** Field-level changes: 字段, 修改前, 修改后, with the changed values marked. */
export function DiffTable({ module, diff }: { module: string; diff: Change[] }) {
  return (
    <Table<Change>
      size="small"
      bordered
      rowKey="field"
      pagination={false}
      dataSource={diff}
      locale={{ emptyText: '本次操作没有字段变更' }}
      columns={[
        {
          title: '字段',
          dataIndex: 'field',
          width: 170,
          render: (f: string) => {
            const title = fieldTitle(module, f);
            return title ? (
              <>
                {title}
                <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 6 }}>
                  {f}
                </Typography.Text>
              </>
            ) : (
              f
            );
          },
        },
        {
          title: '修改前',
          dataIndex: 'before',
          render: (v: unknown, r) => <Cell value={valueLabel(r.field, v)} kind="before" changed={!sameValue(r.before, r.after)} />,
        },
        {
          title: '修改后',
          dataIndex: 'after',
          render: (v: unknown, r) => <Cell value={valueLabel(r.field, v)} kind="after" changed={!sameValue(r.before, r.after)} />,
        },
      ]}
    />
  );
}
