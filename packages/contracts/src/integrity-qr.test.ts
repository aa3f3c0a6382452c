import { describe, expect, it } from 'vitest';
import { canonicalJson, parseQrText, qrText } from './integrity-qr.ts';

const payload = {
  number: '（2026）京长安证字第00001号',
  documentHash: 'ab'.repeat(32),
  time: '2026-05-12T02:00:00.000Z',
  keyId: '0123456789abcdef0123456789abcdef',
};
const signature = '3045022100' + 'cd'.repeat(33);

describe('certificate QR text', () => {
  it('is the verification address with the canonical payload in base64url and the signature in hex', () => {
    const text = qrText('https://gz.example.cn/', payload, signature.toUpperCase());
    expect(text).toMatch(/^https:\/\/gz\.example\.cn\/verify\?p=[A-Za-z0-9_-]+&s=[0-9a-f]+$/);
    const p = new URL(text).searchParams.get('p')!;
    const json = new TextDecoder().decode(Uint8Array.from(atob(p.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
    expect(json).toBe(canonicalJson(payload));
    expect(json.startsWith('{"documentHash":')).toBe(true);
  });

  it('reads back what it wrote, from the address, the query or the bare parameters', () => {
    const text = qrText('http://127.0.0.1:3000', payload, signature);
    const expected = { payload, signature };
    expect(parseQrText(text)).toEqual(expected);
    expect(parseQrText(`  ${text}\n`)).toEqual(expected);
    expect(parseQrText(text.slice(text.indexOf('?')))).toEqual(expected);
    expect(parseQrText(text.slice(text.indexOf('?') + 1))).toEqual(expected);
  });

  it('keeps Chinese text intact through UTF-8 and base64url', () => {
    const chinese = { ...payload, number: '（2026）粤广州南方证字第12345号' };
    expect(parseQrText(qrText('https://a.cn', chinese, signature))?.payload.number).toBe(chinese.number);
  });

  it('rejects what is not a certificate QR', () => {
    const encode = (o: unknown) =>
      btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const withPayload = (o: unknown, s = signature) => `https://a.cn/verify?p=${encode(o)}&s=${s}`;
    expect(parseQrText('')).toBeNull();
    expect(parseQrText('https://weixin.qq.com/r/abc')).toBeNull();
    expect(parseQrText('hello world')).toBeNull();
    expect(parseQrText(`https://a.cn/verify?p=${encode(payload)}`)).toBeNull();
    expect(parseQrText(withPayload(payload, 'xyz'))).toBeNull();
    expect(parseQrText(withPayload(payload, 'ab'))).toBeNull();
    expect(parseQrText('https://a.cn/verify?p=!!!&s=' + signature)).toBeNull();
    expect(parseQrText('https://a.cn/verify?p=/w&s=' + signature)).toBeNull();
    expect(parseQrText(`https://a.cn/verify?p=_-57fQ&s=${signature}`)).toBeNull(); // bytes ff ee 7b 7d: not UTF-8
    expect(parseQrText(withPayload([payload]))).toBeNull();
    expect(parseQrText(withPayload('text'))).toBeNull();
    expect(parseQrText(withPayload({ ...payload, documentHash: 'zz' }))).toBeNull();
    expect(parseQrText(withPayload({ ...payload, keyId: 'short' }))).toBeNull();
    expect(parseQrText(withPayload({ ...payload, number: '' }))).toBeNull();
    expect(parseQrText(withPayload({ ...payload, extra: 'x' }))).toBeNull();
    const { time: _time, ...withoutTime } = payload;
    expect(parseQrText(withPayload(withoutTime))).toBeNull();
  });

  it('writes canonical JSON: keys sorted at every level, undefined members left out', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: '中' }], c: undefined } })).toBe('{"a":{"d":[2,{"y":"中","z":null}]},"b":1}');
  });
});
