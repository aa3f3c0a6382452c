import { expect, test, type Page } from '@playwright/test';
import { api, tokenOf } from './api.ts';
import { pickApplicant, registerApplicant, rowOf, sha256 } from './evidence-helpers.ts';
import { dataRows, endsWith, openAndSignIn, SHOTS } from './helpers.ts';

/** 存证 dialog: name, applicant, one file; upload or hash only. */
async function deposit(page: Page, o: { title: string; applicant: string; file: { name: string; bytes: Buffer }; hashOnly?: boolean }) {
  await page.getByRole('button', { name: endsWith('存证') }).click();
  const dialog = page.getByRole('dialog', { name: '存证' });
  await expect(dialog).toBeVisible();
  if (o.hashOnly) await dialog.getByText('仅存哈希').click();
  await dialog.getByLabel('证据名称').fill(o.title);
  await pickApplicant(page, o.applicant);
  await dialog.locator('input[type=file]').setInputFiles({ name: o.file.name, mimeType: 'application/octet-stream', buffer: o.file.bytes });
  await expect(dialog.getByText(o.file.name)).toBeVisible();
  await dialog.getByRole('button', { name: o.hashOnly ? '计算哈希并存证' : '上传并存证' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

test('存证: a file uploaded → 待确认 → 确认 → 已固定; a file deposited as its hash only shows 仅哈希; 证据统计 counts both', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = Date.now() % 10_000;
  const name = `沈清${suffix}`;
  await registerApplicant(request, name, '19881102');
  await openAndSignIn(page, 'notary', '/evidence/existList');
  await expect(page.getByText('存证列表').first()).toBeVisible();

  // —— Upload: the server hashes the bytes as they arrive; the record waits for confirmation.
  const contract = Buffer.from(`合作协议（签署版）\n甲方：${name}\n乙方：长安科技有限公司\n`, 'utf8');
  const uploadTitle = `合作协议签署版 ${suffix}`;
  await deposit(page, { title: uploadTitle, applicant: name, file: { name: '合作协议.txt', bytes: contract } });
  const uploaded = rowOf(page, uploadTitle);
  await expect(uploaded.getByText('待确认')).toBeVisible();
  await expect(uploaded.getByText('仅哈希')).toHaveCount(0);

  // The detail shows the file's SHA-256 as this side computes it.
  await uploaded.getByRole('button', { name: /^ZJ\d+$/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: uploadTitle });
  await expect(drawer.getByText(sha256(contract)).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await uploaded.getByRole('button', { name: '确认' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /^确\s*认$/ })
    .click();
  await expect(uploaded.getByText('已固定')).toBeVisible({ timeout: 30_000 });
  await expect(uploaded.getByRole('button', { name: '保全证书' })).toBeVisible();

  // —— Hash only: the browser hashes the file; only the name, size and digest go to the server.
  const design = Buffer.alloc(3 * 1024 * 1024, 7);
  const hashTitle = `设计稿终版 ${suffix}`;
  await deposit(page, { title: hashTitle, applicant: name, file: { name: '设计稿.psd', bytes: design }, hashOnly: true });
  const hashed = rowOf(page, hashTitle);
  await expect(hashed.getByText('仅哈希')).toBeVisible();
  await expect(hashed.getByText('待确认')).toBeVisible();
  await expect(hashed.getByText('3.0 MB')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/evidence-exist-list.png`, fullPage: true });

  // —— 证据统计 (the office administrator): the figures are those the server counts for the same range.
  const admin = await tokenOf(request, 'office_admin');
  const stats = await api<{ total: { count: number }; byType: { key: string; count: number }[] }>(request, admin, 'GET', '/api/evidence/statistics');
  expect(stats.byType.find((t) => t.key === 'FILE')!.count).toBeGreaterThanOrEqual(1);
  expect(stats.byType.find((t) => t.key === 'HASH_ONLY')!.count).toBeGreaterThanOrEqual(1);
  const director = await page.context().browser()!.newPage();
  await openAndSignIn(director, 'office_admin', '/evidence/statistics');
  await expect(director.getByTestId('stat-total')).toContainText(`${stats.total.count} 件`);
  await expect(director.getByRole('img', { name: `证据量，共 ${stats.total.count} 件` })).toBeVisible();
  await director.getByRole('tab', { name: '按取证方式' }).click();
  const byType = director.getByTestId('table-type');
  await expect(dataRows(byType).filter({ hasText: '哈希存证' })).toContainText(String(stats.byType.find((t) => t.key === 'HASH_ONLY')!.count));
  await director.screenshot({ path: `${SHOTS}/evidence-statistics.png` });
  await director.close();
});
