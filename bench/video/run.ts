import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { createMeetingRecorder } from '../../apps/server/src/modules/video/recorder/index.ts';
import { readWebm } from '../../apps/server/src/modules/video/recorder/webm-reader.ts';
import { openSender, SENDER_ARGS, type Sender } from '../../apps/server/test/video-recorder-sender.ts';
import { createPlainReceiver } from './plain-peer.ts';
import { descendantsCpuMs } from './process-cpu.ts';

// 视频会议 recording on this machine: k meetings of two participants each (Chromium senders with fake 640×480 cameras),
// first received by a plain werift peer that records nothing (the baseline), then by the meeting recorder, for the
// same time. k goes up 1, 2, 3, … until a recording is incomplete. See README.md.

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '12' },
    max: { type: 'string', default: '8' },
    from: { type: 'string', default: '1' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
  },
});
const SECONDS = Number(values.seconds);
const MAX_MEETINGS = Number(values.max);
const PER_MEETING = 2;
const DURATION_TOLERANCE = 0.05;
/** A recording with a longer stretch without video frames than this has a gap. */
const LONGEST_FRAME_GAP_MS = 1000;

const avg = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Phase {
  serverCpuPct: number;
  chromiumCpuPct: number;
}

/** Waits SECONDS while the senders run and measures the CPU of this process (the receiver) and of Chromium. */
async function measure(): Promise<Phase> {
  const before = process.cpuUsage();
  const chromiumBefore = descendantsCpuMs(process.pid);
  const started = performance.now();
  await sleep(SECONDS * 1000);
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(before);
  const chromiumMs = descendantsCpuMs(process.pid) - chromiumBefore;
  return { serverCpuPct: ((used.user + used.system) / 1000 / wallMs) * 100, chromiumCpuPct: (chromiumMs / wallMs) * 100 };
}

async function connectAll(browser: Browser, count: number, toServer: (id: number, data: never) => Promise<void>, senders: Map<number, Sender>) {
  const list = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const id = i + 1;
      const sender = await openSender(browser, (data) => toServer(id, data as never));
      senders.set(id, sender);
      return sender;
    }),
  );
  for (const sender of list) await sender.start();
  await Promise.all(list.map((s) => s.waitConnected(30_000)));
  await sleep(1500); // let the first keyframes and bitrate settle
  return list;
}

async function closeAll(list: Sender[]) {
  await Promise.all(
    list.map((s) =>
      s.page
        .context()
        .close()
        .catch(() => undefined),
    ),
  );
}

interface Step {
  meetings: number;
  participants: number;
  plain: Phase;
  recorded: Phase;
  /** Average resolution and frame rate the senders were sending while recorded. */
  sentVideo: string;
  files: number;
  complete: number;
  worstDurationErrorPct: number;
  longestFrameGapMs: number;
  ok: boolean;
}

async function step(browser: Browser, meetings: number, dir: string): Promise<Step> {
  const participants = meetings * PER_MEETING;
  const senders = new Map<number, Sender>();
  const meetingOf = (id: number) => Math.ceil(id / PER_MEETING);

  const plainReceiver = createPlainReceiver((id, data) => senders.get(id)?.deliver(data));
  let list = await connectAll(browser, participants, (id, data) => plainReceiver.signal(id, data), senders);
  const plain = await measure();
  await closeAll(list);
  await plainReceiver.close();

  senders.clear();
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const recorder = createMeetingRecorder({ dir, iceServers: [], send: (key, data) => senders.get(key.participantId)?.deliver(data), log: quiet });
  list = await connectAll(
    browser,
    participants,
    (id, data) => recorder.signal({ tenantId: 1, meetingId: meetings * 100 + meetingOf(id), participantId: id }, data),
    senders,
  );
  const recorded = await measure();
  const sent = (await Promise.all(list.map((sender) => sender.video()))).filter((v) => v !== null);
  const sentVideo = sent.length
    ? `${Math.round(avg(sent.map((v) => v.width)))}×${Math.round(avg(sent.map((v) => v.height)))} ${avg(sent.map((v) => v.fps ?? 0)).toFixed(0)} fps`
    : '?';
  const files = (await Promise.all(Array.from({ length: meetings }, (_, m) => recorder.stop({ tenantId: 1, meetingId: meetings * 100 + m + 1 })))).flat();
  await closeAll(list);
  await recorder.close();

  let worstDurationErrorPct = 0;
  let longestFrameGapMs = 0;
  let complete = 0;
  for (const file of files) {
    const wallMs = file.endedAt.getTime() - file.startedAt.getTime();
    const errorPct = (Math.abs(file.durationMs - wallMs) / wallMs) * 100;
    const summary = await readWebm(file.path);
    worstDurationErrorPct = Math.max(worstDurationErrorPct, errorPct);
    longestFrameGapMs = Math.max(longestFrameGapMs, summary.longestVideoGapMs);
    if (errorPct <= DURATION_TOLERANCE * 100 && file.gaps.length === 0 && summary.longestVideoGapMs <= LONGEST_FRAME_GAP_MS && summary.audioFrames > 0)
      complete++;
    else
      console.log(
        `  incomplete: participant ${file.participantId}: ${file.durationMs} ms recorded of ${wallMs} ms, gaps ${JSON.stringify(file.gaps)}, ` +
          `${summary.videoFrames} video / ${summary.audioFrames} audio frames, longest frame gap ${summary.longestVideoGapMs} ms`,
      );
  }
  const ok = files.length === participants && complete === participants;
  return { meetings, participants, plain, recorded, sentVideo, files: files.length, complete, worstDurationErrorPct, longestFrameGapMs, ok };
}

const pct = (n: number) => `${n.toFixed(0)} %`;

function printTable(steps: Step[]) {
  const rows = steps.map((s) => [
    `${s.meetings}`,
    `${s.participants}`,
    pct(s.plain.serverCpuPct),
    pct(s.recorded.serverCpuPct),
    pct(s.recorded.serverCpuPct / s.participants),
    pct((s.recorded.serverCpuPct - s.plain.serverCpuPct) / s.participants),
    pct(s.recorded.chromiumCpuPct),
    s.sentVideo,
    `${s.complete}/${s.participants}`,
    `${s.worstDurationErrorPct.toFixed(1)} %`,
    `${s.longestFrameGapMs} ms`,
    s.ok ? 'yes' : 'NO',
  ]);
  const head = [
    'meetings',
    'senders',
    'plain werift CPU',
    'recorder CPU',
    'per participant',
    'recording cost/participant',
    'Chromium CPU',
    'sent video',
    'complete',
    'worst length error',
    'longest frame gap',
    'ok',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of rows) console.log(line(r));
}

const dir = mkdtempSync(join(tmpdir(), 'notaria-bench-video-'));
const browser = await chromium.launch({ executablePath: values.chromium, args: SENDER_ARGS, headless: true });
const steps: Step[] = [];
try {
  console.log(
    `bench/video: ${SECONDS} s per phase, 640×480 fake cameras, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (let meetings = Number(values.from); meetings <= MAX_MEETINGS; meetings++) {
    const result = await step(browser, meetings, dir).catch((error: unknown) => {
      // Chromium itself gives out first on a quiet machine (e.g. "Could not start audio source" for the 18th page).
      console.log(`${meetings} meeting(s): the senders could not start: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      return null;
    });
    if (!result) break;
    steps.push(result);
    console.log(
      `${meetings} meeting(s): plain ${pct(result.plain.serverCpuPct)}, recorder ${pct(result.recorded.serverCpuPct)}, Chromium ${pct(result.recorded.chromiumCpuPct)}, sent ${result.sentVideo}, complete ${result.complete}/${result.participants}, worst length error ${result.worstDurationErrorPct.toFixed(1)} %, longest frame gap ${result.longestFrameGapMs} ms`,
    );
    if (!result.ok) break;
  }
  console.log('');
  printTable(steps);
  const held = steps.filter((s) => s.ok).at(-1);
  console.log(`\nlargest number of simultaneous recorded meetings (2 participants) with complete recordings: ${held?.meetings ?? 0}`);
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
