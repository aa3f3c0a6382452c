import { Form, Input, type FormInstance } from 'antd';
import { requiredMessage, type Field } from '../fields.ts';
import type { Contender } from '../contender.ts';

/** The baseline: a hand-written antd Form with one Form.Item per field and a required rule. */
function PlainAntdForm({ fields, expose }: { fields: Field[]; expose: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  expose(form);
  return (
    <Form form={form} component="div" className="plain-antd" labelCol={{ flex: '0 0 80px' }} wrapperCol={{ flex: 1 }} labelAlign="left" labelWrap>
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.label} colon={false} rules={[{ required: true, message: requiredMessage(f) }]}>
          <Input />
        </Form.Item>
      ))}
    </Form>
  );
}

export const contender: Contender = {
  prepare: (fields) => (expose) => <PlainAntdForm fields={fields} expose={(form) => expose(() => form.validateFields().catch(() => undefined))} />,
  inputSelector: '.plain-antd input',
  errorSelector: '.plain-antd .ant-form-item-explain-error',
};
