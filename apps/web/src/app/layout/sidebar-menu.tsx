import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MenuIcon } from '../../components/menu-icon';
import { withTid } from '../../lib/navigation';
import { useSession } from '../../stores/session-store';
import i18n from '../../i18n';
import { buildMenuTree } from '../../lib/permission-routes';
import { MENU } from '@notaria/contracts';

type Item = Required<MenuProps>['items'][number];

const singlePage = (section: string) => MENU.find((s) => s.key === section)?.pages.length === 1;

export function SidebarMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const routes = useSession((s) => s.routes);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tree = useMemo(() => buildMenuTree(routes), [routes]);
  const current = routes.find((r) => r.path === pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(current ? [current.section] : []);

  useEffect(() => {
    if (current && !collapsed) setOpenKeys((keys) => (keys.includes(current.section) ? keys : [...keys, current.section]));
  }, [current, collapsed]);

  const items: Item[] = tree.map((node) => {
    if (singlePage(node.key)) {
      const page = node.children[0];
      return { key: page.path, icon: <MenuIcon name={node.icon} />, label: i18n.t(page.title) };
    }
    return {
      key: node.key,
      icon: <MenuIcon name={node.icon} />,
      label: node.title,
      children: node.children.map((c) => ({ key: c.path, label: i18n.t(c.title) })),
    };
  });

  return (
    <Menu
      aria-label="主菜单"
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[pathname]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={(keys) => setOpenKeys(keys as string[])}
      onClick={({ key }) => {
        navigate(withTid(String(key)));
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
