import { Form, Input } from 'antd';
import { FormModal, useDialogSubmit } from './form-dialog';

/** A question that needs a reason before it is done (放弃, 删除): the reason is kept with the record. */
export function ReasonDialog({
  title,
  description,
  okText,
  danger,
  onSubmit,
  onClose,
}: {
  title: string;
  description: string;
  okText: string;
  danger?: boolean;
  onSubmit(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const { pending, submit } = useDialogSubmit(form, async ({ reason }) => {
    await onSubmit(reason.trim());
    onClose();
  });
  return (
    <FormModal title={title} okText={okText} danger={danger} pending={pending} onOk={submit} onClose={onClose}>
      <p>{description}</p>
      <Form form={form} layout="vertical" name="reason">
        <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请填写原因' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="如：取证对象有误，需重新取证" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
