import { Card, Empty } from 'antd';
import { Link } from 'react-router';
import type { PermissionRoute } from '../../../app/permission-routes';
import { MenuIcon } from '../../../components/menu-icon';
import i18n from '../../../i18n';
import { withTid } from '../../../lib/navigation';
import styles from './dashboard.module.css';

const MAX = 12;

/** One page per section first, so every area the role works in gets an entry, then the rest. */
function pickEntries(routes: PermissionRoute[]) {
  const open = routes.filter((r) => !r.hidden && r.path !== '/dashboard');
  const firsts = open.filter((r, i) => open.findIndex((x) => x.section === r.section) === i);
  const rest = open.filter((r) => !firsts.includes(r));
  const chosen = new Set([...firsts, ...rest].slice(0, MAX));
  return open.filter((r) => chosen.has(r));
}

/** Links to the pages the current role may open. */
export function QuickEntries({ routes }: { routes: PermissionRoute[] }) {
  const pages = pickEntries(routes);
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
