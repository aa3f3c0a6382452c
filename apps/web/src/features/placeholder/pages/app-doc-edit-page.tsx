import { FileWordOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import styles from './pages.module.css';

/** Opens without a session; the document editor itself arrives with the business module. */
export default function AppDocEditPage() {
  return (
    <div className={styles.blank}>
      <Result
        icon={<FileWordOutlined style={{ color: '#1890ff' }} />}
        title="文书编辑"
        subTitle="在线文书编辑器将随公证业务模块一同提供，当前版本暂不支持在此编辑文书。"
      />
    </div>
  );
}
