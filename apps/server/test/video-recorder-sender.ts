import type { Browser, Page } from 'playwright-core';

// A camera-and-microphone sender in Chromium (fake devices) that offers a send-only connection, as the meeting room does
// for the recorder. Signalling goes through the page's exposed functions, in order, so an answer is set before the
// candidates that follow it.

export const SENDER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

// getUserMedia needs a secure context: the page is served by the test itself on http://localhost.
const ORIGIN = 'http://localhost:9/';

const PAGE_SCRIPT = `
let pc = null;
window.startSender = async (width, height) => {
  if (pc) pc.close();
  window.stream ??= await navigator.mediaDevices.getUserMedia({ video: { width, height, frameRate: 30 }, audio: true });
  pc = new RTCPeerConnection();
  for (const track of window.stream.getTracks()) pc.addTransceiver(track, { direction: 'sendonly', streams: [window.stream] });
  pc.onicecandidate = (e) => window.toRecorder(JSON.stringify({ candidate: e.candidate ? e.candidate.toJSON() : null }));
  const offer = await pc.createOffer();
  await pc.setLocalDescription(offer);
  await window.toRecorder(JSON.stringify({ description: { type: offer.type, sdp: offer.sdp } }));
};
window.renegotiate = async () => {
  const offer = await pc.createOffer();
  await pc.setLocalDescription(offer);
  await window.toRecorder(JSON.stringify({ description: { type: offer.type, sdp: offer.sdp } }));
};
window.stopSender = () => { if (pc) pc.close(); pc = null; };
window.fromRecorder = async (json) => {
  const data = JSON.parse(json);
  if (!pc) return;
  if (data.description) await pc.setRemoteDescription(data.description);
  else if (data.candidate) await pc.addIceCandidate(data.candidate);
};
window.senderState = () => (pc ? pc.connectionState : 'closed');
window.senderVideo = async () => {
  if (!pc) return null;
  const stats = [...(await pc.getStats()).values()].find((s) => s.type === 'outbound-rtp' && s.kind === 'video');
  return stats ? { width: stats.frameWidth, height: stats.frameHeight, fps: stats.framesPerSecond, limitation: stats.qualityLimitationReason } : null;
};
`;

export interface Sender {
  page: Page;
  /** Hands the recorder's answer or candidate to the page. */
  deliver(data: unknown): void;
  /** Offers a new connection (the first, or after a drop). */
  start(): Promise<void>;
  /** Offers again on the same connection. */
  renegotiate(): Promise<void>;
  /** Drops the connection without telling the recorder. */
  drop(): Promise<void>;
  waitConnected(timeoutMs?: number): Promise<void>;
  /** What the browser is sending now: it lowers resolution or frame rate when its CPU is short. */
  video(): Promise<{ width: number; height: number; fps: number; limitation: string } | null>;
}

export async function openSender(
  browser: Browser,
  toRecorder: (data: { description?: { type: string; sdp: string }; candidate?: unknown }) => Promise<void>,
  size = { width: 640, height: 480 },
): Promise<Sender> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(ORIGIN, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sender</title>' }));
  await page.exposeFunction('toRecorder', (json: string) => toRecorder(JSON.parse(json)));
  await page.goto(ORIGIN);
  await page.evaluate(PAGE_SCRIPT);
  let queue = Promise.resolve();
  return {
    page,
    deliver(data) {
      queue = queue
        .then(() => page.evaluate((json) => (globalThis as unknown as { fromRecorder(j: string): Promise<void> }).fromRecorder(json), JSON.stringify(data)))
        .catch(() => undefined);
    },
    start: () =>
      page.evaluate(({ width, height }) => (globalThis as unknown as { startSender(w: number, h: number): Promise<void> }).startSender(width, height), size),
    renegotiate: () => page.evaluate(() => (globalThis as unknown as { renegotiate(): Promise<void> }).renegotiate()),
    drop: () => page.evaluate(() => (globalThis as unknown as { stopSender(): void }).stopSender()),
    video: () =>
      page.evaluate(() =>
        (globalThis as unknown as { senderVideo(): Promise<{ width: number; height: number; fps: number; limitation: string } | null> }).senderVideo(),
      ),
    async waitConnected(timeoutMs = 15_000) {
      await page.waitForFunction(() => (globalThis as unknown as { senderState(): string }).senderState() === 'connected', undefined, { timeout: timeoutMs });
    },
  };
}
