import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWebm, settleDuration, summarizeWebm } from '../src/modules/video/recorder/webm-reader.ts';

// The recorder's own WebM reader against files made by ffmpeg: the length it reads is ffprobe's, and a Duration left
// wrong (as a recording cut short keeps werift's one-day placeholder) is set to the true length in place.

const dir = mkdtempSync(join(tmpdir(), 'notaria-webm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function makeWebm(name: string, seconds: number): string {
  const path = join(dir, name);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=160x120:rate=10:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-b:v',
    '100k',
    '-c:a',
    'libopus',
    path,
  ]);
  return path;
}

const probeMs = (path: string) =>
  Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path], { encoding: 'utf8' })) * 1000;

describe('WebM reader', () => {
  it('reads the tracks, the frames and the true length of a VP8 + Opus file', async () => {
    const path = makeWebm('plain.webm', 2);
    const summary = await readWebm(path);
    expect(summary.tracks.map((t) => [t.kind, t.codec]).sort()).toEqual([
      ['audio', 'A_OPUS'],
      ['video', 'V_VP8'],
    ]);
    expect(summary.videoFrames).toBe(20);
    expect(summary.keyframes).toBeGreaterThanOrEqual(1);
    expect(summary.audioFrames).toBeGreaterThan(90);
    expect(summary.longestVideoGapMs).toBe(100);
    expect(Math.abs(summary.durationMs - probeMs(path))).toBeLessThanOrEqual(30);
    expect(Math.abs((summary.declaredDurationMs ?? 0) - 2000)).toBeLessThanOrEqual(30);
  });

  it('sets a wrong Duration to the true length without changing the file’s size', async () => {
    const path = makeWebm('placeholder.webm', 2);
    const bytes = readFileSync(path);
    const field = (await summarizeWebm(bytes)).durationField!;
    expect(field.size === 4 || field.size === 8).toBe(true);
    if (field.size === 8) bytes.writeDoubleBE(86_400_000, field.offset);
    else bytes.writeFloatBE(86_400_000, field.offset);
    writeFileSync(path, bytes);
    expect(probeMs(path)).toBeGreaterThan(80_000_000);

    const summary = await readWebm(path);
    expect(await settleDuration(path, summary)).toBe(true);
    expect(readFileSync(path).length).toBe(bytes.length);
    expect(Math.abs(probeMs(path) - summary.durationMs)).toBeLessThanOrEqual(30);
    expect(await settleDuration(path, await readWebm(path))).toBe(false);
  });

  it('refuses what is not a WebM file', async () => {
    await expect(summarizeWebm(Buffer.from('%PDF-1.7'))).rejects.toThrow('not a WebM file');
  });
});
