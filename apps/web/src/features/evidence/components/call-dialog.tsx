import { Alert, Form, Input } from 'antd';
import { startCall } from '../api/recording';
import { applicantOf, ApplicantFields, type ApplicantValues } from './applicant-fields';
import { FormModal, RemarkField, TitleField, useDialogSubmit } from './form-dialog';

interface Values extends ApplicantValues {
  title: string;
  calleeNumber: string;
  remark?: string;
}

/** 通话录音: the recording service calls the applicant, then the other party; the recording arrives by itself. */
export function CallDialog({ onStarted, onClose }: { onStarted(id: number): void; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const { pending, submit } = useDialogSubmit(form, async (v) => {
    const created = await startCall({
      title: v.title.trim(),
      applicant: applicantOf(v),
      calleeNumber: v.calleeNumber.trim(),
      remark: v.remark?.trim() || undefined,
    });
    onStarted(created.id);
  });
  return (
    <FormModal title="通话录音" okText="发起通话" pending={pending} onOk={submit} onClose={onClose} keepOnMaskClick>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="平台将先呼叫申请人登记的手机号，接通后再呼叫对方号码，全程录音；录音送达后进入“待确认”。"
      />
      <Form<Values> form={form} labelCol={{ span: 5 }} name="call">
        <TitleField placeholder="如：与某公司客服的通话" />
        <ApplicantFields />
        <Form.Item
          name="calleeNumber"
          label="对方号码"
          rules={[
            { required: true, message: '请输入对方号码' },
            { pattern: /^[0-9+-]{3,20}$/, message: '号码只能包含数字、+ 和 -，3 到 20 位' },
          ]}
        >
          <Input maxLength={20} placeholder="如：021-12345678 或 13800000000" />
        </Form.Item>
        <RemarkField />
      </Form>
    </FormModal>
  );
}
