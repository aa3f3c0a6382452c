import { CreateFormBody } from '@notaria/contracts';
import { Form, Modal } from 'antd';
import { notify } from '../../../lib/notify';
import { TextAreaField, TextField } from '../../../components/form/schema-fields';
import { useCreateForm } from '../api/forms';

/** 新建表单: name, code and description; the new form (version 1, empty) opens in the editor. */
export function CreateFormDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(id: number): void }) {
  const [form] = Form.useForm<CreateFormBody>();
  const create = useCreateForm();

  const submit = async () => {
    const v = await form.validateFields();
    try {
      const res = await create.mutateAsync({ name: v.name.trim(), code: v.code.trim(), description: v.description?.trim() || undefined });
      notify.success(`表单“${res.name}”已创建`);
      form.resetFields();
      onCreated(res.id);
    } catch {
      // the request layer shows the refusal (e.g. a duplicate code)
    }
  };

  return (
    <Modal
      open={open}
      title="新建表单"
      okText="创建并设计"
      cancelText="取消"
      confirmLoading={create.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="createForm" preserve={false}>
        <TextField schema={CreateFormBody} name="name" label="表单名称" placeholder="如：出生公证受理表" />
        <TextField schema={CreateFormBody} name="code" label="表单编码" extra="字母开头，可含字母、数字和下划线，机构内唯一" placeholder="如：birth_intake" />
        <TextAreaField schema={CreateFormBody} name="description" label="说明" rows={3} showCount placeholder="表单用途（选填）" />
      </Form>
    </Modal>
  );
}
