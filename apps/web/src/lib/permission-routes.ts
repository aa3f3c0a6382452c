import { MENU, visibleMenu } from '@notaria/contracts';
import { ROUTES, type RouteDef } from './routes';

export interface PermissionRoute {
  path: string;
  title: string;
  icon?: string;
  section: string;
  sectionTitle: string;
  pageKey: string;
  permission: string;
  hidden: boolean;
  affix: boolean;
  /** Function keys granted on this page. */
  granted: readonly string[];
  def: RouteDef;
}

/** Every menu route in registry order; routes the authorities do not grant are flagged hidden. */
export function buildPermissionRoutes(authorities: readonly string[]): PermissionRoute[] {
  const visible = visibleMenu(authorities);
  return MENU.flatMap((section) =>
    section.pages.map((page): PermissionRoute => {
      const permission = `${section.key}:${page.key}`;
      const v = visible.find((s) => s.key === section.key)?.pages.find((p) => p.key === page.key);
      const def = ROUTES.find((r) => r.permission === permission)!;
      return {
        path: page.path,
        title: def.title,
        icon: section.icon,
        section: section.key,
        sectionTitle: section.title,
        pageKey: page.key,
        permission,
        hidden: !v,
        affix: !!def.affix,
        granted: v?.granted ?? [],
        def,
      };
    }),
  );
}

/** Whether `routes` grant a permission: `section:page` (the page) or `section:page:function`. */
export function hasPermission(routes: readonly PermissionRoute[], permission: string): boolean {
  const [section, page, fn] = permission.split(':');
  const route = routes.find((r) => r.permission === `${section}:${page}`);
  if (!route || route.hidden) return false;
  return fn ? route.granted.includes(fn) : true;
}

/** Where a user lands after sign-in when no redirect target is given. */
export function landingPath(routes: readonly PermissionRoute[]): string | undefined {
  return routes.find((r) => !r.hidden)?.path;
}

export interface MenuNode {
  key: string;
  title: string;
  icon: string;
  path: string;
  children: PermissionRoute[];
}

/** The sidebar: sections in fixed order with their visible pages. */
export function buildMenuTree(routes: readonly PermissionRoute[]): MenuNode[] {
  return MENU.flatMap((section) => {
    const children = routes.filter((r) => r.section === section.key && !r.hidden);
    if (!children.length) return [];
    return [{ key: section.key, title: section.title, icon: section.icon, path: section.path, children }];
  });
}
