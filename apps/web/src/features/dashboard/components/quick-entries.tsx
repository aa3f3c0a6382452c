import { Card, Empty } from 'antd';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { Link } from 'react-router';
import { menuTitleKey } from '../../../lib/routes';
import { MenuIcon } from '../../../components/menu-icon';
import i18n from '../../../i18n';
import { withTid } from '../../../lib/navigation';
import { useQuickEntries } from '../api/get-quick-entries';
import styles from './dashboard.module.css';

/** Links to the pages the current role may open, as the server lists them. */
export function QuickEntries() {
  const { data, isPending, isError } = useQuickEntries();
  return (
    <Card title="快捷入口" size="small">
      {isPending ? (
        <LoadingSkeleton paragraph={{ rows: 2 }} title={false} />
      ) : isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="快捷入口加载失败" />
      ) : data.length ? (
        <div className={styles.quick}>
          {data.map((p) => (
            <Link key={p.path} to={withTid(p.path)} className={styles.quickItem}>
              <MenuIcon name={p.icon} />
              <span>{i18n.t(menuTitleKey(p.section, p.page))}</span>
            </Link>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可用的页面" />
      )}
    </Card>
  );
}
