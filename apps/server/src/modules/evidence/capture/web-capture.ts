import { accessSync, constants } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { ArtifactRole } from '@notaria/contracts';
import { cleanReport, type ClockCheck } from './clean-report.ts';
import type { JobOptions } from './capture-queue.ts';
import { checkPublicAddress } from './address-guard.ts';
import { recordScreencast, videoAvailability } from './screencast-video.ts';

// One 网页取证 in a browser of its own: a fresh user-data-dir, no extensions, no proxy, closed and removed afterwards.
// First the clean-environment report (with about:blank's screenshot), then the page: screenshot, MHTML, HAR with the
// TLS details Chromium reported, and optionally a video of the page for a set time (screencast → ffmpeg → WebM).

export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-extensions',
  '--no-proxy-server',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
];
const VIEWPORT = { width: 1366, height: 768 };
const NAVIGATION_TIMEOUT_MS = 60_000;

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Why a capture cannot run on this server at all (no browser): retrying will not help. */
export class CaptureUnavailable extends Error {}

export function captureAvailability(): { available: boolean; reason: string } {
  try {
    accessSync(chromiumPath(), constants.X_OK);
    return { available: true, reason: '' };
  } catch {
    return {
      available: false,
      reason: `服务器未安装 Chromium（未找到 ${chromiumPath()}），无法进行网页取证，请管理员安装：apt-get install -y chromium fonts-wqy-zenhei`,
    };
  }
}

export interface CapturedFile {
  role: ArtifactRole;
  name: string;
  mime: string;
  bytes: Buffer;
  capturedAt: Date;
}

export interface CaptureResult {
  files: CapturedFile[];
  finalUrl: string;
  chromiumVersion: string;
  startedAt: Date;
  endedAt: Date;
}

export interface CaptureInput {
  url: string;
  options: JobOptions;
  /** Asks the office's timestamp authority for the time (the clean report compares it with the local clock). */
  clock: () => Promise<ClockCheck>;
  progress: (step: string, percent: number) => void;
  /** The whole capture is given up after this long. */
  capMs: number;
  /** Aborted when the server stops: the browser is closed at once. */
  signal?: AbortSignal;
  /** Internal and loopback addresses may be opened (EVIDENCE_CAPTURE_INTERNAL). */
  allowInternal?: boolean;
}

interface TlsDetails {
  url: string;
  protocol: string;
  keyExchange: string;
  cipher: string;
  subjectName: string;
  issuer: string;
  validFrom: number;
  validTo: number;
  sanList: string[];
  certificateTransparencyCompliance: string;
}

interface Har {
  log: { entries: { request: { url: string }; _securityDetails?: TlsDetails }[] } & Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function captureWebPage(input: CaptureInput): Promise<CaptureResult> {
  const available = captureAvailability();
  if (!available.available) throw new CaptureUnavailable(available.reason);
  const canRecord = input.options.video ? videoAvailability() : undefined;
  if (canRecord && !canRecord.available) throw new CaptureUnavailable(canRecord.reason);
  const work = await mkdtemp(join(tmpdir(), 'notaria-capture-'));
  const userDataDir = await mkdtemp(join(tmpdir(), 'notaria-profile-'));
  let context: BrowserContext | undefined;
  let timedOut = false;
  const stopVideo = new AbortController();
  const closeNow = () => {
    stopVideo.abort();
    void context?.close().catch(() => undefined);
  };
  const timer = setTimeout(() => {
    timedOut = true;
    closeNow();
  }, input.capMs);
  input.signal?.addEventListener('abort', closeNow);
  try {
    const profileEntriesBefore = (await readdir(userDataDir)).length;
    const clock = await input.clock();
    input.progress('正在启动全新浏览器', 10);
    const harPath = join(work, 'network.har');
    if (input.signal?.aborted || timedOut) throw new Error('取证已中止');
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath(),
      headless: true,
      args: LAUNCH_ARGS,
      viewport: VIEWPORT,
      recordHar: { path: harPath, content: 'embed' },
    });
    const startedAt = new Date();
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const version = (await cdp.send('Browser.getVersion')) as { product: string; userAgent: string };

    input.progress('正在检查取证环境', 20);
    await page.goto('about:blank');
    const blankPng = await page.screenshot();
    const extensionDirs = (await readdir(join(userDataDir, 'Default', 'Extensions')).catch(() => [])).length;
    const report = await cleanReport({
      userDataDir,
      profileEntriesBefore,
      extensionDirs,
      launchArgs: LAUNCH_ARGS,
      chromiumVersion: version.product,
      userAgent: version.userAgent,
      clock,
      blankUrl: page.url(),
      blankPng,
    });
    const files: CapturedFile[] = [json('CLEAN_REPORT', '清洁性检查报告.json', report)];

    const tls: TlsDetails[] = [];
    await cdp.send('Network.enable');
    cdp.on('Network.responseReceived', (e: { response: { url: string; securityDetails?: Omit<TlsDetails, 'url'> } }) => {
      if (e.response.securityDetails) tls.push({ ...e.response.securityDetails, url: e.response.url });
    });

    input.progress('正在打开网页', 35);
    const allowInternal = input.allowInternal === true;
    await checkPublicAddress(input.url, allowInternal);
    // Every request the page makes is checked too; a redirect is not routed, so the address it ended on is checked below.
    if (!allowInternal)
      await context.route('**/*', (route) =>
        checkPublicAddress(route.request().url(), false).then(
          () => route.continue(),
          () => route.abort('blockedbyclient'),
        ),
      );
    const response = await page.goto(input.url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
    if (!response) throw new Error('网页没有返回内容');
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const finalUrl = page.url();
    await checkPublicAddress(finalUrl, allowInternal);

    input.progress('正在截图', 50);
    files.push({
      role: 'SCREENSHOT',
      name: '网页截图.png',
      mime: 'image/png',
      bytes: await page.screenshot({ fullPage: input.options.fullPage }),
      capturedAt: new Date(),
    });

    input.progress('正在保存网页归档（MHTML）', 60);
    const { data: mhtml } = (await cdp.send('Page.captureSnapshot', { format: 'mhtml' })) as { data: string };
    files.push({ role: 'MHTML', name: '网页归档.mhtml', mime: 'multipart/related', bytes: Buffer.from(mhtml, 'utf8'), capturedAt: new Date() });

    let video: CapturedFile | undefined;
    if (input.options.video && input.options.durationSeconds > 0) {
      input.progress(`正在录制视频（${input.options.durationSeconds} 秒）`, 70);
      const ms = input.options.durationSeconds * 1000;
      await page.evaluate('window.scrollTo(0, 0)');
      const bytes = await recordScreencast({
        cdp,
        size: VIEWPORT,
        firstFrame: await page.screenshot({ type: 'jpeg', quality: 80 }),
        ms,
        out: join(work, 'video.webm'),
        during: () => browseFor(page, ms),
        signal: stopVideo.signal,
      });
      video = { role: 'VIDEO', name: '取证录像.webm', mime: 'video/webm', bytes, capturedAt: new Date() };
    }

    input.progress('正在保存网络日志（HAR）', 85);
    await context.close();
    context = undefined;
    const endedAt = new Date();
    files.push(json('HAR', '网络日志.har', withTls(JSON.parse(await readFile(harPath, 'utf8')) as Har, tls)));
    if (video) files.push(video);
    return { files, finalUrl, chromiumVersion: version.product, startedAt, endedAt };
  } catch (e) {
    if (timedOut) throw new Error(`取证超时（超过 ${Math.round(input.capMs / 1000)} 秒）`, { cause: e });
    throw e;
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', closeNow);
    await context?.close().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
    await rm(userDataDir, { recursive: true, force: true });
  }
}

const json = (role: ArtifactRole, name: string, value: unknown): CapturedFile => ({
  role,
  name,
  mime: 'application/json',
  bytes: Buffer.from(JSON.stringify(value, null, 2), 'utf8'),
  capturedAt: new Date(),
});

/** Each HAR entry gains the TLS details Chromium reported for its response (in order, for repeated addresses). */
function withTls(har: Har, tls: TlsDetails[]): Har {
  const pending = [...tls];
  for (const entry of har.log.entries) {
    const i = pending.findIndex((t) => t.url === entry.request.url);
    if (i >= 0) entry._securityDetails = pending.splice(i, 1)[0];
  }
  return har;
}

/** The video shows the page from the top, scrolled down in even steps to the bottom, then still until the end. */
async function browseFor(page: Page, ms: number) {
  const steps = Math.max(1, Math.floor(ms / 1000));
  for (let i = 1; i <= steps; i++) {
    await sleep(ms / (steps + 1));
    await page.evaluate(`window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * ${i / steps})`).catch(() => undefined);
  }
}
