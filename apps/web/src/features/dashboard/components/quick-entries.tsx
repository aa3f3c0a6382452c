import { Card, Empty } from 'antd';
import { Link } from 'react-router';
import type { PermissionRoute } from '../../../app/permission-routes';
import { MenuIcon } from '../../../components/menu-icon';
import i18n from '../../../i18n';
import { withTid } from '../../../lib/navigation';
import styles from './dashboard.module.css';

/** Links to the pages the current role may open. */
export function QuickEntries({ routes }: { routes: PermissionRoute[] }) {
  const pages = routes.filter((r) => !r.hidden && r.path !== '/dashboard').slice(0, 12);
  return (
    <Card title="快捷入口" size="small">
      {pages.length ? (
        <div className={styles.quick}>
          {pages.map((p) => (
            <Link key={p.path} to={withTid(p.path)} className={styles.quickItem}>
              <MenuIcon name={p.icon} />
              <span>{i18n.t(p.title)}</span>
            </Link>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可用的页面" />
      )}
    </Card>
  );
}
