import { queryClient } from '../../../lib/query-client';
import { SocketClient } from '../../../lib/socket';
import { useSession } from '../../../stores/session-store';
import { noticeKeys } from '../api/notices';

/** The one live channel of the signed-in user. */
export const noticeSocket = new SocketClient({
  // Anything sent while the socket was down is fetched again.
  onReconnect: () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  // The session is gone: the next call gets REQUIRED_LOGIN and the request layer signs the user out.
  onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: noticeKeys.unread }),
});

/**
 * Keeps a socket client connected while a user is signed in (token and user info present) and
 * stops it on logout. Returns the function that unbinds and stops it.
 */
export function bindSocketToSession(client: SocketClient = noticeSocket, store = useSession) {
  const sync = (s: { token: string | undefined; user: unknown }) => {
    if (s.token && s.user) client.start(s.token);
    else client.stop();
  };
  sync(store.getState());
  const unsubscribe = store.subscribe(sync);
  return () => {
    unsubscribe();
    client.stop();
  };
}
