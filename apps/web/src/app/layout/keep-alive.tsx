import { Activity, useRef, type ReactElement } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { RouteDefContext } from '../../components/access';
import { useTags } from '../../stores/tags-store';
import { findRoute, type RouteDef } from '../../lib/routes';

interface Kept {
  element: ReactElement;
  def: RouteDef;
  version: number;
}

/**
 * Renders the current view and keeps every visited cacheable view mounted but hidden (React
 * Activity), so its state survives tab switches. noCache views and closed tabs are dropped.
 */
export function KeepAlive() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const visited = useTags((s) => s.visited);
  const versions = useTags((s) => s.versions);
  const kept = useRef(new Map<string, Kept>());
  const def = findRoute(pathname);
  const cacheable = !!def && !def.noCache && !!outlet;

  if (cacheable) kept.current.set(pathname, { element: outlet, def, version: versions[pathname] ?? 0 });
  for (const [path, k] of kept.current) {
    const open = visited.some((v) => v.path === path) || path === pathname;
    if (!open || (versions[path] ?? 0) !== k.version) kept.current.delete(path);
  }

  return (
    <>
      {[...kept.current].map(([path, k]) => (
        <Activity key={`${path}#${k.version}`} mode={path === pathname ? 'visible' : 'hidden'}>
          <RouteDefContext.Provider value={k.def}>{k.element}</RouteDefContext.Provider>
        </Activity>
      ))}
      {!cacheable && <RouteDefContext.Provider value={def ?? null}>{outlet}</RouteDefContext.Provider>}
    </>
  );
}
