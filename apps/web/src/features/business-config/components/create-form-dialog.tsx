import type { CreateFormBody } from '@notaria/contracts';
import { Form, Input, Modal } from 'antd';
import { notify } from '../../../lib/notify';
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
        <Form.Item name="name" label="表单名称" rules={[{ required: true, whitespace: true, message: '请输入表单名称' }, { max: 64, message: '表单名称最多 64 个字' }]}>
          <Input placeholder="如：出生公证受理表" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="code"
          label="表单编码"
          extra="字母开头，可含字母、数字和下划线，机构内唯一"
          rules={[
            { required: true, message: '请输入表单编码' },
            { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: '编码须以字母开头，只能包含字母、数字和下划线' },
            { min: 2, max: 32, message: '编码长度为 2–32 个字符' },
          ]}
        >
          <Input placeholder="如：birth_intake" maxLength={32} />
        </Form.Item>
        <Form.Item name="description" label="说明" rules={[{ max: 200, message: '说明最多 200 个字' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="表单用途（选填）" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
