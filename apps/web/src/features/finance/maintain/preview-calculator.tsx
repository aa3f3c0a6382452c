import { calculateFee, formatFen, rateText, yuanToFen, type FeeRule } from '@notaria/contracts';
import { Alert, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';

/** 试算: 标的额 (or 份数, 字数) → 费用, with the bracket working, computed as the server computes it. */
export function PreviewCalculator({ rule }: { rule: FeeRule | string | null }) {
  const [amount, setAmount] = useState('1000000');
  const [count, setCount] = useState<number | null>(2);
  if (rule === null) return null;
  if (typeof rule === 'string') return <Alert type="warning" showIcon title={rule} style={{ marginTop: 8 }} data-testid="fee-preview" />;
  const amountFen = yuanToFen(amount);
  const calc =
    rule.mode === 'TIERED' && amountFen === null ? null : calculateFee(rule, { amountFen: amountFen ?? undefined, copies: count ?? 1, chars: count ?? 0 });
  return (
    <div data-testid="fee-preview" style={{ background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, padding: 12, marginTop: 8 }}>
      <Space wrap>
        <Typography.Text strong>试算</Typography.Text>
        {rule.mode === 'TIERED' && (
          <Input prefix="标的额 ¥" value={amount} onChange={(e) => setAmount(e.target.value)} style={{ width: 220 }} aria-label="试算标的额（元）" />
        )}
        {(rule.mode === 'PER_COPY' || rule.mode === 'PER_THOUSAND_CHARS') && (
          <InputNumber
            min={0}
            max={rule.mode === 'PER_COPY' ? 100 : 1_000_000}
            value={count}
            onChange={setCount}
            addonAfter={rule.mode === 'PER_COPY' ? '份' : '字'}
            aria-label={rule.mode === 'PER_COPY' ? '试算份数' : '试算字数'}
          />
        )}
        <Typography.Text>
          → 费用 <strong data-testid="fee-preview-total">{calc ? formatFen(calc.feeFen) : '—'}</strong>
        </Typography.Text>
      </Space>
      {calc && calc.lines.length > 0 && (
        <Table
          size="small"
          style={{ marginTop: 8 }}
          pagination={false}
          rowKey="fromFen"
          dataSource={calc.lines}
          columns={[
            { title: '分段', key: 'range', render: (_, l) => `${formatFen(l.fromFen)} – ${formatFen(l.toFen)}` },
            { title: '该段金额', dataIndex: 'partFen', align: 'right', render: formatFen },
            { title: '费率', dataIndex: 'rateBp', align: 'right', render: rateText },
            { title: '该段费用', dataIndex: 'feeFen', align: 'right', render: formatFen },
          ]}
        />
      )}
      {calc && <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>计费依据：{calc.basis}</div>}
    </div>
  );
}
