import { EVIDENCE_MESSAGE_TYPE, type EvidenceProgress } from '@notaria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SocketClient } from '../../../lib/socket';
import { useSession } from '../../../stores/session-store';
import { evidenceKeys } from '../api/keys';

const isProgress = (d: unknown): d is EvidenceProgress =>
  !!d && typeof d === 'object' && typeof (d as EvidenceProgress).id === 'number' && typeof (d as EvidenceProgress).status === 'string';

/**
 * The live progress of this operator's captures, by record id, while the page is open. A capture that leaves
 * 取证中 (待确认 or 取证失败) refreshes the list and its detail, so the row's status and actions follow at once.
 */
export function useEvidenceProgress(factory: () => SocketClient = () => new SocketClient()) {
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Record<number, EvidenceProgress>>({});

  useEffect(() => {
    if (!token) return;
    const client = factory();
    const off = client.onMessage(EVIDENCE_MESSAGE_TYPE, (data) => {
      if (!isProgress(data)) return;
      setProgress((p) => ({ ...p, [data.id]: data }));
      if (data.status !== 'CAPTURING') {
        void queryClient.invalidateQueries({ queryKey: evidenceKeys.all });
      }
    });
    client.start(token);
    return () => {
      off();
      client.stop();
    };
    // The factory is fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, queryClient]);

  return progress;
}
