import { getCurrentUser } from '../features/auth/api/get-current-user';
import { getFileBaseUrl } from '../features/auth/api/get-file-base-url';
import { logout as logoutCall } from '../features/auth/api/logout';
import { switchRole as switchRoleCall } from '../features/auth/api/switch-role';
import { navigateTo } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { useSession } from '../stores/session-store';
import { useTags } from '../stores/tags-store';
import { checkCurrentUser } from './guard';
import { landingPath } from './permission-routes';

/** Token present, no user info yet: fetch it, build the routes, and fetch the file base URL once. */
export async function loadCurrentUser() {
  const user = checkCurrentUser(await getCurrentUser());
  useSession.getState().setUser(user);
  if (!useSession.getState().fileBaseUrl) {
    getFileBaseUrl()
      .then((url) => useSession.getState().setFileBaseUrl(url ?? ''))
      .catch(() => undefined);
  }
}

export async function logout() {
  await logoutCall().catch(() => undefined);
  useSession.getState().resetToken();
  useTags.getState().clear();
  queryClient.clear();
  navigateTo('/', { replace: true });
}

/**
 * The role switch happens on the server; the client then rebuilds routes and clears the tabs. `to`
 * (e.g. the 审批 page of a case) is opened afterwards when the new role may open it, else the landing page.
 */
export async function switchRole(roleId: number, to?: { path: string; allowed(): boolean }) {
  const user = checkCurrentUser(await switchRoleCall({ roleId }));
  useSession.getState().setUser(user);
  useTags.getState().clear();
  queryClient.clear();
  navigateTo(to?.allowed() ? to.path : (landingPath(useSession.getState().routes) ?? '/401'), { replace: true });
}
