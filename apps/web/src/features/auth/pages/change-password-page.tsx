import { PRODUCT_NAME } from '@notaria/contracts';
import { App, Button } from 'antd';
import { logout } from '../../../lib/session-actions';
import { useSession } from '../../../stores/session-store';
import { ChangePasswordForm } from '../components/change-password-form';
import styles from './login-page.module.css';

/** Where users with mustChangePassword are sent before they can work. */
export default function ChangePasswordPage() {
  const user = useSession((s) => s.user);
  const { message } = App.useApp();
  return (
    <div className={styles.page}>
      <main className={styles.panel}>
        <div className={styles.card} style={{ maxWidth: 460 }}>
          <h1 className={styles.title}>请先修改密码</h1>
          <p className={styles.hint}>
            {user?.name ? `${user.name}，` : ''}您当前使用的是管理员设置的密码。为保障账号安全，请设置自己的新密码后再使用 {PRODUCT_NAME}。
          </p>
          <ChangePasswordForm
            account={user?.account ?? ''}
            onDone={() => {
              message.success('密码已修改，请使用新密码重新登录');
              void logout();
            }}
          />
          <Button type="link" block style={{ marginTop: 8 }} onClick={() => void logout()}>
            退出登录
          </Button>
        </div>
      </main>
    </div>
  );
}
