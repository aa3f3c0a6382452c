import { HEADER_DOC_TOKEN, HEADER_MEET_TOKEN, HEADER_TENANT, HEADER_TOKEN, type ApiEnvelope } from '@notaria/contracts';
import { getToken } from './cookies';
import { currentTid, navigateTo } from './navigation';
import { notify } from './notify';
import { useSession } from '../stores/session-store';
import { xhrFetch, type UploadProgress } from './xhr-fetch';

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
  /**
   * The document editor's credential (`x-doc-token`), sent instead of the session: no session token, tenant or
   * cookie goes with the call, and a refusal never signs the session out.
   */
  docToken?: string;
  /** A meeting guest's credential (`x-meet-token`), sent like `docToken` instead of the session. */
  meetToken?: string;
  /** The call may outlive the page (an unlock sent while the tab closes). */
  keepalive?: boolean;
  /** Reports how much of `body` has been sent (an upload's progress bar); the call then goes by XMLHttpRequest. */
  onUploadProgress?: UploadProgress;
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

/** A call with a document or meeting token instead of the session. */
const isGuest = (opts: RequestOptions) => opts.docToken !== undefined || opts.meetToken !== undefined;

/** Sends a call with the session's token and tenant; answers the response if it is a success, else shows and throws the refusal. */
async function send(opts: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, ...opts.headers };
  const guest = isGuest(opts);
  const token = guest ? undefined : getToken();
  if (opts.docToken !== undefined) headers[HEADER_DOC_TOKEN] = opts.docToken;
  if (opts.meetToken !== undefined) headers[HEADER_MEET_TOKEN] = opts.meetToken;
  if (token) headers[HEADER_TOKEN] = token;
  const tid = guest ? undefined : currentTid();
  if (tid) headers[HEADER_TENANT] = tid;
  if (opts.data !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const progress = opts.onUploadProgress;
  const transport = progress ? (url: string, init: RequestInit) => xhrFetch(url, init, progress) : fetch;
  let res: Response;
  try {
    res = await transport(buildUrl(opts.url, opts.params), {
      method: opts.method ?? 'GET',
      headers,
      credentials: guest ? 'omit' : 'include',
      keepalive: opts.keepalive,
      body: opts.body ?? (opts.data === undefined ? undefined : JSON.stringify(opts.data)),
      signal,
    });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    const msg = timeout.aborted ? '请求超时，请稍后重试' : '网络连接失败，请检查网络';
    if (!opts.silent) notify.error(msg, 3);
    throw new ApiError(msg, 0);
  }
  if (res.ok) return res;
  throw refusal(res, await readBody(res), opts, token);
}

/** The error of a refused call, after showing it (or, for an ended session, signing out). */
function refusal(res: Response, body: Partial<ApiEnvelope> | null, opts: RequestOptions, token: string | undefined): ApiError {
  const requestId = body?.requestId || res.headers.get('x-request-id') || undefined;
  if (body?.code === 'REQUIRED_LOGIN') {
    if (!opts.silent && token && token === getToken()) handleLoginExpired(token);
    return new ApiError(LOGIN_EXPIRED_MESSAGE, res.status, body.code, requestId);
  }
  const message = body?.message || res.statusText || 'Error';
  if (body?.code === 'PASSWORD_CHANGE_REQUIRED') {
    // The server holds back everything but the password change: go there instead of showing an error.
    if (window.location.pathname !== '/change-password') navigateTo('/change-password', { replace: true });
    return new ApiError(message, res.status, body.code, requestId);
  }
  if (!opts.silent) notify.error(withRequestId(message, requestId), 3);
  return new ApiError(message, res.status, body?.code, requestId);
}

/** A JSON call: answers the envelope's `data`. */
export async function request<T>(opts: RequestOptions): Promise<T> {
  const token = isGuest(opts) ? undefined : getToken();
  const res = await send(opts, 'application/json');
  const body = await readBody(res);
  if (body?.success) return body.data as T;
  throw refusal(res, body, opts, token);
}

/** A download: answers the file and the name the server gives it (`content-disposition`), else `fallbackName`. */
export async function requestFile(opts: RequestOptions, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  const res = await send(opts, '*/*');
  return { blob: await res.blob(), name: fileNameOf(res.headers.get('content-disposition'), fallbackName) };
}

/** The file name of `content-disposition`: `filename*=UTF-8''…` (Chinese names) before the plain `filename=`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/** For tests: forget that the login-expired message is on screen. */
export function resetRequestState() {
  loginExpiredShowing = false;
}
