import { PRODUCT_NAME } from '@notaria/contracts';
import { LoginAside } from './login-aside';
import { SignInForm } from './sign-in-form';
import styles from '../pages/login-page.module.css';

/** The sign-in screen without the router or antd, so that it can also be shown before the rest of the app has loaded. */
export function SignInPage({ onSignedIn }: { onSignedIn(): Promise<void> | void }) {
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
          <SignInForm onSignedIn={onSignedIn} />
        </div>
        <footer className={styles.footer}>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </footer>
      </main>
    </div>
  );
}
