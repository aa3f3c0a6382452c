import { describe, expect, it } from 'vitest';
import { mediaErrorMessage } from './media';

const err = (name: string) => new DOMException('x', name);

describe('mediaErrorMessage', () => {
  it('says what to do when the device is refused, missing or busy', () => {
    expect(mediaErrorMessage('VIDEO', err('NotAllowedError'))).toContain('浏览器未获准使用摄像头和麦克风');
    expect(mediaErrorMessage('AUDIO', err('NotFoundError'))).toBe('未检测到可用的麦克风，请连接设备后重试。');
    expect(mediaErrorMessage('PHOTO', err('NotReadableError'))).toContain('摄像头正被其他程序占用');
    expect(mediaErrorMessage('SCREEN', err('NotAllowedError'))).toContain('已取消或拒绝屏幕共享');
  });
});
