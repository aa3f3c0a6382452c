import type { RoleRef } from '@notaria/contracts';
import { buildPermissionRoutes } from './permission-routes';
import { findRoute } from './routes';
import i18n from '../i18n';
import { isSuperAdmin, useSession } from '../stores/session-store';

const pathOf = (link: string) => link.split(/[?#]/)[0];

/**
 * Whether the signed-in user may open a notice's link. Following a link to a page the user is not
 * granted would count as opening a blocked route (which signs the user out), so such links are not
 * offered.
 */
export function canOpenLink(link: string): boolean {
  if (!link || !link.startsWith('/')) return false;
  const route = findRoute(pathOf(link));
  if (!route || route.public) return false;
  const { routes, user } = useSession.getState();
  if (route.superAdmin) return isSuperAdmin(user);
  if (!route.permission) return !route.hidden;
  const granted = routes.find((r) => r.permission === route.permission);
  return !!granted && !granted.hidden;
}

/**
 * Another role of the user that opens `link` when the active one does not (the director works as
 * 公证员 and approves as 审批人(主任)); null when the link opens already or no role of theirs opens it.
 */
export function roleForLink(link: string): RoleRef | null {
  if (!link || !link.startsWith('/') || canOpenLink(link)) return null;
  const route = findRoute(pathOf(link));
  const { user } = useSession.getState();
  if (!route?.permission || route.public || route.superAdmin || !user) return null;
  return (
    user.roleList.find(
      (r) => r.id !== user.activeRoleId && r.permissions && buildPermissionRoutes(r.permissions).some((p) => p.permission === route.permission && !p.hidden),
    ) ?? null
  );
}

/** The page a link opens, by its menu title (e.g. 审批). */
export function linkPageTitle(link: string): string {
  const route = findRoute(pathOf(link));
  return route ? i18n.t(route.title) : '该页面';
}
