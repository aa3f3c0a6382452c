import { afterLoginTarget } from '../../../app/guard';
import { loadCurrentUser } from '../../../app/session-actions';
import { useSession } from '../../../stores/session-store';

/** Loads the user so the permission routes exist, then picks the landing route. */
export async function afterLogin(redirectParam: string | null): Promise<string> {
  await loadCurrentUser().catch(() => undefined);
  return afterLoginTarget(redirectParam, useSession.getState().routes);
}
