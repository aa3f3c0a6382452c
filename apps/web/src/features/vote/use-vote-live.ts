import { VOTE_MESSAGE_TYPE, type VoteLive } from '@notaria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SocketClient } from '../../lib/socket';
import { useSession } from '../../stores/session-store';
import { voteKeys } from './api';

const isLive = (d: unknown): d is VoteLive =>
  !!d && typeof d === 'object' && typeof (d as VoteLive).id === 'number' && typeof (d as VoteLive).cast === 'number';

/**
 * Live counts of the votes this user takes part in or started, by vote id, while the page is open. A vote that
 * leaves 表决中 refreshes the list and its detail, so the result shows at once.
 */
export function useVoteLive(factory: () => SocketClient = () => new SocketClient()) {
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const [live, setLive] = useState<Record<number, VoteLive>>({});

  useEffect(() => {
    if (!token) return;
    const client = factory();
    const off = client.onMessage(VOTE_MESSAGE_TYPE, (data) => {
      if (!isLive(data)) return;
      setLive((l) => ({ ...l, [data.id]: data }));
      void queryClient.invalidateQueries({ queryKey: data.status === 'OPEN' ? voteKeys.detail(data.id) : voteKeys.all });
    });
    client.start(token);
    return () => {
      off();
      client.stop();
    };
    // The factory is fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, queryClient]);

  return live;
}
