import { SUPER_ADMIN_ID, type CurrentUser } from '@notaria/contracts';
import { landingPath, type PermissionRoute } from './permission-routes';
import { findRoute, HOME_PATH, REDIRECTS, type RouteDef } from './routes';

export const NO_ACCESS_MESSAGE = '您无权访问此页面，已跳转到登录页';
export const USER_INFO_EMPTY_MESSAGE = '获取用户信息失败，请重新登录';
export const ROLE_LIST_EMPTY_MESSAGE = '角色列表不能为空';

export interface GuardDeps {
  getToken(): string | undefined;
  getUser(): CurrentUser | null;
  getRoutes(): PermissionRoute[];
  /** Fetches the current user and stores it (building the permission routes). */
  loadUser(): Promise<void>;
  resetToken(): void;
  showError(message: string): void;
}

export type GuardOutcome = { kind: 'allow'; route?: RouteDef } | { kind: 'redirect'; to: string };

const redirect = (to: string): GuardOutcome => ({ kind: 'redirect', to });
const toLogin = (target: string) => redirect(`/login?redirect=${encodeURIComponent(target)}`);

/** Throws the messages of spec §8 for unusable user info. */
export function checkCurrentUser(data: CurrentUser | null | undefined): CurrentUser {
  if (!data) throw new Error(USER_INFO_EMPTY_MESSAGE);
  if (!data.roleList?.length) throw new Error(ROLE_LIST_EMPTY_MESSAGE);
  return data;
}

function errorText(e: unknown): string {
  if (e && typeof e === 'object') {
    const err = e as { display?: string; message?: string };
    return err.display || err.message || 'Has Error';
  }
  return 'Has Error';
}

/** Where the user goes after sign-in: the redirect target when given, else the first permitted route. */
export function afterLoginTarget(redirectParam: string | null, routes: readonly PermissionRoute[]): string {
  if (redirectParam && redirectParam.startsWith('/') && !redirectParam.startsWith('//') && !redirectParam.startsWith('/login')) {
    return redirectParam;
  }
  return landingPath(routes) ?? '/401';
}

/** The navigation rules of spec §2 and session states of §4, decided for one URL. */
export async function guard(pathname: string, search: string, deps: GuardDeps): Promise<GuardOutcome> {
  const target = pathname + search;
  const route = findRoute(pathname);

  if (!deps.getToken()) return route?.public ? { kind: 'allow', route } : toLogin(target);
  if (pathname === '/login') return redirect('/');
  if (route?.public) return { kind: 'allow', route };

  if (!deps.getUser()) {
    try {
      await deps.loadUser();
    } catch (e) {
      deps.resetToken();
      deps.showError(errorText(e));
      return toLogin(target);
    }
  }
  const user = deps.getUser()!;
  const routes = deps.getRoutes();

  if (user.mustChangePassword && pathname !== '/change-password') return redirect('/change-password');
  if (pathname === '/') {
    const home = routes.find((r) => r.path === HOME_PATH);
    return redirect((home && !home.hidden ? HOME_PATH : (landingPath(routes) ?? '/401')) + search);
  }
  if (REDIRECTS[pathname]) return redirect(REDIRECTS[pathname] + search);
  if (!route) return redirect('/404');
  if (route.superAdmin && user.id !== SUPER_ADMIN_ID) return redirect('/401');
  if (route.permission) {
    const permitted = routes.find((r) => r.permission === route.permission);
    if (!permitted || permitted.hidden) {
      deps.showError(NO_ACCESS_MESSAGE);
      deps.resetToken();
      return redirect('/login');
    }
  }
  return { kind: 'allow', route };
}
