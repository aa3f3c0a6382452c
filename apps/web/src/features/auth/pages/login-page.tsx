import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { LoginBody, PRODUCT_NAME } from '@notaria/contracts';
import { Button, Checkbox, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { recall, forget, remember } from '../../../lib/remember-password';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import { useSession } from '../../../stores/session-store';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { CaptchaImage } from '../components/captcha-image';
import { LoginAside } from '../components/login-aside';
import { afterLogin } from './after-login';
import styles from './login-page.module.css';

interface Values {
  account: string;
  password: string;
  captcha?: string;
  remember: boolean;
}

export default function LoginPage() {
  const [form] = Form.useForm<Values>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const login = useLogin();
  const [busy, setBusy] = useState(false);
  const captchaOn = captcha.data?.enabled ?? true;

  useEffect(() => {
    void recall().then((r) => {
      if (r) form.setFieldsValue({ account: r.account, password: r.password ?? '', remember: true });
    });
  }, [form]);

  const submit = async (v: Values) => {
    setBusy(true);
    const account = v.account.trim();
    try {
      const res = await login.mutateAsync({
        account,
        password: v.password,
        captcha: captchaOn ? v.captcha?.trim() : undefined,
        captchaId: captchaOn ? captcha.data?.captchaId : undefined,
      });
      useSession.getState().login(res.tokenValue);
      await (v.remember ? remember(account, v.password) : forget()).catch(() => undefined);
      navigate(await afterLogin(params.get('redirect')), { replace: true });
    } catch {
      form.setFieldValue('captcha', '');
      void captcha.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <LoginAside />
      <main className={styles.panel}>
        <div className={styles.mobileBrand}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{PRODUCT_NAME}</span>
        </div>
        <div className={styles.card}>
          <h1 className={styles.title}>欢迎登录</h1>
          <p className={styles.hint}>请使用本机构分配的账号登录 {PRODUCT_NAME}</p>
          <Form form={form} size="large" onFinish={(v) => void submit(v)} initialValues={{ remember: false }} autoComplete="on">
            <Form.Item name="account" rules={rulesFrom(LoginBody, 'account')}>
              <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" maxLength={maxLengthOf(LoginBody, 'account')} />
            </Form.Item>
            <Form.Item name="password" rules={rulesFrom(LoginBody, 'password')}>
              <Input.Password
                prefix={<LockOutlined />}
                placeholder="请输入密码"
                autoComplete="current-password"
                maxLength={maxLengthOf(LoginBody, 'password')}
              />
            </Form.Item>
            {captchaOn && (
              <Form.Item>
                <div className={styles.captchaRow}>
                  <Form.Item name="captcha" noStyle rules={rulesFrom(LoginBody, 'captcha', { required: true })}>
                    <Input prefix={<SafetyOutlined />} placeholder="请输入验证码" maxLength={maxLengthOf(LoginBody, 'captcha')} autoComplete="off" />
                  </Form.Item>
                  <CaptchaImage image={captcha.data?.image} loading={captcha.isFetching} failed={captcha.isError} onRefresh={() => void captcha.refetch()} />
                </div>
              </Form.Item>
            )}
            <Form.Item name="remember" valuePropName="checked">
              <Checkbox>记住密码</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              登录
            </Button>
          </Form>
        </div>
        <footer className={styles.footer}>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </footer>
      </main>
    </div>
  );
}
