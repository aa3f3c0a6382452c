import { Form, Modal, type FormInstance, type FormProps, type ModalProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { notify } from '../../lib/notify';

export interface EditDialogProps<V> {
  title: ReactNode;
  /** Dialogs mounted only while shown leave this out. */
  open?: boolean;
  width?: number;
  form: FormInstance<V>;
  /** The form's name (field ids are `${name}_${field}`). */
  name: string;
  /** What the form shows each time it opens: a row's values, or defaults for a new one. */
  initialValues?: Partial<V>;
  onValuesChange?: FormProps<V>['onValuesChange'];
  /**
   * Saves the validated values and resolves to the message to show. A refusal keeps the dialog open with
   * everything typed (the request layer has shown why).
   */
  onSave(values: V): Promise<string>;
  onClose(): void;
  okText?: string;
  /** Further Modal props, e.g. `destroyOnHidden`, `afterOpenChange`, `footer`. */
  modal?: Omit<ModalProps, 'open' | 'title' | 'width' | 'onOk' | 'onCancel' | 'confirmLoading' | 'okText' | 'cancelText'>;
  children: ReactNode;
}

/**
 * A Modal around a vertical Form: 保存 validates, saves (spinning meanwhile), says so and closes; 取消 closes.
 * The mask does not close it. The form is reset to `initialValues` whenever the dialog opens again.
 */
export function EditDialog<V extends object>({
  title,
  open = true,
  width,
  form,
  name,
  initialValues,
  onValuesChange,
  onSave,
  onClose,
  okText = '保存',
  modal,
  children,
}: EditDialogProps<V>) {
  const [saving, setSaving] = useState(false);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) form.resetFields();
    wasOpen.current = open;
  }, [open, form]);

  const save = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // The fields show what is wrong.
    }
    setSaving(true);
    let message: string;
    try {
      message = await onSave(values);
    } catch {
      return;
    } finally {
      setSaving(false);
    }
    void notify.success(message);
    onClose();
  };

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      okText={okText}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
      {...modal}
    >
      <Form<V> form={form} name={name} layout="vertical" initialValues={initialValues} onValuesChange={onValuesChange}>
        {children}
      </Form>
    </Modal>
  );
}
