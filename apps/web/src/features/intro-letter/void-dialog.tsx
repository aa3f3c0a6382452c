import { IntroLetterVoidBody, type IntroLetterRow } from '@notaria/contracts';
import { Alert, Form, Input } from 'antd';
import { EditDialog } from '../../components/list/edit-dialog';
import { maxLengthOf, rulesFrom } from '../../lib/schema-rules';
import { useVoidLetter } from './api';

/** 作废: the reason is kept with the letter and in the numbering ledger; the number is never issued again. */
export function VoidDialog({ letter, onClose }: { letter: IntroLetterRow; onClose(): void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const voidLetter = useVoidLetter();
  return (
    <EditDialog<{ reason: string }>
      title={`作废介绍信 ${letter.letterNo}`}
      name="introLetterVoid"
      form={form}
      okText="作废"
      modal={{ okButtonProps: { danger: true } }}
      onClose={onClose}
      onSave={async ({ reason }) => {
        await voidLetter.mutateAsync({ id: letter.id, reason });
        return `介绍信 ${letter.letterNo} 已作废`;
      }}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title="作废后编号不再使用，作废原因记入编号台账。已打印的纸质介绍信请收回存根处销毁。" />
      <Form.Item name="reason" label="作废原因" rules={rulesFrom(IntroLetterVoidBody, 'reason')}>
        <Input.TextArea rows={3} maxLength={maxLengthOf(IntroLetterVoidBody, 'reason')} showCount placeholder="如：行程取消，介绍信未使用" />
      </Form.Item>
    </EditDialog>
  );
}
