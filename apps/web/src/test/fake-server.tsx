import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { buildPermissionRoutes } from '../lib/permission-routes';
import { findRoute, type RouteDef } from '../lib/routes';
import { RouteDefContext } from '../components/access';
import { useSession } from '../stores/session-store';
import { setNotifier } from '../lib/notify';

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

export const envelope = (data: unknown, success = true, message = 'ok', status = success ? 200 : 400) =>
  new Response(JSON.stringify({ success, message, data, requestId: 'r1', ...(success ? {} : { code: 'CONFLICT' }) }), { status });

/** Replaces `fetch` with `answer`, given each request's method, URL and parsed JSON body. */
export function stubFetch(answer: (call: Call) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) =>
      answer({
        method: init?.method ?? 'GET',
        url: new URL(input, 'http://localhost'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      }),
    ),
  );
}

/** Answers `fetch` with `handler` (path without /api) and records every call. */
export function fakeServer(handler: (method: string, path: string, url: URL, body: unknown) => Response | undefined) {
  const calls: Call[] = [];
  stubFetch((call) => {
    calls.push(call);
    return handler(call.method, call.url.pathname.replace(/^\/api/, ''), call.url, call.body) ?? envelope(null, false, 'not found', 404);
  });
  return calls;
}

/** Serves `total` rows at `path`, page by page at the size asked (`row(n)` makes one), and records every call. */
export function pagedServer(path: string, total: number, row: (n: number) => unknown) {
  return fakeServer((_m, p, url) => {
    if (p !== path) return undefined;
    const current = Number(url.searchParams.get('current'));
    const size = Number(url.searchParams.get('size'));
    const length = Math.max(0, Math.min(size, total - (current - 1) * size));
    return envelope({ list: Array.from({ length }, (_, i) => row(current * 1000 + i)), total });
  });
}

export const paramsOf = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.pathname === `/api${path}`).map((c) => Object.fromEntries(c.url.searchParams));

export const bodiesOf = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.pathname === `/api${path}`).map((c) => c.body);

/** Undoes what a page test set up: the stubbed fetch, the notifier and the signed-in session. */
export function resetApp() {
  vi.unstubAllGlobals();
  setNotifier(null);
  useSession.setState({ token: undefined, user: null, id: null, routes: [] });
}

/** Renders `children` inside the app's providers on `route`, for a user holding `permissions`. */
export function renderInApp(children: ReactNode, route: RouteDef | null, permissions: string[]) {
  useSession.setState({ token: 't', routes: buildPermissionRoutes(permissions) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <RouteDefContext.Provider value={route}>{children}</RouteDefContext.Provider>
      </App>
    </QueryClientProvider>,
  );
}

/** Renders `children` as the page at `path`, for a user holding `permissions`. */
export const renderPage = (children: ReactNode, path: string, permissions: string[]) => renderInApp(children, findRoute(path)!, permissions);
