import type { TestContext } from './context.ts';

export interface Answer<T = any> {
  status: number;
  body: { success: boolean; message: string; data: T; code?: string; requestId: string };
}

/** A client of the API signed in with `token` (and optionally working in tenant `tid`). */
export function client(ctx: TestContext, token: string, tid?: number) {
  const call = async <T = any>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    query?: Record<string, unknown>,
  ): Promise<Answer<T>> => {
    const q = query
      ? `?${new URLSearchParams(
          Object.entries(query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)] as [string, string]),
        )}`
      : '';
    const res = await ctx.app.inject({
      method,
      url: `/api${url}${q}`,
      headers: { satoken: token, ...(tid ? { tid: String(tid) } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    get: <T = any>(url: string, query?: Record<string, unknown>) => call<T>('GET', url, undefined, query),
    post: <T = any>(url: string, body: unknown) => call<T>('POST', url, body),
    put: <T = any>(url: string, body: unknown) => call<T>('PUT', url, body),
    del: <T = any>(url: string, id: number) => call<T>('DELETE', url, undefined, { id }),
  };
}
export type Client = ReturnType<typeof client>;
