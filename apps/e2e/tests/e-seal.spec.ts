import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { api, signedIn, tokenOf } from './api.ts';
import { certificatePdf, sealPng } from './e-seal-files.ts';
import { dataRows, option, SHOTS } from './helpers.ts';

// 电子签章 end to end: 赵敏 registers the office's electronic seal; 李明 uploads a final PDF, places the seal on page 2
// and applies; 王建国 approves; the PDF is stamped, the stamped copy downloads, and 核验 shows both hashes, the signature
// and the timestamp holding.

test('电子签章: apply with a placed seal, approved, stamped, downloaded and verified', async ({ browser, request }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const director = await tokenOf(request, 'director');
  const officeAdmin = await tokenOf(request, 'office_admin');
  const up = await request.post('/api/file/upload', {
    headers: { satoken: officeAdmin },
    multipart: { file: { name: '电子公章.png', mimeType: 'image/png', buffer: sealPng() } },
  });
  const imageUrl = ((await up.json()) as { data: { ossUrl: string } }).data.ossUrl;
  const sealName = `长安公证处电子公章${String(Date.now()).slice(-4)}`;
  await api(request, officeAdmin, 'POST', '/api/seal', {
    name: sealName,
    sealType: 'E_OFFICIAL',
    ownerUserId: null,
    keeperId: null,
    imageUrl,
    status: 'ACTIVE',
    validFrom: null,
    validTo: null,
  });

  const page = await signedIn(browser, 'notary', '/oa/apply?tab=ElectronicSeal');
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByText('并非 CA 签发的 GM/T 0031 电子印章')).toBeVisible();
  await expect(tab.getByText('我的电子签章申请')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/e-seal-empty.png` });

  await tab.getByRole('button', { name: '申请电子签章' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '申请电子签章' });
  await dialog.getByText('上传的 PDF').click();
  await dialog.locator('input[type=file]').setInputFiles({ name: '出生公证书.pdf', mimeType: 'application/pdf', buffer: await certificatePdf() });
  await expect(dialog.getByText('共 2 页')).toBeVisible();
  await dialog.getByLabel('电子印章').click();
  await option(page, new RegExp(sealName)).click();
  await dialog.getByLabel('页码').click();
  await option(page, '第 2 页').click();
  const sheet = dialog.getByTestId('seal-page');
  await expect(sheet).toHaveAttribute('style', /url\("?blob:/);
  const box = (await sheet.boundingBox())!;
  await sheet.click({ position: { x: box.width * 0.68, y: box.height * 0.72 } });
  await expect(dialog.getByText(/距左 68%，距上 7[12]%/)).toBeVisible();
  await dialog.getByLabel('用途').fill('公证书电子副本发送当事人');
  await page.screenshot({ path: `${SHOTS}/e-seal-apply.png` });
  await dialog.getByRole('button', { name: '提交审批' }).click();
  await expect(page.getByText('已提交电子签章审批')).toBeVisible();
  const row = dataRows(tab).filter({ hasText: '出生公证书.pdf' }).first();
  await expect(row).toContainText('审批中');

  // 王建国 decides in 办公审批 and sees what will be stamped where.
  const pending = await api<{ list: { id: number; summary: string }[] }>(request, director, 'GET', '/api/approval/pending?current=1&size=50');
  const approval = pending.list.find((r) => r.summary.includes(sealName))!;
  const detail = await api<{ lines: { label: string; value: string }[] }>(request, director, 'GET', `/api/approval/detail?id=${approval.id}`);
  expect(detail.lines.find((l) => l.label === '位置')?.value).toContain('第 2 页');
  await api(request, director, 'PUT', '/api/approval/approve', { id: approval.id });

  await expect(async () => {
    await tab.getByRole('button', { name: /刷\s*新/ }).click();
    await expect(row).toContainText('已签章', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/e-seal-stamped.png` });

  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '电子签章详情' });
  await expect(drawer.getByText('签章后 SHA-256')).toBeVisible();
  await drawer.getByRole('button', { name: /核\s*验/ }).click();
  await expect(drawer.getByText('核验通过')).toBeVisible();
  await expect(drawer.getByText('时间戳有效', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/e-seal-verified.png` });
  const downloading = page.waitForEvent('download');
  await drawer.getByRole('button', { name: '下载签章文件' }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toBe('出生公证书（已签章）.pdf');
  await pdf.saveAs(`${SHOTS}/e-seal-stamped.pdf`);
});
