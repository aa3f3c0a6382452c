import type { RecordingType } from '@notaria/contracts';

/** What each recording needs from the browser, as the dialog names it. */
export const DEVICE_OF: Record<RecordingType, string> = {
  SCREEN: '屏幕共享',
  PHOTO: '摄像头',
  AUDIO: '麦克风',
  VIDEO: '摄像头和麦克风',
};

/** A device refusal or absence, said in words the operator can act on. */
export function mediaErrorMessage(type: RecordingType, error: unknown): string {
  const device = DEVICE_OF[type];
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return type === 'SCREEN'
        ? '已取消或拒绝屏幕共享，无法录屏。请重新开始并选择要共享的窗口或屏幕。'
        : `浏览器未获准使用${device}。请点击地址栏左侧的图标允许使用${device}后重试。`;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return `未检测到可用的${device}，请连接设备后重试。`;
    case 'NotReadableError':
    case 'AbortError':
      return `${device}正被其他程序占用或无法启动，请关闭占用它的程序后重试。`;
    default:
      return `无法打开${device}（${name || '未知原因'}），请检查设备后重试。`;
  }
}

/** Asks the browser for the stream a recording type needs; throws the Chinese message on refusal. */
export async function openMedia(type: RecordingType): Promise<MediaStream> {
  const devices = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  if (!devices || (type === 'SCREEN' ? !devices.getDisplayMedia : !devices.getUserMedia))
    throw new Error('当前浏览器不支持录制，或页面未通过 HTTPS 打开。请使用最新版 Chrome 或 Edge 通过 HTTPS 访问。');
  try {
    if (type === 'SCREEN') return await devices.getDisplayMedia({ video: true, audio: true });
    if (type === 'AUDIO') return await devices.getUserMedia({ audio: true });
    if (type === 'PHOTO') return await devices.getUserMedia({ video: { width: { ideal: 1920 }, height: { ideal: 1080 } } });
    return await devices.getUserMedia({ video: true, audio: true });
  } catch (e) {
    throw new Error(mediaErrorMessage(type, e), { cause: e });
  }
}

const CANDIDATES = {
  video: ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'],
  audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'],
};

/** The first container the browser's MediaRecorder can write, for video or sound only. */
export function recorderMime(type: RecordingType): string {
  const list = type === 'AUDIO' ? CANDIDATES.audio : CANDIDATES.video;
  const supported = typeof MediaRecorder !== 'undefined' ? list.find((m) => MediaRecorder.isTypeSupported(m)) : undefined;
  if (!supported) throw new Error('当前浏览器不支持录制音视频，请使用最新版 Chrome 或 Edge。');
  return supported;
}

/** One frame of a playing camera stream as a JPEG. */
export function takePhoto(video: HTMLVideoElement, quality = 0.92): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx || !canvas.width) return Promise.reject(new Error('摄像头画面尚未就绪，请稍候再拍'));
  ctx.drawImage(video, 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('拍照失败，请重试'))), 'image/jpeg', quality));
}

export const stopStream = (stream: MediaStream | null) => stream?.getTracks().forEach((t) => t.stop());
