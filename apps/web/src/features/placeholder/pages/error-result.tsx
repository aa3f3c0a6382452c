import { Button, Result, type ResultProps } from 'antd';
import { useNavigate } from 'react-router';
import styles from './pages.module.css';

/** A whole-page error (404, 401) with 返回首页. */
export function ErrorResult({ status, title, subTitle }: Pick<ResultProps, 'status' | 'title' | 'subTitle'>) {
  const navigate = useNavigate();
  return (
    <div className={styles.blank}>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
