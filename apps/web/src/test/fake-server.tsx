import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { buildPermissionRoutes } from '../app/permission-routes';
import { findRoute } from '../app/routes';
import { RouteDefContext } from '../components/access';
import { useSession } from '../stores/session-store';

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

export const envelope = (data: unknown, success = true, message = 'ok', status = success ? 200 : 400) =>
  new Response(JSON.stringify({ success, message, data, requestId: 'r1', ...(success ? {} : { code: 'CONFLICT' }) }), { status });

/** Answers `fetch` with `handler` (path without /api) and records every call. */
export function fakeServer(handler: (method: string, path: string, url: URL, body: unknown) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      return handler(method, url.pathname.replace(/^\/api/, ''), url, body) ?? envelope(null, false, 'not found', 404);
    }),
  );
  return calls;
}

export const paramsOf = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.pathname === `/api${path}`).map((c) => Object.fromEntries(c.url.searchParams));

export const bodiesOf = (calls: Call[], method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === `/api${path}`).map((c) => c.body);

// jsdom lacks what antd's popovers and virtual lists measure with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** Renders `children` as the page at `path`, for a user holding `permissions`. */
export function renderPage(children: ReactNode, path: string, permissions: string[]) {
  useSession.setState({ token: 't', routes: buildPermissionRoutes(permissions) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <RouteDefContext.Provider value={findRoute(path)!}>{children}</RouteDefContext.Provider>
      </App>
    </QueryClientProvider>,
  );
}
