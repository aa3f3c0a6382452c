import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken, getToken } from './cookies';
import { setNavigator } from './navigation';
import { setNotifier } from './notify';
import { ApiError, LOGIN_EXPIRED_MESSAGE, request, resetRequestState, TIMEOUT_MS } from './request';

type Call = { content: string; seconds: number };

function reply(status: number, body: unknown, statusText = '') {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

describe('request layer', () => {
  let shown: Call[];
  let navigate: ReturnType<typeof vi.fn<(to: string, opts?: { replace?: boolean }) => void>>;
  let fetchMock: ReturnType<typeof vi.fn>;
  let closeMessage: () => void;

  beforeEach(() => {
    shown = [];
    navigate = vi.fn<(to: string, opts?: { replace?: boolean }) => void>();
    resetRequestState();
    setNavigator(navigate);
    setNotifier({
      error: (content, seconds) => {
        shown.push({ content, seconds });
        return new Promise((resolve) => (closeMessage = () => resolve(true)));
      },
      success: () => undefined,
    });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/system/account?tid=7');
    setToken('tok-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setNotifier(null);
  });

  it('resolves data and sends credentials, satoken and tid headers', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true, message: 'ok', data: { a: 1 }, requestId: 'r1' }));
    await expect(request({ url: '/x', params: { q: '中', empty: undefined } })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/x?q=%E4%B8%AD');
    expect(init.credentials).toBe('include');
    expect(init.headers.satoken).toBe('tok-1');
    expect(init.headers.tid).toBe('7');
    expect(TIMEOUT_MS).toBe(600000);
  });

  it('shows the server message with the request id for 3 s and rejects', async () => {
    fetchMock.mockResolvedValue(reply(400, { success: false, message: '账号或密码错误', data: null, requestId: 'abc', code: 'LOGIN_FAILED' }));
    const err = await request({ url: '/auth/login', method: 'POST', data: {} }).catch((e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('LOGIN_FAILED');
    expect(shown).toEqual([{ content: '账号或密码错误（请求编号：abc）', seconds: 3 }]);
  });

  it('treats success=false with HTTP 200 as an error too', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: false, message: '数据已存在或已被修改', data: null, requestId: 'q9' }));
    await expect(request({ url: '/y' })).rejects.toBeInstanceOf(ApiError);
    expect(shown[0].content).toBe('数据已存在或已被修改（请求编号：q9）');
  });

  it('falls back to the status text, then to Error', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(request({ url: '/y' })).rejects.toThrow('Bad Gateway');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(request({ url: '/y' })).rejects.toThrow('Error');
    expect(shown.map((s) => s.content)).toEqual(['Bad Gateway', 'Error']);
    expect(shown.every((s) => s.seconds === 3)).toBe(true);
  });

  it('shows the login-expired message once for concurrent failures, then resets the token and goes to the root', async () => {
    fetchMock.mockImplementation(async () =>
      reply(401, { success: false, message: LOGIN_EXPIRED_MESSAGE, data: null, requestId: 'x', code: 'REQUIRED_LOGIN' }),
    );
    const results = await Promise.allSettled([request({ url: '/a' }), request({ url: '/b' }), request({ url: '/c' })]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(shown).toEqual([{ content: '登录状态已失效，即将跳转到登录页面', seconds: 1.5 }]);
    expect(navigate).not.toHaveBeenCalled();
    closeMessage();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/', undefined));
    expect(getToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('sends a user who must change the password to the change-password page, without an error message', async () => {
    const refusal = { success: false, message: '请先修改初始密码，再使用系统', data: null, requestId: 'x', code: 'PASSWORD_CHANGE_REQUIRED' };
    fetchMock.mockImplementation(async () => reply(403, refusal));
    await expect(request({ url: '/business/page' })).rejects.toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', status: 403 });
    expect(shown).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/change-password', { replace: true });
    expect(getToken()).toBe('tok-1');
  });

  it('a refusal for a session that has since ended or been replaced does not sign the new one out', async () => {
    const expired = { success: false, message: LOGIN_EXPIRED_MESSAGE, data: null, requestId: 'x', code: 'REQUIRED_LOGIN' };
    let answer!: () => void;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = () => resolve(reply(401, expired)))));
    const stale = request({ url: '/a' }).catch(() => undefined);
    setToken('tok-2'); // signed out, and the next user signed in, while the request was on its way
    answer();
    await stale;
    expect(shown).toEqual([]);
    fetchMock.mockImplementation(async () => reply(401, expired));
    const current = request({ url: '/b' }).catch(() => undefined);
    await current;
    setToken('tok-3'); // signed in again while the message is on screen
    closeMessage();
    await new Promise((r) => setTimeout(r, 10));
    expect(getToken()).toBe('tok-3');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays quiet for silent calls', async () => {
    fetchMock.mockResolvedValue(reply(500, { success: false, message: '服务器内部错误', data: null, requestId: 'z' }));
    const err = (await request({ url: '/auth/current-user', silent: true }).catch((e) => e)) as ApiError;
    expect(err.display).toBe('服务器内部错误（请求编号：z）');
    expect(shown).toEqual([]);
  });
});
