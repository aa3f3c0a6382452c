import { ToolOutlined } from '@ant-design/icons';
import { Card, Empty, Tag, Typography } from 'antd';
import type { PageProps } from '../../../lib/routes';
import { useAccess } from '../../../components/access';
import i18n from '../../../i18n';
import styles from './pages.module.css';

/** An honest state for pages whose module arrives later: names the page and its functions. */
export default function PlaceholderPage({ route }: PageProps) {
  const { granted } = useAccess();
  const title = i18n.t(route.title);
  const functions = route.functions ?? [];
  return (
    <Card className={styles.card}>
      <div className={styles.building}>
        <ToolOutlined className={styles.buildingIcon} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title} · 建设中
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 560, textAlign: 'center' }}>
          「{title}」页面将随对应业务模块上线，目前尚未提供数据与操作。您的菜单与权限已按角色生效。
        </Typography.Paragraph>
        <div className={styles.functions}>
          <Typography.Text strong>本页功能</Typography.Text>
          {functions.length ? (
            <div className={styles.tags}>
              {functions.map((f) => (
                <Tag key={f.key} color={granted.includes(f.key) ? 'blue' : 'default'}>
                  {f.title}
                  {granted.includes(f.key) ? '' : '（未授权）'}
                </Tag>
              ))}
            </div>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本页无单独授权的功能，可查看即可使用" />
          )}
        </div>
      </div>
    </Card>
  );
}
