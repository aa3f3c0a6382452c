import { accessSync, constants } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AppError } from '../../lib/app-error.ts';

// One warm Chromium for the whole server, started on the first PDF and again if it dies. Pages get no JavaScript and no
// network: a document's HTML is complete (fonts are the system's, images are data URLs), so nothing may leave the box.

const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-sync'];
const INSTALL_HINT = '服务器未安装 Chromium，暂不能生成 PDF（管理员可运行：apt-get install -y chromium fonts-wqy-zenhei）';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export type PdfCapability = { available: boolean; reason: string };

/** Whether this server can print PDFs, and if not, what the administrator should install. */
export function pdfCapability(): PdfCapability {
  const path = chromiumPath();
  try {
    accessSync(path, constants.X_OK);
    return { available: true, reason: '' };
  } catch {
    return { available: false, reason: `${INSTALL_HINT}；未找到 ${path}` };
  }
}

export const chromiumMissing = () => new AppError('SERVICE_UNAVAILABLE', INSTALL_HINT);
const chromiumBroken = () => new AppError('SERVICE_UNAVAILABLE', '服务器的 Chromium 无法启动，暂不能生成 PDF（请管理员查看服务器日志）');

type Running = { browser: Browser; context: BrowserContext };
let running: Promise<Running> | null = null;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: LAUNCH_ARGS, headless: true });
}

async function launch(): Promise<Running> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
  await context.route('**/*', (route) => route.abort());
  return { browser, context };
}

function started(): Promise<Running> {
  if (!pdfCapability().available) return Promise.reject(chromiumMissing());
  if (!running) {
    const attempt = launch();
    running = attempt;
    attempt.then(
      ({ browser }) => browser.on('disconnected', () => running === attempt && (running = null)),
      () => running === attempt && (running = null),
    );
  }
  return running.catch((error: unknown) => {
    throw error instanceof AppError ? error : Object.assign(chromiumBroken(), { cause: error });
  });
}

/** A new page of the warm browser (started now if needed). */
export async function openPage(): Promise<Page> {
  const { context } = await started();
  return context.newPage();
}

export async function browserAlive(): Promise<boolean> {
  if (!running) return false;
  try {
    return (await running).browser.isConnected();
  } catch {
    return false;
  }
}

/** Closes the browser (app close); the next PDF starts a new one. */
export async function closeBrowser(): Promise<void> {
  const current = running;
  running = null;
  if (!current) return;
  try {
    await (await current).browser.close();
  } catch {
    // It never started or is already gone: nothing to close.
  }
}
