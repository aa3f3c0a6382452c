import { qrText, type IntegrityVerifyResult } from '@notaria/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetApp } from '../../../test/fake-server';
import { ok, refuse, stubApi } from '../../../test/stub-api';
import VerifyPage from './verify-page';

const payload = {
  number: '（2026）京长安证字第00042号',
  documentHash: 'ab'.repeat(32),
  time: '2026-05-12T02:00:00.000Z',
  keyId: '0123456789abcdef0123456789abcdef',
};
const signature = '3045022100' + 'cd'.repeat(33);
const record = {
  organisation: '北京市长安公证处',
  kind: 'CERTIFICATE',
  reference: '（2026）京长安证字第00042号',
  at: '2026-05-12T02:00:01.000Z',
  matches: ['artefactSha256'],
  recordIntact: true,
  timestamp: { valid: true, genTime: '2026-05-12T02:00:02.000Z', tsaName: 'O=北京市长安公证处, CN=北京市长安公证处 时间戳服务', serial: '1a2b', reason: null },
};
const answer = (data: Partial<IntegrityVerifyResult>) => ok({ matched: false, records: [], signature: null, ...data });
const verified = async (title: string) => expect(await screen.findByRole('heading', { name: title })).toBeTruthy();

function open(url = '/verify') {
  const router = createMemoryRouter([{ path: '/verify', element: <VerifyPage /> }], { initialEntries: [url] });
  return render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
}

describe('public verification page', () => {
  afterEach(resetApp);

  it('verifies the QR that opened it at once, showing the signature, the number and the matching record', async () => {
    const api = stubApi({
      'POST /integrity/verify': answer({
        matched: true,
        records: [{ ...record, kind: 'DOC_CONTENT' }],
        signature: { valid: true, keyId: payload.keyId, algorithm: 'SM2', organisation: '北京市长安公证处' },
      }),
    });
    const text = qrText('https://gz.example.cn', payload, signature);
    open(text.slice(text.indexOf('/verify')));
    await verified('核验通过');
    expect(api.of('POST', '/integrity/verify').map((c) => c.body)).toEqual([{ payload, signature }]);
    expect(screen.getByText('二维码由下列机构签发，内容未被改动。')).toBeTruthy();
    expect(screen.getAllByText(payload.number).length).toBeGreaterThan(0);
    expect(screen.getByText('SM2（国密，SM3 摘要）')).toBeTruthy();
    expect(screen.getByText('公证书（文书内容）')).toBeTruthy();
    expect(screen.getByText('文书内容 SHA-256')).toBeTruthy();
    expect(screen.getByText('序列号：1a2b')).toBeTruthy();
    expect(screen.getByText('完整，未被改动')).toBeTruthy();
    expect(screen.getByText('时间戳机构：北京市长安公证处 时间戳服务')).toBeTruthy();
  });

  it('says 签名无效 when the signature does not hold, or its key is not published', async () => {
    stubApi({ 'POST /integrity/verify': answer({ signature: { valid: false, keyId: payload.keyId, algorithm: 'SM2', organisation: '北京市长安公证处' } }) });
    const text = qrText('https://a.cn', payload, signature);
    open(text.slice(text.indexOf('/verify')));
    await verified('签名无效');
    expect(screen.getByText(/可能被改动或伪造/)).toBeTruthy();
    cleanup();
    resetApp();
    stubApi({ 'POST /integrity/verify': answer({}) });
    open(text.slice(text.indexOf('/verify')));
    await screen.findByText(/本平台未公布该二维码所用的签名密钥/);
  });

  it('refuses an address whose QR payload is damaged, without calling the server', async () => {
    const api = stubApi({});
    open(`/verify?p=e30&s=${signature}`);
    await screen.findByText(/未能识别为公证书核验二维码/);
    expect(api.calls).toHaveLength(0);
  });

  it('checks a pasted hash: 未找到匹配记录 when no record has it, and refuses what is not a hash', async () => {
    const api = stubApi({ 'POST /integrity/verify': answer({}) });
    open();
    fireEvent.click(screen.getByRole('tab', { name: /输入哈希值/ }));
    const input = await screen.findByPlaceholderText(/例如/);
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: /^核\s*验$/ }));
    await screen.findByText('哈希值须为 64 位十六进制字符（0–9、a–f）');
    expect(api.calls).toHaveLength(0);
    fireEvent.change(input, { target: { value: ` ${'AB'.repeat(32)} ` } });
    fireEvent.click(screen.getByRole('button', { name: /^核\s*验$/ }));
    await verified('未找到匹配记录');
    expect(api.of('POST', '/integrity/verify').map((c) => c.body)).toEqual([{ hash: 'ab'.repeat(32) }]);
  });

  it('checks the hash a 核验 link carries at once, and ignores one that is not a hash', async () => {
    const api = stubApi({ 'POST /integrity/verify': answer({}) });
    open(`/verify?hash=${'CD'.repeat(32)}`);
    await verified('未找到匹配记录');
    expect(api.of('POST', '/integrity/verify').map((c) => c.body)).toEqual([{ hash: 'cd'.repeat(32) }]);
    cleanup();
    resetApp();
    const none = stubApi({});
    open('/verify?hash=abc');
    await screen.findByText('上传文件');
    expect(none.calls).toHaveLength(0);
  });

  it('hashes a chosen file in the browser and sends only its SHA-256, then shows the record it matches', async () => {
    const api = stubApi({ 'POST /integrity/verify': answer({ matched: true, records: [record] }) });
    const { container } = open();
    const file = new File(['abc'], '公证书.pdf', { type: 'application/pdf' });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
    await verified('核验通过');
    expect(api.of('POST', '/integrity/verify').map((c) => c.body)).toEqual([{ hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' }]);
    expect(screen.getByText('公证书.pdf')).toBeTruthy();
    expect(screen.getByText('公证书（电子文件）')).toBeTruthy();
    expect(screen.getByText('北京市长安公证处')).toBeTruthy();
    expect(screen.getByText(record.reference)).toBeTruthy();
  });

  it('warns when a matching record or its timestamp fails its own check', async () => {
    stubApi({
      'POST /integrity/verify': answer({
        matched: true,
        records: [{ ...record, recordIntact: false, timestamp: { ...record.timestamp, valid: false, reason: '签名不符' } }],
      }),
    });
    open();
    fireEvent.click(screen.getByRole('tab', { name: /输入哈希值/ }));
    fireEvent.change(await screen.findByPlaceholderText(/例如/), { target: { value: 'ab'.repeat(32) } });
    fireEvent.click(screen.getByRole('button', { name: /^核\s*验$/ }));
    await verified('记录校验异常');
    expect(screen.getByText('校验未通过')).toBeTruthy();
    expect(screen.getByText('无效')).toBeTruthy();
    expect(screen.getByText('签名不符')).toBeTruthy();
  });

  it('asks to wait when verification is rate-limited', async () => {
    stubApi({ 'POST /integrity/verify': refuse(429, '核验过于频繁，请 42 秒后再试') });
    open();
    fireEvent.click(screen.getByRole('tab', { name: /输入哈希值/ }));
    fireEvent.change(await screen.findByPlaceholderText(/例如/), { target: { value: 'ab'.repeat(32) } });
    fireEvent.click(screen.getByRole('button', { name: /^核\s*验$/ }));
    await screen.findByText('核验过于频繁，请 42 秒后再试。');
    await waitFor(() => expect(screen.queryByRole('heading', { name: '核验通过' })).toBeNull());
  });
});
