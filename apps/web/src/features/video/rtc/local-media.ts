/** The camera and microphone of this browser: opening them, listing and switching devices, the screen shared. */

export interface MediaDevicesList {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

export async function listDevices(): Promise<MediaDevicesList> {
  const all = await navigator.mediaDevices.enumerateDevices();
  return { cameras: all.filter((d) => d.kind === 'videoinput'), microphones: all.filter((d) => d.kind === 'audioinput') };
}

const VIDEO: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 15, max: 24 } };

/** Opens camera and microphone (the given devices when named); a missing camera leaves a stream with audio only. */
export async function openCameraAndMic(cameraId?: string, micId?: string): Promise<MediaStream> {
  const audio: MediaTrackConstraints | boolean = micId ? { deviceId: { exact: micId } } : true;
  const video: MediaTrackConstraints = cameraId ? { ...VIDEO, deviceId: { exact: cameraId } } : VIDEO;
  try {
    return await navigator.mediaDevices.getUserMedia({ audio, video });
  } catch (e) {
    if ((e as DOMException).name === 'NotAllowedError') throw new Error('浏览器未允许使用摄像头和麦克风，请在地址栏的权限设置中允许后重试', { cause: e });
    try {
      return await navigator.mediaDevices.getUserMedia({ audio });
    } catch {
      throw new Error('无法打开摄像头或麦克风，请检查设备是否连接或被其他程序占用');
    }
  }
}

/** One new track of `kind` from the chosen device. */
export async function openTrack(kind: 'audio' | 'video', deviceId: string): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia(
    kind === 'audio' ? { audio: { deviceId: { exact: deviceId } } } : { video: { ...VIDEO, deviceId: { exact: deviceId } } },
  );
  return stream.getTracks()[0];
}

/** The screen (or a window with a case document) for reading aloud; null when the user cancelled. */
export async function openScreen(): Promise<MediaStreamTrack | null> {
  try {
    const stream = await navigator.mediaDevices.getDisplayMedia({ video: { frameRate: { ideal: 10, max: 15 } }, audio: false });
    return stream.getVideoTracks()[0] ?? null;
  } catch {
    return null;
  }
}

/** A still frame of a playing video as JPEG (the face check's photo). */
export function captureFrame(video: HTMLVideoElement, quality = 0.9): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  const g = canvas.getContext('2d');
  if (!g) return Promise.reject(new Error('浏览器不支持截取画面'));
  g.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('截取画面失败，请重试'))), 'image/jpeg', quality));
}
