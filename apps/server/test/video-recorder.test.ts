import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeetingRecorder, type MeetingRecorder, type RecorderParticipantKey } from '../src/modules/video/recorder/index.ts';
import { chromiumPath } from '../src/modules/render/chromium.ts';
import { openSender, SENDER_ARGS, type Sender } from './video-recorder-sender.ts';

// The server-side recording peer against a real browser: Chromium sends its fake camera and microphone over a send-only
// connection, the recorder answers and writes a WebM, and ffprobe (not our own reader) says what the file holds.

const dir = mkdtempSync(join(tmpdir(), 'notaria-recorder-'));
const senders = new Map<number, Sender>();
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
let browser: Browser;
let recorder: MeetingRecorder;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: SENDER_ARGS, headless: true });
  recorder = createMeetingRecorder({ dir, iceServers: [], send: (key, data) => senders.get(key.participantId)?.deliver(data), log: quiet });
});
afterAll(async () => {
  await recorder?.close();
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connect(key: RecorderParticipantKey): Promise<Sender> {
  const sender = await openSender(browser, (data) => recorder.signal(key, data));
  senders.set(key.participantId, sender);
  await sender.start();
  await sender.waitConnected();
  return sender;
}

function probe(path: string) {
  const out = execFileSync(
    'ffprobe',
    ['-v', 'error', '-count_frames', '-show_entries', 'stream=codec_type,codec_name,nb_read_frames:format=duration', '-of', 'json', path],
    { encoding: 'utf8' },
  );
  const json = JSON.parse(out) as { streams: { codec_type: string; codec_name: string; nb_read_frames: string }[]; format: { duration: string } };
  const stream = (type: string) => json.streams.find((s) => s.codec_type === type);
  return { durationMs: Number(json.format.duration) * 1000, video: stream('video'), audio: stream('audio') };
}

const PLAY_SCRIPT = `(async () => {
  const video = document.querySelector('video');
  const once = (event) => new Promise((resolve, reject) => {
    video.addEventListener(event, resolve, { once: true });
    video.addEventListener('error', () => reject(new Error('video error ' + video.error?.code)), { once: true });
  });
  video.src = 'recording.webm';
  await once('loadedmetadata');
  const durationMs = video.duration * 1000;
  video.currentTime = video.duration / 2;
  await once('seeked');
  const seekedToMs = video.currentTime * 1000;
  await video.play();
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { durationMs, seekedToMs, framesShown: video.getVideoPlaybackQuality().totalVideoFrames };
})()`;

/** Opens the file in a <video> as the recordings page does: its length must be known (not Infinity) and seeking must work. */
async function playInChromium(path: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const origin = 'http://localhost:9/';
    await page.route(origin, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><video muted></video>' }));
    // Served with HTTP ranges, as the download route does: without them Chromium cannot seek at all.
    const bytes = readFileSync(path);
    await page.route(`${origin}recording.webm`, (route) => {
      const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers().range ?? '');
      if (!range) return route.fulfill({ contentType: 'video/webm', headers: { 'accept-ranges': 'bytes' }, body: bytes });
      const from = Number(range[1]);
      const to = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
      return route.fulfill({
        status: 206,
        contentType: 'video/webm',
        headers: { 'accept-ranges': 'bytes', 'content-range': `bytes ${from}-${to}/${bytes.length}` },
        body: bytes.subarray(from, to + 1),
      });
    });
    await page.goto(origin);
    return (await page.evaluate(PLAY_SCRIPT)) as { durationMs: number; seekedToMs: number; framesShown: number };
  } finally {
    await context.close();
  }
}

describe('meeting recorder', () => {
  it('records a participant’s camera and microphone into a WebM as long as the time sent, with decodable video', async () => {
    const key = { tenantId: 1, meetingId: 11, participantId: 21 };
    await connect(key);
    const started = Date.now();
    await sleep(4000);
    expect(recorder.recording(key)).toEqual([21]);
    const files = await recorder.stop(key);
    const wallMs = Date.now() - started;

    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file).toMatchObject({ participantId: 21, complete: true, gaps: [] });
    expect(readFileSync(file.path).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const probed = probe(file.path);
    expect(Math.abs(probed.durationMs - wallMs)).toBeLessThanOrEqual(1000);
    expect(Math.abs(file.durationMs - probed.durationMs)).toBeLessThanOrEqual(100);
    expect(probed.video?.codec_name).toBe('vp8');
    expect(probed.audio?.codec_name).toBe('opus');
    expect(Number(probed.video?.nb_read_frames)).toBeGreaterThan(0);
    expect(Number(probed.audio?.nb_read_frames)).toBeGreaterThan(0);
    expect(recorder.recording(key)).toEqual([]);

    const played = await playInChromium(file.path);
    expect(Math.abs(played.durationMs - probed.durationMs)).toBeLessThanOrEqual(100);
    expect(played.seekedToMs).toBeGreaterThan(1000);
    expect(played.framesShown).toBeGreaterThan(0);
  });

  it('keeps one file when a participant reconnects: both stretches, with the time between them as a gap', async () => {
    const key = { tenantId: 1, meetingId: 12, participantId: 22 };
    const sender = await connect(key);
    const started = Date.now();
    await sleep(2500);
    await sender.drop();
    await sleep(1500);
    await sender.start();
    await sender.waitConnected();
    await sleep(2500);
    const files = await recorder.stop(key);
    const wallMs = Date.now() - started;

    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file.complete).toBe(false);
    expect(file.gaps).toHaveLength(1);
    const [gap] = file.gaps;
    expect(gap.toMs - gap.fromMs).toBeGreaterThan(800);
    expect(gap.fromMs).toBeGreaterThan(1500);
    const probed = probe(file.path);
    expect(Math.abs(probed.durationMs - wallMs)).toBeLessThanOrEqual(1000);
    expect(Number(probed.video?.nb_read_frames)).toBeGreaterThan(0);
    expect(probed.audio?.codec_name).toBe('opus');
  });

  it('answers a renegotiation on the same connection and keeps recording without a gap', async () => {
    const key = { tenantId: 1, meetingId: 14, participantId: 24 };
    const sender = await connect(key);
    await sleep(1500);
    await sender.renegotiate();
    await sleep(500);
    expect(await sender.page.evaluate(() => (globalThis as unknown as { senderState(): string }).senderState())).toBe('connected');
    await sleep(1500);
    const [file] = await recorder.stop(key);
    expect(file).toMatchObject({ participantId: 24, complete: true, gaps: [] });
  });

  it('records nothing for a meeting after it stopped, and stops a meeting nobody joined with no files', async () => {
    const key = { tenantId: 1, meetingId: 13, participantId: 23 };
    expect(await recorder.stop(key)).toEqual([]);
    await recorder.signal(key, { description: { type: 'offer', sdp: 'v=0' } });
    expect(recorder.recording(key)).toEqual([]);
  });
});
