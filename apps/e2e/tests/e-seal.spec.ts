import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, completeCertificates, itemLeaves, settleFees, signedIn, tokenOf, type ItemNode } from './api.ts';
import { approveAllSteps } from './case-approval.ts';
import { certificatePdf, sealPng } from './e-seal-files.ts';
import { dataRows, option, SHOTS } from './helpers.ts';

// 电子签章 end to end: 赵敏 registers the office's electronic seal; 李明 uploads a final PDF, places the seal on page 2
// and applies; 王建国 approves; the PDF is stamped, the stamped copy downloads, and 核验 shows both hashes, the signature
// and the timestamp holding.

/** 赵敏 registers an active electronic seal with its impression; answers its name. */
async function registerSeal(request: APIRequestContext): Promise<string> {
  const officeAdmin = await tokenOf(request, 'office_admin');
  const up = await request.post('/api/file/upload', {
    headers: { satoken: officeAdmin },
    multipart: { file: { name: '电子公章.png', mimeType: 'image/png', buffer: sealPng() } },
  });
  const imageUrl = ((await up.json()) as { data: { ossUrl: string } }).data.ossUrl;
  const name = `长安公证处电子公章${String(Date.now()).slice(-4)}`;
  await api(request, officeAdmin, 'POST', '/api/seal', {
    name,
    sealType: 'E_OFFICIAL',
    ownerUserId: null,
    keeperId: null,
    imageUrl,
    status: 'ACTIVE',
    validFrom: null,
    validTo: null,
  });
  return name;
}

/** 王建国 approves the open 电子签章 request for `sealName`, having seen where the seal goes. */
async function approveStamping(request: APIRequestContext, sealName: string, page: string) {
  const director = await tokenOf(request, 'director');
  const pending = await api<{ list: { id: number; summary: string }[] }>(request, director, 'GET', '/api/approval/pending?current=1&size=50');
  const approval = pending.list.find((r) => r.summary.includes(sealName))!;
  const detail = await api<{ lines: { label: string; value: string }[] }>(request, director, 'GET', `/api/approval/detail?id=${approval.id}`);
  expect(detail.lines.find((l) => l.label === '位置')?.value).toContain(page);
  await api(request, director, 'PUT', '/api/approval/approve', { id: approval.id });
}

/** A 声明 case brought through the API to 已出证: its 公证书 is FINAL with a stored PDF. */
async function issuedCase(request: APIRequestContext, suffix: string) {
  const notary = await tokenOf(request, 'notary');
  const me = await api<{ id: number }>(request, notary, 'GET', '/api/auth/current-user');
  const upload = await request.post('/api/file/upload', {
    headers: { satoken: notary },
    multipart: { file: { name: '身份证.png', mimeType: 'image/png', buffer: sealPng(8) } },
  });
  const file = ((await upload.json()) as { data: { ossUrl: string } }).data;
  const item = itemLeaves(await api<ItemNode[]>(request, notary, 'GET', '/api/notarization-item/tree?enabledOnly=true')).find((n) => n.name === '声明')!;
  const { id, businessNumber } = await api<{ id: number; businessNumber: string }>(request, notary, 'POST', '/api/business', {
    itemIds: [item.id],
    handlerId: me.id,
    purpose: '办理房产继承手续',
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: `周签章${suffix}`, idType: 'PASSPORT', idNumber: `E${suffix}07`, phone: '13900005678' } },
    ],
    materials: (item.materials ?? []).map((m) => ({ name: m.name, originalSeen: true, status: 'RECEIVED', fileUrl: file.ossUrl })),
    fees: [{ feeType: 'NOTARY_FEE', amountFen: 10_000, note: '声明' }],
    feeConfirmed: true,
  });
  await api(request, notary, 'PUT', '/api/business/accept', { id });
  await completeCertificates(request, notary, id);
  await settleFees(request, id);
  await api(request, notary, 'PUT', '/api/business/submitReview', { id });
  await approveAllSteps(request, id);
  await api(request, notary, 'PUT', '/api/business/issue', { id });
  return businessNumber;
}

test('电子签章: apply with a placed seal, approved, stamped, downloaded and verified', async ({ browser, request }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const sealName = await registerSeal(request);

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
  await expect(sheet).toHaveAttribute('style', /url\("?data:image\/png/);
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
  await approveStamping(request, sealName, '第 2 页');

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

test('电子签章 on an issued 公证书: picked by its business number, stamped at 公证员签名处, the seal visible in the PDF', async ({ browser, request }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const suffix = String(Date.now()).slice(-5);
  const sealName = await registerSeal(request);
  const businessNumber = await issuedCase(request, suffix);

  const page = await signedIn(browser, 'notary', '/oa/apply?tab=ElectronicSeal');
  const tab = page.getByRole('tabpanel');
  await tab.getByRole('button', { name: '申请电子签章' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '申请电子签章' });
  await dialog.getByRole('combobox', { name: '公证书', exact: true }).fill(businessNumber);
  await option(page, new RegExp(businessNumber)).click();
  await expect(dialog.getByText(/共 \d+ 页/)).toBeVisible();
  await dialog.getByLabel('电子印章').click();
  await option(page, new RegExp(sealName)).click();
  await dialog.getByText('公证员签名处').click();
  await expect(dialog.getByText('印章中心：距左 70%，距上 74%')).toBeVisible();
  await dialog.getByLabel('用途').fill('公证书电子版交当事人');
  await page.screenshot({ path: `${SHOTS}/e-seal-apply-certificate.png` });
  await dialog.getByRole('button', { name: '提交审批' }).click();
  await expect(page.getByText('已提交电子签章审批')).toBeVisible();

  await approveStamping(request, sealName, '公证员签名处');
  const row = dataRows(tab).filter({ hasText: sealName }).first();
  await expect(async () => {
    await tab.getByRole('button', { name: /刷\s*新/ }).click();
    await expect(row).toContainText('已签章', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载' }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(/（已签章）\.pdf$/);
  const saved = `${SHOTS}/e-seal-certificate-stamped.pdf`;
  await pdf.saveAs(saved);
  // The stamped certificate's first page as poppler draws it: the seal is on the page.
  execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '60', '-png', '-singlefile', saved, `${SHOTS}/e-seal-certificate-page1`]);
});
