import { HEADER_TENANT, HEADER_TOKEN, type ApiEnvelope } from '@notaria/contracts';
import { getToken } from './cookies';
import { currentTid, navigateTo } from './navigation';
import { notify } from './notify';
import { useSession } from '../stores/session-store';

export const BASE_URL = '/api';
export const TIMEOUT_MS = 600_000;
export const LOGIN_EXPIRED_MESSAGE = '登录状态已失效，即将跳转到登录页面';

export interface RequestOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string | number | boolean | undefined | null>;
  data?: unknown;
  /** A raw body sent as it is, instead of `data`: a file with `headers['Content-Type']`, or multipart FormData. */
  body?: Blob | FormData;
  headers?: Record<string, string>;
  /** The caller shows its own feedback; nothing is shown and no redirect happens. */
  silent?: boolean;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The message as users see it, with the request id. */
  get display() {
    return withRequestId(this.message, this.requestId);
  }
}

export function withRequestId(message: string, requestId?: string) {
  return requestId ? `${message}（请求编号：${requestId}）` : message;
}

let loginExpiredShowing = false;

/**
 * The session of `expired` ended: say so, then sign out. Only while that token is still the current one:
 * a request still in flight when its user signed out (or someone else signed in) must not end the new session.
 */
function handleLoginExpired(expired: string) {
  if (loginExpiredShowing) return;
  loginExpiredShowing = true;
  void Promise.resolve(notify.error(LOGIN_EXPIRED_MESSAGE, 1.5)).then(() => {
    loginExpiredShowing = false;
    if (getToken() !== expired) return;
    useSession.getState().resetToken();
    navigateTo('/');
  });
}

function buildUrl(url: string, params?: RequestOptions['params']) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const q = qs.toString();
  return `${BASE_URL}${url}${q ? (url.includes('?') ? '&' : '?') + q : ''}`;
}

async function readBody(res: Response): Promise<Partial<ApiEnvelope> | null> {
  try {
    return (await res.json()) as Partial<ApiEnvelope>;
  } catch {
    return null;
  }
}

export async function request<T>(opts: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const token = getToken();
  if (token) headers[HEADER_TOKEN] = token;
  const tid = currentTid();
  if (tid) headers[HEADER_TENANT] = tid;
  if (opts.data !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(buildUrl(opts.url, opts.params), {
      method: opts.method ?? 'GET',
      headers,
      credentials: 'include',
      body: opts.body ?? (opts.data === undefined ? undefined : JSON.stringify(opts.data)),
      signal,
    });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    const msg = timeout.aborted ? '请求超时，请稍后重试' : '网络连接失败，请检查网络';
    if (!opts.silent) notify.error(msg, 3);
    throw new ApiError(msg, 0);
  }

  const body = await readBody(res);
  if (res.ok && body?.success) return body.data as T;

  const requestId = body?.requestId || res.headers.get('x-request-id') || undefined;
  if (body?.code === 'REQUIRED_LOGIN') {
    if (!opts.silent && token && token === getToken()) handleLoginExpired(token);
    throw new ApiError(LOGIN_EXPIRED_MESSAGE, res.status, body.code, requestId);
  }
  const message = body?.message || res.statusText || 'Error';
  if (body?.code === 'PASSWORD_CHANGE_REQUIRED') {
    // The server holds back everything but the password change: go there instead of showing an error.
    if (window.location.pathname !== '/change-password') navigateTo('/change-password', { replace: true });
    throw new ApiError(message, res.status, body.code, requestId);
  }
  if (!opts.silent) notify.error(withRequestId(message, requestId), 3);
  throw new ApiError(message, res.status, body?.code, requestId);
}

/** For tests: forget that the login-expired message is on screen. */
export function resetRequestState() {
  loginExpiredShowing = false;
}
