import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { recordScreencast } from '../src/modules/evidence/capture/screencast-video.ts';

// The video encoder on its own, fed by a page that never changes (Chromium sends no screencast frame then): the
// first frame is repeated at the fixed rate, and a failing ffmpeg ends the recording with a Chinese reason.

const dir = mkdtempSync(join(tmpdir(), 'notaria-screencast-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const jpeg = () => {
  const path = join(dir, 'still.jpg');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=red:s=320x240', '-frames:v', '1', path]);
  return readFileSync(path);
};
/** A page that sends no frames: every command answers, no event ever comes. */
const stillPage = { on: () => undefined, off: () => undefined, send: async () => ({}) } as unknown as CDPSession;
const size = { width: 320, height: 240 };

describe('screencast video', () => {
  it('repeats the latest frame at 10 fps, so a still page gives a WebM of exactly the set time', async () => {
    const out = join(dir, 'still.webm');
    const bytes = await recordScreencast({
      cdp: stillPage,
      size,
      firstFrame: jpeg(),
      ms: 1500,
      out,
      during: async () => undefined,
      signal: new AbortController().signal,
    });
    expect(bytes.length).toBeGreaterThan(0);
    const probe = execFileSync(
      'ffprobe',
      ['-v', 'error', '-count_frames', '-show_entries', 'stream=codec_name,nb_read_frames:format=duration', '-of', 'csv=p=0', out],
      {
        encoding: 'utf8',
      },
    );
    expect(probe.trim().split('\n')).toEqual(['vp8,15', '1.500000']);
  });

  it('ends with a Chinese reason when ffmpeg fails, and when the capture is stopped', async () => {
    process.env.FFMPEG_PATH = '/bin/false';
    try {
      const failing = recordScreencast({
        cdp: stillPage,
        size,
        firstFrame: jpeg(),
        ms: 1000,
        out: join(dir, 'x.webm'),
        during: async () => undefined,
        signal: new AbortController().signal,
      });
      await expect(failing).rejects.toThrow(/^取证录像编码(失败|中断)（ffmpeg 退出码 1）/);
    } finally {
      delete process.env.FFMPEG_PATH;
    }
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 200);
    const started = Date.now();
    await expect(
      recordScreencast({ cdp: stillPage, size, firstFrame: jpeg(), ms: 10_000, out: join(dir, 'y.webm'), during: async () => undefined, signal: stop.signal }),
    ).rejects.toThrow('取证录像已中止');
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
