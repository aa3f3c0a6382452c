import { PASSWORD_RULE_TEXT, ResetPasswordBody, type UserRow } from '@notaria/contracts';
import { Alert, Form, Input } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { maxLengthOf } from '../../../lib/schema-rules';
import { useResetUserPassword } from '../api/reset-user-password';
import { confirmRules } from '../../../lib/user-rules';
import { NewPasswordField } from '../../../components/form/password-field';

interface Values {
  password: string;
  confirm: string;
}

/** 重置密码: the user's sessions end and the next sign-in must change the password. */
export function ResetPasswordDialog({ user, onClose }: { user: UserRow | null; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const reset = useResetUserPassword();

  const submit = async (v: Values) => {
    await reset.mutateAsync({ id: user!.id, password: v.password });
    return `已重置 ${user!.name} 的密码，其下次登录须修改密码`;
  };

  return (
    <EditDialog<Values>
      title={user ? `重置密码：${user.name}（${user.account}）` : '重置密码'}
      open={!!user}
      okText="重置"
      form={form}
      name="resetPassword"
      onSave={submit}
      onClose={onClose}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="重置后该用户的当前会话立即结束，下次登录须先修改密码。" />
      <NewPasswordField
        schema={ResetPasswordBody}
        name="password"
        label="新密码"
        account={() => user?.account ?? ''}
        extra={PASSWORD_RULE_TEXT}
        placeholder="请输入新密码"
      />
      <Form.Item name="confirm" label="确认新密码" dependencies={['password']} rules={confirmRules(() => form.getFieldValue('password'))}>
        <Input.Password placeholder="请再次输入新密码" maxLength={maxLengthOf(ResetPasswordBody, 'password')} autoComplete="new-password" />
      </Form.Item>
    </EditDialog>
  );
}
