import { NUMBER_STATUSES, type NumberLedgerRow, type NumberRuleRow } from '@notaria/contracts';
import { Button, Drawer, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Access } from '../../../components/access';
import { parseTime } from '../../../utils/time';
import { fetchAllPages } from '../../../lib/export-xlsx';
import { getLedgerPage, useLedgerPage } from '../api/get-ledger-page';
import { LEDGER_EXPORT_COLUMNS } from '../export-number-rules';
import { VoidNumberDialog } from './void-number-dialog';
import { ExportButton } from '../../../components/list/export-button';
import { usePaging } from '../../../components/list/use-paging';

const time = (v: string | null) => (v ? parseTime(new Date(v)) : '—');

/** 发号台账 of one rule: issued and voided numbers, newest first, with 作废 for issued ones. */
export function LedgerDrawer({ rule, onClose }: { rule: NumberRuleRow | null; onClose: () => void }) {
  const { current, size, setCurrent, pagination } = usePaging();
  const [status, setStatus] = useState<'ISSUED' | 'VOIDED' | undefined>();
  const [number, setNumber] = useState('');
  const [voiding, setVoiding] = useState<NumberLedgerRow | null>(null);
  const filter = { ruleId: rule?.id, status, number: number || undefined };
  const { data, isPending } = useLedgerPage({ ...filter, current, size }, rule !== null);

  return (
    <Drawer title={rule ? `发号台账：${rule.name}` : '发号台账'} open={rule !== null} onClose={onClose} size={960} destroyOnHidden>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          aria-label="状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 130 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setCurrent(1);
          }}
          options={Object.entries(NUMBER_STATUSES).map(([value, label]) => ({ value, label }))}
        />
        <Input.Search
          placeholder="按编号查找"
          allowClear
          style={{ width: 280 }}
          onSearch={(v) => {
            setNumber(v.trim());
            setCurrent(1);
          }}
        />
        <ExportButton
          noun="发号台账"
          fileName={`发号台账-${rule?.name ?? ''}`}
          columns={LEDGER_EXPORT_COLUMNS}
          disabled={!data?.total}
          fetchAll={(progress) => fetchAllPages((c, s) => getLedgerPage({ ...filter, current: c, size: s }), progress)}
        />
      </Space>
      <Table<NumberLedgerRow>
        rowKey="id"
        size="middle"
        loading={isPending}
        dataSource={data?.list ?? []}
        locale={{ emptyText: number || status ? '没有符合条件的编号' : '该规则还没有发出过编号；业务出证时会自动在此登记' }}
        pagination={pagination(data?.total)}
        columns={[
          { title: '编号', dataIndex: 'number', width: 260, render: (v: string, r) => (r.status === 'VOIDED' ? <del>{v}</del> : v) },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (v: string, r) =>
              v === 'VOIDED' ? (
                <Tooltip title={`${time(r.voidedAt)} 作废：${r.voidReason}`}>
                  <Tag color="red">{NUMBER_STATUSES.VOIDED}</Tag>
                </Tooltip>
              ) : (
                <Tag color="green">{NUMBER_STATUSES.ISSUED}</Tag>
              ),
          },
          { title: '业务', render: (_, r) => [r.businessType, r.businessId].filter(Boolean).join(' · ') || '—' },
          { title: '发号人', dataIndex: 'issuedByName', width: 90, render: (v: string) => v || '—' },
          { title: '发号时间', dataIndex: 'issuedAt', width: 170, render: time },
          { title: '作废原因', dataIndex: 'voidReason', ellipsis: true, render: (v: string) => v || '—' },
          {
            title: '操作',
            width: 80,
            render: (_, r) =>
              r.status === 'ISSUED' ? (
                <Access fn="update">
                  <Button type="link" size="small" danger onClick={() => setVoiding(r)}>
                    作废
                  </Button>
                </Access>
              ) : null,
          },
        ]}
      />
      <VoidNumberDialog entry={voiding} onClose={() => setVoiding(null)} />
    </Drawer>
  );
}
