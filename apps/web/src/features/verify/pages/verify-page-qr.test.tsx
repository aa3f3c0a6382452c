import { qrText } from '@notaria/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from '../../../test/fake-server';
import { ok, stubApi } from '../../../test/stub-api';
import VerifyPage from './verify-page';

// jsdom draws no pixels: what a photo's QR code says is given here; the page's handling of it is real.
const decoded = vi.hoisted(() => ({ text: null as string | null }));
vi.mock('../api/decode-qr', () => ({ decodeQrImage: async () => decoded.text, decodeQrFrame: () => null }));

const payload = { number: 'N-1', documentHash: 'ab'.repeat(32), time: '2026-05-12T02:00:00.000Z', keyId: '0123456789abcdef0123456789abcdef' };
const signature = 'cd'.repeat(70);

async function chooseQrImage() {
  const router = createMemoryRouter([{ path: '/verify', element: <VerifyPage /> }], { initialEntries: ['/verify'] });
  const { container } = render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  fireEvent.click(screen.getByRole('tab', { name: /扫描二维码/ }));
  await screen.findByRole('button', { name: /选择二维码图片/ });
  fireEvent.change(container.querySelector('input[type=file][accept="image/*"]')!, { target: { files: [new File(['png'], 'qr.png', { type: 'image/png' })] } });
}

describe('a QR code chosen as a photo or screenshot', () => {
  afterEach(resetApp);

  it("verifies a certificate's QR, with the camera offered only where the browser has one", async () => {
    const api = stubApi({
      'POST /integrity/verify': ok({
        matched: true,
        records: [],
        signature: { valid: true, keyId: payload.keyId, algorithm: 'ECDSA_P256', organisation: '甲公证处' },
      }),
    });
    decoded.text = qrText('https://a.cn', payload, signature);
    await chooseQrImage();
    expect(await screen.findByRole('heading', { name: '核验通过' })).toBeTruthy();
    expect(api.of('POST', '/integrity/verify').map((c) => c.body)).toEqual([{ payload, signature }]);
    expect(screen.getByText(/未找到该文书内容的登记记录；签名本身有效/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /用摄像头扫描/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/此浏览器无法使用摄像头/)).toBeTruthy();
  });

  it('says so when the picture holds no QR code, or a QR code that is not a certificate’s', async () => {
    const api = stubApi({});
    decoded.text = null;
    await chooseQrImage();
    await screen.findByText(/图片中未识别到二维码/);
    cleanup();
    resetApp();
    stubApi({});
    decoded.text = 'https://weixin.qq.com/r/abc';
    await chooseQrImage();
    await screen.findByText(/未能识别为公证书核验二维码/);
    expect(api.calls).toHaveLength(0);
  });
});
