import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, renderPage } from '../../../test/fake-server';
import { RecordingDialog } from './recording-dialog';

afterEach(() => vi.unstubAllGlobals());

function withDevices(getUserMedia: () => Promise<MediaStream>) {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia, getDisplayMedia: getUserMedia } });
  fakeServer((_m, path) => (path === '/customer/lookup' ? envelope([]) : undefined));
}

const show = (type: 'VIDEO' | 'AUDIO' | 'PHOTO') =>
  renderPage(<RecordingDialog type={type} onDone={() => {}} onClose={() => {}} />, '/evidence/obtainList', [
    'evidence:obtainList',
    'evidence:obtainList:create',
  ]);

describe('录像 / 录音 / 拍照: the device is asked for when the dialog opens', { timeout: 30_000 }, () => {
  it('says in Chinese that the camera was refused, and nothing can be recorded', async () => {
    withDevices(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    show('VIDEO');
    expect(await screen.findByText(/浏览器未获准使用摄像头和麦克风/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '开始录像' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when there is no microphone', async () => {
    withDevices(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    show('AUDIO');
    expect(await screen.findByText('未检测到可用的麦克风，请连接设备后重试。')).toBeTruthy();
  });

  it('says when the browser cannot record at all', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    fakeServer(() => undefined);
    show('PHOTO');
    expect(await screen.findByText(/当前浏览器不支持录制/)).toBeTruthy();
    expect(screen.queryByText('选择文件')).toBeNull();
  });
});
