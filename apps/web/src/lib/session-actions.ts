import { authApi, fileApi } from '@notaria/contracts';
import { call } from './api';
import { navigateTo } from './navigation';
import { queryClient } from './query-client';
import { useSession } from '../stores/session-store';
import { useTags } from '../stores/tags-store';
import { checkCurrentUser } from './guard';
import { landingPath } from './permission-routes';

// Session actions shared by the shell and the features: sign-in completion, sign-out and the role switch. The
// calls are silent: the route guard (or the caller) decides what to show when one fails.

/** Token present, no user info yet: fetch it, build the routes, and fetch the file base URL once. */
export async function loadCurrentUser() {
  const user = checkCurrentUser(await call(authApi.currentUser, {}, { silent: true }));
  useSession.getState().setUser(user);
  if (!useSession.getState().fileBaseUrl) {
    call(fileApi.baseUrl, {}, { silent: true })
      .then((url) => useSession.getState().setFileBaseUrl(url ?? ''))
      .catch(() => undefined);
  }
}

export async function logout() {
  await call(authApi.logout, {}, { silent: true }).catch(() => undefined);
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
  const user = checkCurrentUser(await call(authApi.switchRole, { body: { roleId } }));
  useSession.getState().setUser(user);
  useTags.getState().clear();
  queryClient.clear();
  navigateTo(to?.allowed() ? to.path : (landingPath(useSession.getState().routes) ?? '/401'), { replace: true });
}
