import { Form, Input, type FormItemProps } from 'antd';
import { maxLengthOf } from '../../lib/schema-rules';
import { passwordRules } from '../../lib/user-rules';

interface NewPasswordFieldProps extends Omit<FormItemProps, 'name' | 'rules' | 'children'> {
  /** The request schema the server checks the password with. */
  schema: unknown;
  name: string | string[];
  /** The account the password is for: the password may not contain it. */
  account(): string;
  placeholder: string;
}

/** A password being set: the schema's rules, then the password rule of the contracts. */
export function NewPasswordField({ schema, name, account, placeholder, ...item }: NewPasswordFieldProps) {
  return (
    <Form.Item name={name} rules={passwordRules(schema, name, account)} {...item}>
      <Input.Password placeholder={placeholder} maxLength={maxLengthOf(schema, name)} autoComplete="new-password" />
    </Form.Item>
  );
}
