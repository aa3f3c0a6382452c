import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api, tokenOf } from './api.ts';
import { dataRows, option } from './helpers.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A resident ID born on `birth` (yyyymmdd) whose sequence digits come from `n`, so each run registers a new person. */
export function residentId(birth: string, n: number) {
  const first17 = `110101${birth}${String(n % 1000).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * WEIGHTS[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

/** A personal customer of the office, registered by the notary, to preserve evidence for; answers the notary's token. */
export async function registerApplicant(request: APIRequestContext, name: string, birth = '19900517') {
  const notary = await tokenOf(request, 'notary');
  await api(request, notary, 'POST', '/api/customer/personal', { name, idType: 'ID_CARD', idNumber: residentId(birth, Date.now()), phone: '13912345678' });
  return notary;
}

/** Chooses the applicant in the open dialog's picker. */
export async function pickApplicant(page: Page, name: string) {
  await page.getByRole('dialog').getByLabel('申请人', { exact: true }).fill(name);
  await option(page, new RegExp(`^${name}（`)).click();
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The row of the list holding `text`. */
export const rowOf = (page: Page, text: string) => dataRows(page).filter({ hasText: text });

/** The stored file behind a preview (img, video, audio) in the detail, fetched as the notary: its bytes and SHA-256 must match the detail's. */
export async function expectStoredFileMatches(request: APIRequestContext, token: string, drawer: Locator, preview: Locator) {
  const url = await preview.getAttribute('src');
  const stored = await request.get(url!, { headers: { satoken: token } });
  expect(stored.ok()).toBe(true);
  const bytes = await stored.body();
  expect(bytes.length).toBeGreaterThan(0);
  await expect(drawer.getByRole('table', { name: '证据文件' })).toContainText(sha256(bytes));
  return bytes;
}
