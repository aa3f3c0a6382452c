import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import type { CDPSession } from 'playwright-core';

// The session video of a 网页取证: Chromium's screencast (CDP Page.startScreencast, JPEG frames sent when the page
// changes) written at a fixed frame rate into Debian's ffmpeg, which encodes WebM (VP8). A page that does not change
// sends no frames, so the latest frame is repeated: the video lasts exactly the set time.

export const VIDEO_FPS = 10;
export const ffmpegPath = () => process.env.FFMPEG_PATH || 'ffmpeg';

const probed = new Map<string, { ok: boolean; at: number }>();

/** Whether ffmpeg can be run here (checked when a video capture is submitted and again when it runs; kept a minute). */
export function videoAvailability(): { available: boolean; reason: string } {
  const path = ffmpegPath();
  let seen = probed.get(path);
  if (!seen || Date.now() - seen.at > 60_000) {
    seen = { ok: spawnSync(path, ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 10_000 }).status === 0, at: Date.now() };
    probed.set(path, seen);
  }
  if (seen.ok) return { available: true, reason: '' };
  return {
    available: false,
    reason: '服务器未安装录像组件（ffmpeg），暂不能录制取证视频，请取消“录制视频”后重试（管理员可运行：apt-get install -y ffmpeg）',
  };
}

interface ScreencastFrame {
  data: string;
  sessionId: number;
}

export interface ScreencastInput {
  cdp: CDPSession;
  size: { width: number; height: number };
  /** The page as it stands (a JPEG screenshot), shown until Chromium's first screencast frame arrives. */
  firstFrame: Buffer;
  ms: number;
  /** Where ffmpeg writes the WebM. */
  out: string;
  /** What the video shows happening (e.g. scrolling through the page); runs while recording. */
  during: () => Promise<void>;
  /** Stops the recording at once (capture cap passed, server stopping). */
  signal: AbortSignal;
}

/** Records `ms` of the page into `out` (WebM) and returns its bytes. */
export async function recordScreencast({ cdp, size, firstFrame, ms, out, during, signal }: ScreencastInput): Promise<Buffer> {
  const ffmpeg = spawn(
    ffmpegPath(),
    // prettier-ignore
    ['-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'image2pipe', '-framerate', String(VIDEO_FPS), '-c:v', 'mjpeg', '-i', 'pipe:0',
      '-vf', `scale=${size.width}:${size.height},format=yuv420p`,
      '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '16', '-lag-in-frames', '0', '-auto-alt-ref', '0', '-b:v', '1M', '-an', '-f', 'webm', out],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  ffmpeg.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  // A write after ffmpeg died is an EPIPE on stdin: its exit code says what went wrong, below.
  ffmpeg.stdin.on('error', () => undefined);
  const exited = once(ffmpeg, 'close') as Promise<[number | null]>;
  const spawnFailed = once(ffmpeg, 'error').then(([e]) => Promise.reject(new Error(`无法启动 ffmpeg：${(e as Error).message}`)));
  spawnFailed.catch(() => undefined);
  const diedEarly = exited.then(([code]) => Promise.reject(new Error(`取证录像编码中断（ffmpeg 退出码 ${code}）：${stderr.trim().slice(0, 300)}`)));
  diedEarly.catch(() => undefined);

  let latest = firstFrame;
  const onFrame = (f: ScreencastFrame) => {
    latest = Buffer.from(f.data, 'base64');
    void cdp.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => undefined);
  };
  let browsing: Promise<void> | undefined;
  try {
    cdp.on('Page.screencastFrame', onFrame);
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 80, maxWidth: size.width, maxHeight: size.height, everyNthFrame: 1 });
    browsing = during();
    const frames = Math.max(1, Math.round((ms / 1000) * VIDEO_FPS));
    const start = Date.now();
    for (let i = 0; i < frames; i++) {
      if (signal.aborted) throw new Error('取证录像已中止');
      const due = start + (i * 1000) / VIDEO_FPS;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      // Not events.once(stdin, 'drain'): it rejects with the EPIPE and would hide ffmpeg's exit code.
      if (!ffmpeg.stdin.write(latest)) await Promise.race([new Promise((r) => ffmpeg.stdin.once('drain', r)), spawnFailed, diedEarly]);
    }
  } catch (e) {
    ffmpeg.kill('SIGKILL');
    throw e;
  } finally {
    cdp.off('Page.screencastFrame', onFrame);
    await cdp.send('Page.stopScreencast').catch(() => undefined);
    ffmpeg.stdin.end();
    await browsing?.catch(() => undefined);
  }
  const [code] = await Promise.race([exited, spawnFailed]);
  if (code !== 0) throw new Error(`取证录像编码失败（ffmpeg 退出码 ${code}）：${stderr.trim().slice(0, 300)}`);
  return readFile(out);
}
