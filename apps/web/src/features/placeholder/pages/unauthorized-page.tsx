import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import styles from './pages.module.css';

export default function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.blank}>
      <Result
        status="403"
        title="401"
        subTitle="抱歉，您没有访问此页面的权限。如需开通，请联系本机构管理员。"
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
