import type { Page } from 'playwright-core';
import { AppError } from '../../lib/app-error.ts';
import { browserAlive, closeBrowser, launchBrowser, openPage } from './chromium.ts';
import { PagePool } from './page-pool.ts';

const POOL_SIZE = Number(process.env.PDF_PAGES) > 0 ? Number(process.env.PDF_PAGES) : 2;
const pool = new PagePool(POOL_SIZE, openPage);

async function print(page: Page, html: string): Promise<Buffer> {
  await page.setContent(html, { waitUntil: 'load' });
  // Fonts are system fonts, but CJK faces load lazily: wait until every face the page uses is ready.
  await page.evaluate('document.fonts.ready').catch(() => undefined);
  return page.pdf({ preferCSSPageSize: true, printBackground: true });
}

/** Prints a complete HTML page to PDF with the warm Chromium; page size and margins come from the page's @page rule. */
export async function htmlToPdf(html: string): Promise<Buffer> {
  try {
    return await pool.use((page) => print(page, html));
  } catch (error) {
    if (error instanceof AppError || (await browserAlive())) throw error;
    // The browser died under us (crash, killed): start a new one and try once more.
    pool.clear();
    await closeBrowser();
    return pool.use((page) => print(page, html));
  }
}

/** App close: the pool's pages go with the browser. */
export async function closeRenderer(): Promise<void> {
  pool.clear();
  await closeBrowser();
}

/** Baseline for the benchmark: a fresh page for every print, closed after. */
export async function htmlToPdfFreshPage(html: string): Promise<Buffer> {
  const page = await openPage();
  try {
    return await print(page, html);
  } finally {
    await page.close();
  }
}

/** Baseline for the benchmark: a browser started for one print and closed after, as a naive server would. */
export async function htmlToPdfFreshBrowser(html: string): Promise<Buffer> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ javaScriptEnabled: false, offline: true })).newPage();
    return await print(page, html);
  } finally {
    await browser.close();
  }
}
