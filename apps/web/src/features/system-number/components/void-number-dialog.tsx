import { VoidNumberBody, type NumberLedgerRow } from '@notaria/contracts';
import { Alert, Form, Input } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import { useVoidNumber } from '../api/void-number';

/** 作废编号: a required reason; the number is never issued again. */
export function VoidNumberDialog({ entry, onClose }: { entry: NumberLedgerRow | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const voiding = useVoidNumber();

  const submit = async (v: { reason: string }) => {
    await voiding.mutateAsync({ id: entry!.id, reason: v.reason.trim() });
    return `编号 ${entry!.number} 已作废`;
  };

  return (
    <EditDialog<{ reason: string }>
      title="作废编号"
      open={entry !== null}
      okText="作废"
      form={form}
      name="voidNumber"
      onSave={submit}
      onClose={onClose}
      modal={{ okButtonProps: { danger: true }, destroyOnHidden: true }}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`作废后编号 ${entry?.number ?? ''} 不会再次发出，此操作不可撤销。`} />
      <Form.Item name="reason" label="作废原因" rules={rulesFrom(VoidNumberBody, 'reason')}>
        <Input.TextArea rows={3} maxLength={maxLengthOf(VoidNumberBody, 'reason')} showCount placeholder="如：公证书打印错误，重新出证" />
      </Form.Item>
    </EditDialog>
  );
}
