import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { NoticeBadge } from '../../features/notice/components/notice-badge';
import { NoticeDrawer } from '../../features/notice/components/notice-drawer';
import { useNoticeUi } from '../../features/notice/notice-ui-store';
import { SETTINGS, useApp } from '../../stores/app-store';
import { isSuperAdmin, useSession } from '../../stores/session-store';
import { Breadcrumbs, CurrentTitle } from './breadcrumbs';
import { MenuSearch } from './menu-search';
import { TenantSwitcher } from './tenant-switcher';
import { UserMenu } from './user-menu';
import styles from './layout.module.css';

export function Navbar() {
  const { sidebarOpened, toggleSidebar, device } = useApp();
  const user = useSession((s) => s.user);
  const { drawerOpen, openDrawer, closeDrawer } = useNoticeUi();
  const mobile = device === 'mobile';
  const folded = mobile || !sidebarOpened;

  return (
    <div className={styles.navbar}>
      <Button
        type="text"
        aria-label={folded ? '展开侧边栏' : '收起侧边栏'}
        data-testid="sidebar-toggle"
        icon={folded ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={toggleSidebar}
      />
      {mobile ? <CurrentTitle /> : <Breadcrumbs />}
      <div className={styles.right}>
        {SETTINGS.pinyinSearch && !mobile && <MenuSearch />}
        {isSuperAdmin(user) && <TenantSwitcher compact={mobile} />}
        <NoticeBadge onClick={openDrawer} />
        <NoticeDrawer open={drawerOpen} onClose={closeDrawer} />
        {user && <UserMenu compact={mobile} />}
      </div>
    </div>
  );
}
