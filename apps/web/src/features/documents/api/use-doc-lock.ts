import { useEffect, useRef, useState } from 'react';
import type { DocEditCalls } from './doc-edit';

/** Renewed well within the server's DOC_LOCK_SECONDS (90 s), so one late renewal does not lose it. */
export const LOCK_RENEW_MS = 30_000;

export interface LockState {
  held: boolean;
  lockedByName: string;
}

/**
 * The soft edit lock while `wanted`: taken at once, renewed every 30 s, released when the tab is hidden for good
 * (pagehide, sent with keepalive) or the editor closes. `onGained` runs when it is taken after someone else held it,
 * so the page can load what they saved.
 */
export function useDocLock(calls: DocEditCalls, wanted: boolean, onGained: () => void): LockState | null {
  const [lock, setLock] = useState<LockState | null>(null);
  const gained = useRef(onGained);
  gained.current = onGained;
  useEffect(() => {
    if (!wanted) return;
    let stopped = false;
    let heldBefore: boolean | null = null;
    const take = () =>
      calls.lock().then(
        (l) => {
          if (stopped) return;
          if (l.held && heldBefore === false) gained.current();
          heldBefore = l.held;
          setLock({ held: l.held, lockedByName: l.lockedByName });
        },
        () => undefined,
      );
    void take();
    const timer = window.setInterval(() => void take(), LOCK_RENEW_MS);
    const release = () => void calls.unlock(true).catch(() => undefined);
    window.addEventListener('pagehide', release);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('pagehide', release);
      if (heldBefore) release();
    };
  }, [calls, wanted]);
  return wanted ? lock : null;
}
