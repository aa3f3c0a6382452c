import { createElement } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getToken } from '../lib/cookies';
import { setNavigator } from '../lib/navigation';
import { notify } from '../lib/notify';
import { useSession } from '../stores/session-store';
import { guard, type GuardDeps } from '../lib/guard';
import { RootShell } from './root-shell';
import { ROUTES, type RouteDef } from '../lib/routes';
import { routePage } from './pages';
import { loadCurrentUser } from '../lib/session-actions';

const deps: GuardDeps = {
  getToken,
  getUser: () => useSession.getState().user,
  getRoutes: () => useSession.getState().routes,
  loadUser: loadCurrentUser,
  resetToken: () => useSession.getState().resetToken(),
  showError: (m) => void notify.error(m, 3),
};

async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const outcome = await guard(url.pathname, url.search, deps);
  if (outcome.kind === 'redirect') throw redirect(outcome.to);
  return null;
}

/** Routes whose loader always redirects. */
const Empty = () => null;

function toRoute(def: RouteDef): RouteObject {
  return {
    path: def.path,
    loader: guardLoader,
    handle: def,
    lazy: async () => {
      const mod = await routePage(def)();
      return { Component: () => createElement(mod.default, { route: def }) };
    },
  };
}

export function createAppRouter() {
  const router = createBrowserRouter([
    {
      Component: RootShell,
      HydrateFallback: () => null,
      children: [
        { path: '/', loader: guardLoader, Component: Empty },
        { path: '/tenant', loader: guardLoader, Component: Empty },
        ...ROUTES.filter((r) => r.layout === 'blank').map(toRoute),
        {
          lazy: async () => ({ Component: (await import('./layout/main-layout')).MainLayout }),
          children: ROUTES.filter((r) => r.layout === 'main').map(toRoute),
        },
        { path: '*', loader: guardLoader, Component: Empty },
      ],
    },
  ]);
  setNavigator((to, opts) => void router.navigate(to, opts));
  return router;
}
