import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { buildPermissionRoutes } from '../app/permission-routes';
import type { RouteDef } from '../app/routes';
import { RouteDefContext } from '../components/access';
import { useSession } from '../stores/session-store';

export interface Call {
  method: string;
  path: string;
  params: Record<string, string>;
  body: unknown;
}

export type Reply = { data: unknown } | { status: number; message: string };
type Handler = (call: Call) => Reply | undefined;

export const ok = (data: unknown): Reply => ({ data });
export const refuse = (status: number, message: string): Reply => ({ status, message });

/** Replaces fetch below the request layer: `routes` maps "METHOD /path" to a reply; every call is recorded. */
export function stubApi(routes: Record<string, Reply | Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const call: Call = {
        method,
        path: url.pathname.replace(/^\/api/, ''),
        params: Object.fromEntries(url.searchParams),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[`${method} ${call.path}`];
      const reply = typeof route === 'function' ? route(call) : route;
      if (!reply) return new Response(JSON.stringify({ success: false, message: '未找到', data: null, requestId: 'r0' }), { status: 404 });
      if ('data' in reply) return new Response(JSON.stringify({ success: true, message: 'ok', data: reply.data, requestId: 'r1' }), { status: 200 });
      return new Response(JSON.stringify({ success: false, message: reply.message, data: null, requestId: 'r2', code: 'CONFLICT' }), { status: reply.status });
    }),
  );
  return {
    calls,
    of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

// jsdom lacks what antd's popups measure with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/**
 * Renders inside a page (`page` = "section:page", for <Access>) with the given permissions granted. The
 * route table is not loaded: <Access> only needs the page's permission.
 */
export function renderWithApp(ui: ReactNode, { page, permissions = [] }: { page?: string; permissions?: string[] } = {}) {
  useSession.setState({ token: 't', routes: buildPermissionRoutes(permissions) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const route = page ? ({ permission: page } as RouteDef) : null;
  return render(
    <QueryClientProvider client={client}>
      <App>
        <RouteDefContext.Provider value={route}>{ui}</RouteDefContext.Provider>
      </App>
    </QueryClientProvider>,
  );
}
