import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { LoginBody } from '@notaria/contracts';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { forget, recall, remember } from '../../../lib/remember-password';
import { maxLengthOf, textProblem } from '../../../lib/schema-rules';
import { useSession } from '../../../stores/session-store';
import { useCaptcha } from '../api/captcha-state';
import { login } from '../api/login';
import { CaptchaImage } from './captcha-image';
import styles from '../pages/login-page.module.css';

// The sign-in form is the first thing a visitor downloads, so it is built from plain elements rather than antd
// (docs/decisions/0014-light-sign-in-page.md); it looks and answers like the antd forms of the rest of the product.

type Field = 'account' | 'password' | 'captcha';
type Problems = Partial<Record<Field, string>>;

interface Props {
  /** Called once the session exists (the token is stored); leads the user on. */
  onSignedIn(): Promise<void> | void;
}

export function SignInForm({ onSignedIn }: Props) {
  const captcha = useCaptcha();
  const [values, setValues] = useState({ account: '', password: '', captcha: '', remember: false });
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const captchaOn = captcha.data?.enabled ?? true;

  useEffect(() => {
    void recall().then((r) => {
      if (r) setValues((v) => ({ ...v, account: r.account, password: r.password ?? '', remember: true }));
    });
  }, []);

  const problemOf = (field: Field, value: string) =>
    field === 'captcha' ? textProblem(LoginBody, 'captcha', value, { required: true }) : textProblem(LoginBody, field, value);
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (problems[field]) setProblems((p) => ({ ...p, [field]: problemOf(field, value) }));
  };
  const check = (field: Field) => setProblems((p) => ({ ...p, [field]: problemOf(field, values[field]) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields: Field[] = captchaOn ? ['account', 'password', 'captcha'] : ['account', 'password'];
    const found: Problems = Object.fromEntries(fields.map((f) => [f, problemOf(f, values[f])]));
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setRefusal('');
    const account = values.account.trim();
    try {
      const res = await login(
        {
          account,
          password: values.password,
          captcha: captchaOn ? values.captcha.trim() : undefined,
          captchaId: captchaOn ? captcha.data?.captchaId : undefined,
        },
        { silent: true },
      );
      useSession.getState().login(res.tokenValue);
      await (values.remember ? remember(account, values.password) : forget()).catch(() => undefined);
      await onSignedIn();
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e));
      setValues((v) => ({ ...v, captcha: '' }));
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate autoComplete="on">
      <div className={styles.refusal} role="alert">
        {refusal}
      </div>
      <TextField
        icon={<UserOutlined />}
        label="账号"
        placeholder="请输入账号"
        autoComplete="username"
        value={values.account}
        maxLength={maxLengthOf(LoginBody, 'account')}
        problem={problems.account}
        onChange={(v) => change('account', v)}
        onBlur={() => check('account')}
      />
      <PasswordField value={values.password} problem={problems.password} onChange={(v) => change('password', v)} onBlur={() => check('password')} />
      {captchaOn && (
        <div className={styles.captchaRow}>
          <TextField
            icon={<SafetyOutlined />}
            label="验证码"
            placeholder="请输入验证码"
            autoComplete="off"
            value={values.captcha}
            maxLength={maxLengthOf(LoginBody, 'captcha')}
            problem={problems.captcha}
            onChange={(v) => change('captcha', v)}
            onBlur={() => check('captcha')}
          />
          <CaptchaImage image={captcha.data?.image} loading={captcha.loading} failed={captcha.failed} onRefresh={captcha.refresh} />
        </div>
      )}
      <label className={styles.remember}>
        <input type="checkbox" checked={values.remember} onChange={(e) => setValues((v) => ({ ...v, remember: e.target.checked }))} />
        <span>记住密码</span>
      </label>
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
        {busy && <span className={styles.spinner} aria-hidden />}
        登录
      </button>
    </form>
  );
}

interface TextFieldProps {
  icon: ReactNode;
  label: string;
  placeholder: string;
  autoComplete: string;
  value: string;
  maxLength?: number;
  problem?: string;
  type?: 'text' | 'password';
  suffix?: ReactNode;
  onChange(value: string): void;
  onBlur(): void;
}

function TextField({ icon, label, problem, suffix, onChange, type = 'text', ...input }: TextFieldProps) {
  const problemId = useId();
  return (
    <div className={styles.field}>
      <span className={problem ? `${styles.input} ${styles.inputInvalid}` : styles.input}>
        <span className={styles.prefix} aria-hidden>
          {icon}
        </span>
        <input
          {...input}
          type={type}
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {suffix}
      </span>
      <div id={problemId} className={styles.problem}>
        {problem}
      </div>
    </div>
  );
}

function PasswordField(props: { value: string; problem?: string; onChange(v: string): void; onBlur(): void }) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      icon={<LockOutlined />}
      label="密码"
      placeholder="请输入密码"
      autoComplete="current-password"
      type={shown ? 'text' : 'password'}
      maxLength={maxLengthOf(LoginBody, 'password')}
      suffix={
        <button type="button" className={styles.reveal} onClick={() => setShown((s) => !s)} aria-label={shown ? '隐藏密码' : '显示密码'} aria-pressed={shown}>
          {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      }
    />
  );
}
