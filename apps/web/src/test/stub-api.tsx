import type { ReactNode } from 'react';
import type { RouteDef } from '../lib/routes';
import { envelope, renderInApp, stubFetch } from './fake-server';

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
  stubFetch(({ method, url, body }) => {
    const call: Call = { method, path: url.pathname.replace(/^\/api/, ''), params: Object.fromEntries(url.searchParams), body };
    calls.push(call);
    const route = routes[`${method} ${call.path}`];
    const reply = typeof route === 'function' ? route(call) : route;
    if (!reply) return envelope(null, false, '未找到', 404);
    return 'data' in reply ? envelope(reply.data) : envelope(null, false, reply.message, reply.status);
  });
  return {
    calls,
    of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/**
 * Renders inside a page (`page` = "section:page", for <Access>) with the given permissions granted. The
 * route table is not loaded: <Access> only needs the page's permission.
 */
export const renderWithApp = (ui: ReactNode, { page, permissions = [] }: { page?: string; permissions?: string[] } = {}) =>
  renderInApp(ui, page ? ({ permission: page } as RouteDef) : null, permissions);
