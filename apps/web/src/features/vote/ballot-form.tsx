import type { VoteDetail } from '@notaria/contracts';
import { Alert, Button, Checkbox, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { useCastBallot } from './api';

/** My ballot: one choice for a motion or single choice, several for multi; cast once, never changed. */
export function BallotForm({ v }: { v: VoteDetail }) {
  const [choices, setChoices] = useState<string[]>([]);
  const [receipt, setReceipt] = useState<string | null>(null);
  const cast = useCastBallot();
  if (v.hasVoted) return receipt ? <Receipt receipt={receipt} /> : null;
  const options = v.options.map((o) => ({ value: o.key, label: o.label }));
  const tooMany = v.kind === 'MULTI' && v.maxChoices > 0 && choices.length > v.maxChoices;
  const submit = async () => {
    const r = await cast.mutateAsync({ id: v.id, choices });
    setReceipt(r.receipt);
    notify.success('投票成功');
  };
  return (
    <section aria-label="我的投票">
      <Typography.Title level={5}>我的投票</Typography.Title>
      <Space direction="vertical" size={12}>
        {v.kind === 'MULTI' ? (
          <Checkbox.Group options={options} value={choices} onChange={(c) => setChoices(c as string[])} />
        ) : (
          <Radio.Group options={options} value={choices[0]} onChange={(e) => setChoices([e.target.value as string])} optionType="button" buttonStyle="solid" />
        )}
        {tooMany && <Typography.Text type="danger">最多可选 {v.maxChoices} 项</Typography.Text>}
        <Space>
          <Button type="primary" disabled={choices.length === 0 || tooMany} loading={cast.isPending} onClick={() => void submit().catch(() => undefined)}>
            提交投票
          </Button>
          <Typography.Text type="secondary">{v.anonymous ? '匿名表决：选票不记录投票人，提交后不能修改' : '记名表决：提交后不能修改'}</Typography.Text>
        </Space>
      </Space>
    </section>
  );
}

function Receipt({ receipt }: { receipt: string }) {
  return (
    <Alert
      type="info"
      showIcon
      title="投票回执（请自行保存，可用于核对选票已计入）"
      description={
        <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
          {receipt}
        </Typography.Text>
      }
    />
  );
}
