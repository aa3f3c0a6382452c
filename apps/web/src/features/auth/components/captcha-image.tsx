import { ReloadOutlined } from '@ant-design/icons';
import styles from '../pages/login-page.module.css';

interface Props {
  image?: string;
  loading: boolean;
  failed: boolean;
  onRefresh(): void;
}

export function CaptchaImage({ image, loading, failed, onRefresh }: Props) {
  return (
    <button type="button" className={styles.captcha} onClick={onRefresh} title="看不清？点击刷新" aria-label="刷新验证码" data-testid="captcha-image">
      {image && !failed ? (
        <img src={image} alt="验证码" style={{ opacity: loading ? 0.5 : 1 }} />
      ) : (
        <span className={styles.captchaText}>
          <ReloadOutlined spin={loading} /> {failed ? '加载失败' : '加载中'}
        </span>
      )}
    </button>
  );
}
