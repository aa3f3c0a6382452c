import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../src/modules/render/chromium.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { openSender, SENDER_ARGS } from './video-recorder-sender.ts';
import { openSocket } from './ws-client.ts';

// One meeting end to end with the real recording peer: a guest joins by link over /ws/meet, is admitted, sends its
// camera and microphone (Chromium, fake devices) to 'recorder' through the signalling; 结束 stores the WebM, whose
// length matches the time sent and whose hashes and chain entry are on the meeting; it plays back by range.

let ctx: TestContext;
let base: string;
let notary: Client;
let notaryToken: string;
let browser: Browser;

beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  notaryToken = await ctx.login('notary');
  notary = client(ctx, notaryToken);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: SENDER_ARGS, headless: true });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await ctx.close();
});

const hasFfprobe = (() => {
  try {
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('视频会议 recording, end to end', () => {
  it('records the admitted guest through the signalling and seals the meeting with the stored WebM', async () => {
    const created = await notary.post('/video-meetings', {
      title: '见证视频',
      purpose: 'EVIDENCE',
      scheduledAt: new Date().toISOString(),
      durationMinutes: 15,
      recordMode: 'SERVER',
      participants: [{ role: 'WITNESS', displayName: '王见证' }],
    });
    expect(created.status, created.body.message).toBe(200);
    const m = created.body.data as { id: number; participants: { id: number; role: string }[] };
    const guestId = m.participants.find((p) => p.role === 'WITNESS')!.id;
    const link = (await notary.post('/video-meetings/invite', { id: m.id, participantId: guestId })).body.data.link as string;
    await notary.post('/video-meetings/start', { id: m.id });

    const guest = await openSocket(base, `meet/${new URL(link).searchParams.get('t')}`);
    guest.ws.send(JSON.stringify({ type: 'MEET_JOIN', meetingId: m.id }));
    await expect
      .poll(
        async () => (await notary.get('/video-meetings/detail', { id: m.id })).body.data.participants.find((p: { id: number }) => p.id === guestId).lobbyState,
      )
      .toBe('WAITING');
    await notary.post('/video-meetings/admit', { id: m.id, participantId: guestId, admit: true });

    const sender = await openSender(browser, async (data) => {
      guest.ws.send(JSON.stringify({ type: 'MEET_SIGNAL', meetingId: m.id, to: 'recorder', data }));
    });
    guest.ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString());
      if (msg.type === 'MEET_SIGNAL' && msg.from === 'recorder') sender.deliver(msg.data);
    });
    // The recording covers at least the 4 s after the connection was up, at most the time from the offer to the end.
    const offeredAt = Date.now();
    await sender.start();
    await sender.waitConnected(30_000);
    await new Promise((r) => setTimeout(r, 4_000));

    const endFrom = Date.now();
    const ended = await notary.post('/video-meetings/end', { id: m.id });
    const endMs = Date.now() - endFrom;
    const sentMs = Date.now() - offeredAt;
    expect(ended.status, ended.body.message).toBe(200);
    expect(ended.body.data.status).toBe('SEALED');
    expect(ended.body.data.recordings).toHaveLength(1);
    const rec = ended.body.data.recordings[0];
    expect(rec.participantId).toBe(guestId);
    expect(rec.mime).toBe('video/webm');
    expect(rec.durationMs).toBeGreaterThanOrEqual(3_800);
    expect(rec.durationMs).toBeLessThanOrEqual(sentMs + 300);
    expect(rec.chainSeq).toBeGreaterThan(0);
    console.log(
      `视频会议录制：发送（提议到结束）${sentMs} ms，录像 ${rec.durationMs} ms、${rec.size} 字节；结束（停止录制、入库、哈希、入链、时间戳、封存）用时 ${endMs} ms`,
    );

    const file = await fetch(`${base}/api/video-meetings/recording?id=${rec.id}`, { headers: { satoken: notaryToken } });
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(rec.size);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(rec.sha256);
    expect(createHash('sm3').update(bytes).digest('hex')).toBe(rec.sm3);
    const tail = await fetch(`${base}/api/video-meetings/recording?id=${rec.id}`, { headers: { satoken: notaryToken, range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 100))).toBe(true);
    if (hasFfprobe) {
      const dir = mkdtempSync(join(tmpdir(), 'video-e2e-'));
      try {
        writeFileSync(join(dir, 'r.webm'), bytes);
        const probed = Number(
          execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', join(dir, 'r.webm')])
            .toString()
            .trim(),
        );
        expect(Math.abs(probed * 1000 - rec.durationMs)).toBeLessThan(300);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    expect(await guest.closed).toBe(4003);
  }, 120_000);
});
