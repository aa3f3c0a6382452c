import { evidenceDepositApi } from '@notaria/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './api';
import { setToken } from './cookies';
import { setNotifier } from './notify';
import { ApiError, resetRequestState } from './request';

/** The XMLHttpRequest a browser would give: records what was sent, and answers when the test says so. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  responseType = '';
  body: unknown;
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  responseHeaders = '';
  aborted = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  answer(status: number, body: unknown, headers = 'content-type: application/json\r\nx-request-id: r7\r\n') {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Bad Request';
    this.response = new TextEncoder().encode(JSON.stringify(body)).buffer;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

describe('uploads with progress', () => {
  let shown: string[];
  beforeEach(() => {
    shown = [];
    resetRequestState();
    setNotifier({ error: (content) => void shown.push(content), success: () => undefined });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('an upload with progress must not go by fetch'))),
    );
    window.history.replaceState(null, '', '/evidence/existList?tid=7');
    setToken('tok-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setNotifier(null);
  });

  const form = () => {
    const f = new FormData();
    f.append('title', '合同');
    f.append('file', new Blob(['abc']), 'a.txt');
    return f;
  };

  it('sends the body with the session, reports progress and answers the envelope data', async () => {
    const seen: [number, number][] = [];
    const body = form();
    const done = call(evidenceDepositApi.upload, { file: body }, { onUploadProgress: (sent, total) => seen.push([sent, total]) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(['POST', '/api/evidence/exist', true, body]);
    expect(xhr.headers).toMatchObject({ satoken: 'tok-1', tid: '7', Accept: 'application/json' });
    // The browser sets the multipart boundary itself.
    expect(xhr.headers['Content-Type']).toBeUndefined();
    xhr.progress(1024, 4096);
    xhr.progress(4096, 4096);
    xhr.progress(10, 0, false);
    xhr.answer(200, { success: true, message: 'ok', data: { id: 5, evidenceNo: 'CZ2026001' }, requestId: 'r7' });
    await expect(done).resolves.toEqual({ id: 5, evidenceNo: 'CZ2026001' });
    expect(seen).toEqual([
      [1024, 4096],
      [4096, 4096],
      [10, 0],
    ]);
  });

  it('shows and throws a refusal like any other call', async () => {
    const done = call(evidenceDepositApi.upload, { file: form() }, { onUploadProgress: () => undefined }).catch((e: unknown) => e);
    FakeXhr.last.answer(400, { success: false, message: '请选择申请人', data: null, requestId: 'q1', code: 'VALIDATION' });
    const err = (await done) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.message]).toEqual([400, 'VALIDATION', '请选择申请人']);
    expect(shown).toEqual(['请选择申请人（请求编号：q1）']);
  });

  it('a lost connection is the network message; cancelling aborts the upload quietly', async () => {
    const lost = call(evidenceDepositApi.upload, { file: form() }, { onUploadProgress: () => undefined }).catch((e: unknown) => e);
    FakeXhr.last.onerror?.();
    expect(((await lost) as ApiError).message).toBe('网络连接失败，请检查网络');

    const stop = new AbortController();
    const cancelled = call(evidenceDepositApi.upload, { file: form() }, { onUploadProgress: () => undefined, signal: stop.signal }).catch((e: unknown) => e);
    const xhr = FakeXhr.last;
    stop.abort();
    expect(xhr.aborted).toBe(true);
    expect(((await cancelled) as Error).name).toBe('AbortError');
    expect(shown).toEqual(['网络连接失败，请检查网络']);
  });
});
