import { Breadcrumb } from 'antd';
import { useLocation } from 'react-router';
import i18n from '../../i18n';
import { useSession } from '../../stores/session-store';
import { findRoute, HOME_PATH } from '../../lib/routes';
import { MENU } from '@notaria/contracts';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const routes = useSession((s) => s.routes);
  const current = routes.find((r) => r.path === pathname);
  const items: { title: string }[] = [{ title: i18n.t('menu.homePage.dashboard') }];
  if (current && current.path !== HOME_PATH) {
    const single = MENU.find((s) => s.key === current.section)?.pages.length === 1;
    if (!single) items.push({ title: current.sectionTitle });
    items.push({ title: i18n.t(current.title) });
  } else if (!current) {
    const def = findRoute(pathname);
    if (def && !def.path.startsWith('/redirect')) items.push({ title: i18n.t(def.title) });
  }
  return <Breadcrumb items={items} />;
}

/** The page title alone, for the narrow navbar. */
export function CurrentTitle() {
  const { pathname } = useLocation();
  const def = findRoute(pathname);
  return <span style={{ fontWeight: 500 }}>{def ? i18n.t(def.title) : ''}</span>;
}
