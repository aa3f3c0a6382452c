import { passwordProblem, PASSWORD_RULE_TEXT, UpdatePasswordBody } from '@notaria/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import { useUpdatePassword } from '../api/update-password';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Calls onDone after the server accepted the new password. */
export function ChangePasswordForm({ account, onDone, onCancel }: { account: string; onDone(): void; onCancel?(): void }) {
  const [form] = Form.useForm<Values>();
  const update = useUpdatePassword();

  const submit = async (v: Values) => {
    await update.mutateAsync({ oldPassword: v.oldPassword, newPassword: v.newPassword });
    onDone();
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)} requiredMark={false}>
      <Alert type="info" showIcon title={PASSWORD_RULE_TEXT} style={{ marginBottom: 16 }} />
      <Form.Item name="oldPassword" label="原密码" rules={rulesFrom(UpdatePasswordBody, 'oldPassword')}>
        <Input.Password placeholder="请输入原密码" autoComplete="current-password" maxLength={maxLengthOf(UpdatePasswordBody, 'oldPassword')} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="新密码"
        dependencies={['oldPassword']}
        rules={[
          ...rulesFrom(UpdatePasswordBody, 'newPassword'),
          {
            validator: async (_, value: string) => {
              if (!value) return;
              const problem = passwordProblem(value, account);
              if (problem) throw new Error(problem);
              if (value === form.getFieldValue('oldPassword')) throw new Error('新密码不能与原密码相同');
            },
          },
        ]}
      >
        <Input.Password placeholder="请输入新密码" autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          {
            validator: async (_, value: string) => {
              if (value && value !== form.getFieldValue('newPassword')) throw new Error('两次输入的密码不一致');
            },
          },
        ]}
      >
        <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        {onCancel && <Button onClick={onCancel}>取消</Button>}
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          确认修改
        </Button>
      </div>
    </Form>
  );
}
