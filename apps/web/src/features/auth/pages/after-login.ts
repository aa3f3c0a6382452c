import { afterLoginTarget } from '../../../lib/guard';
import { loadCurrentUser } from '../../../lib/session-actions';
import { useSession } from '../../../stores/session-store';

/**
 * Loads the user so the permission routes exist, then picks the landing route. If loading fails the
 * route guard retries on the way and reports the error.
 */
export async function afterLogin(redirectParam: string | null): Promise<string> {
  try {
    await loadCurrentUser();
  } catch {
    return afterLoginTarget(redirectParam, []).replace(/^\/401$/, '/');
  }
  return afterLoginTarget(redirectParam, useSession.getState().routes);
}
