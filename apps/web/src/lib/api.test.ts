import { endpoint, Id } from '@notaria/contracts';
import { Type } from '@sinclair/typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, download } from './api';
import { ok, stubApi } from '../test/stub-api';

const tag = '测试';
const read = endpoint({
  method: 'GET',
  path: '/thing/:key/page',
  access: 'login',
  tag,
  summary: '',
  params: Type.Object({ key: Type.String() }),
  query: Type.Object({ id: Id() }),
  response: Type.Object({ n: Type.Integer() }),
});
const save = endpoint({ method: 'PUT', path: '/thing', access: 'login', tag, summary: '', body: Type.Object({ name: Type.String() }), response: Type.Null() });
const upload = endpoint({ method: 'POST', path: '/thing/import', access: 'login', tag, summary: '', upload: 'raw', response: Type.Null() });
const file = endpoint({ method: 'GET', path: '/thing/file', access: 'login', tag, summary: '', download: true });

afterEach(() => vi.unstubAllGlobals());

describe('the typed client', () => {
  it('fills path parameters, sends the query and answers data', async () => {
    const api = stubApi({ 'GET /thing/a%20b/page': ok({ n: 3 }) });
    await expect(call(read, { params: { key: 'a b' }, query: { id: 7 } })).resolves.toEqual({ n: 3 });
    expect(api.calls[0].params).toEqual({ id: '7' });
  });

  it('sends a JSON body with its method', async () => {
    const api = stubApi({ 'PUT /thing': ok(null) });
    await call(save, { body: { name: '甲' } });
    expect(api.of('PUT', '/thing')[0].body).toEqual({ name: '甲' });
  });

  it('sends a raw upload with the file’s own type', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, message: '', data: null, requestId: 'r' })));
    vi.stubGlobal('fetch', fetch);
    await call(upload, { file: new Blob(['x'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('saves a download under the server’s name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('zip', { headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('甲-材料.zip')}` } })),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await expect(download(file, 'fallback.zip')).resolves.toBe('甲-材料.zip');
    expect(click).toHaveBeenCalledOnce();
  });
});
