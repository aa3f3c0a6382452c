import { findRoute } from '../../app/routes';
import { isSuperAdmin, useSession } from '../../stores/session-store';

/**
 * Whether the signed-in user may open a notice's link. Following a link to a page the user is not
 * granted would count as opening a blocked route (which signs the user out), so such links are not
 * offered.
 */
export function canOpenLink(link: string): boolean {
  if (!link || !link.startsWith('/')) return false;
  const route = findRoute(link.split(/[?#]/)[0]);
  if (!route || route.public) return false;
  const { routes, user } = useSession.getState();
  if (route.superAdmin) return isSuperAdmin(user);
  if (!route.permission) return !route.hidden;
  const granted = routes.find((r) => r.permission === route.permission);
  return !!granted && !granted.hidden;
}
