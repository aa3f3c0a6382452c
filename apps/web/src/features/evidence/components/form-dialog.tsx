import { Form, Input, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';

/**
 * The OK of a form dialog: validates the form (its fields show what is missing), then runs `act` while the OK
 * button spins. A refusal of the server has been shown by the request layer, so it only stops the spinning.
 */
export function useDialogSubmit<V>(form: FormInstance<V>, act: (values: V) => Promise<unknown>) {
  const [pending, setPending] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setPending(true);
    try {
      await act(values);
    } catch {
      // Shown already.
    } finally {
      setPending(false);
    }
  };
  return { pending, submit: () => void submit().catch(() => undefined) };
}

interface FormModalProps {
  title: ReactNode;
  okText: string;
  pending: boolean;
  onOk(): void;
  onClose(): void;
  width?: number;
  danger?: boolean;
  /** A click beside the dialog does not close it (forms that take a while to fill). */
  keepOnMaskClick?: boolean;
  children: ReactNode;
}

/** The modal of the evidence dialogs: 取消 and the OK that spins while the call is under way. */
export function FormModal({ title, okText, pending, onOk, onClose, width, danger, keepOnMaskClick, children }: FormModalProps) {
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger }}
      confirmLoading={pending}
      onOk={onOk}
      onCancel={onClose}
      mask={keepOnMaskClick ? { closable: false } : undefined}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

/** 证据名称, required. */
export function TitleField({ placeholder, maxLength = 200 }: { placeholder: string; maxLength?: number }) {
  return (
    <Form.Item name="title" label="证据名称" rules={[{ required: true, whitespace: true, message: '请输入证据名称' }]}>
      <Input maxLength={maxLength} placeholder={placeholder} />
    </Form.Item>
  );
}

export function RemarkField() {
  return (
    <Form.Item name="remark" label="备注">
      <Input maxLength={500} />
    </Form.Item>
  );
}
