import { createContext, useContext, type ReactNode } from 'react';
import type { RouteDef } from '../lib/routes';
import { useSession } from '../stores/session-store';

/** The route a page belongs to; kept views keep their own even while another view is shown. */
export const RouteDefContext = createContext<RouteDef | null>(null);

export interface AccessApi {
  granted: readonly string[];
  can(fn: string): boolean;
}

/** The functions granted on the current page (third segments of the matching permissions). */
export function useAccess(): AccessApi {
  const def = useContext(RouteDefContext);
  const routes = useSession((s) => s.routes);
  const granted = routes.find((r) => r.permission === def?.permission)?.granted ?? [];
  return { granted, can: (fn) => granted.includes(fn) };
}

export function Access({ fn, children, fallback = null }: { fn: string; children: ReactNode; fallback?: ReactNode }) {
  return <>{useAccess().can(fn) ? children : fallback}</>;
}
