import { yuanToFen } from '@notaria/contracts';
import { Alert, Button, Form, Input, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { FeeListEditor, type FeeValue } from '../fee-editor';
import { mergeSuggested, suggestFor } from './suggested-fees';

/** 收费: lines computed from the fee standards in force on the acceptance date (adjustable, with their basis), and whether they are confirmed. */
export function FeesStep({ itemNames }: { itemNames: string[] }) {
  const form = Form.useFormInstance();
  const [stake, setStake] = useState('');
  const [busy, setBusy] = useState(false);
  const stakeFen = stake.trim() ? yuanToFen(stake) : null;
  const recompute = async () => {
    setBusy(true);
    try {
      const suggested = await suggestFor(form.getFieldValue('itemIds') ?? [], stakeFen, form.getFieldValue('copies'));
      form.setFieldsValue({ fees: mergeSuggested((form.getFieldValue('fees') ?? []) as FeeValue[], suggested, itemNames) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="收费按受理日期现行的收费标准计算，可按实际调整；每行下方是计费依据。确认后的收费不随标准变更而改变。"
      />
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text>标的额 / 受益额</Typography.Text>
        <Input
          prefix="¥"
          value={stake}
          onChange={(e) => setStake(e.target.value)}
          placeholder="按标的额分段收费的事项填写"
          style={{ width: 240 }}
          aria-label="标的额（元）"
          status={stake.trim() && stakeFen === null ? 'error' : undefined}
        />
        <Button onClick={() => void recompute()} loading={busy} disabled={!!stake.trim() && stakeFen === null}>
          按收费标准计算
        </Button>
      </Space>
      <FeeListEditor emptyText="所选事项没有收费标准，可自行添加" />
      <Form.Item name="feeConfirmed" label="收费已确认" valuePropName="checked" style={{ marginTop: 16 }} extra="提交审批前须确认收费">
        <Switch checkedChildren="已确认" unCheckedChildren="未确认" aria-label="收费已确认" />
      </Form.Item>
    </>
  );
}
