import { PRODUCT_NAME } from '@notaria/contracts';
import { Drawer, Layout } from 'antd';
import { Link } from 'react-router';
import { SETTINGS, SIDEBAR_WIDTH, useApp } from '../../stores/app-store';
import { SidebarMenu } from './sidebar-menu';
import styles from './layout.module.css';

function Logo({ collapsed }: { collapsed: boolean }) {
  if (!SETTINGS.sidebarLogo) return null;
  return (
    <Link to="/" className={styles.logo} title={PRODUCT_NAME}>
      <img src="/favicon.svg" alt="" width={26} height={26} />
      {!collapsed && <span>Notaria</span>}
    </Link>
  );
}

export function Sidebar() {
  const { sidebarOpened, device, closeSidebar } = useApp();
  if (device === 'mobile') {
    return (
      <Drawer
        placement="left"
        open={sidebarOpened}
        onClose={closeSidebar}
        size={SIDEBAR_WIDTH}
        closable={false}
        styles={{ body: { padding: 0, background: '#001529' } }}
      >
        <Logo collapsed={false} />
        <SidebarMenu collapsed={false} onNavigate={closeSidebar} />
      </Drawer>
    );
  }
  const collapsed = !sidebarOpened;
  return (
    <Layout.Sider width={SIDEBAR_WIDTH} collapsedWidth={54} collapsed={collapsed} trigger={null} className={styles.sider}>
      <Logo collapsed={collapsed} />
      <div className={styles.siderMenu}>
        <SidebarMenu collapsed={collapsed} />
      </div>
    </Layout.Sider>
  );
}
