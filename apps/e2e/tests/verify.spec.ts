import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, itemLeaves, settleFees, tokenOf, type ItemNode } from './api.ts';
import config from '../playwright.config.ts';
import { SHOTS } from './helpers.ts';
import { approveAllSteps } from './case-approval.ts';

// Chromium's fake camera plays this file: the journey films the certificate's QR code with it.
const CAMERA = join(tmpdir(), 'notaria-verify-camera.y4m');
const FRAME = { width: 640, height: 480 };
writeFileSync(CAMERA, y4m(new Uint8Array(FRAME.width * FRAME.height).fill(255)));
const launch = config.use!.launchOptions!;
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${CAMERA}`],
  },
});

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A resident ID born 1988-11-02 whose sequence digits come from `n`, so each run registers a new person. */
function residentId(n: number) {
  const first17 = `11010519881102${String(n % 1000).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * WEIGHTS[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

/**
 * A 声明 case taken through 受理, 审批 and 出证 by the API, as the office would: at 出证 its 公证书 becomes FINAL,
 * sealed, hashed into the office's chain and timestamped. Answers the stored PDF and its number.
 */
async function issuedCertificate(request: APIRequestContext): Promise<{ pdf: Buffer; number: string }> {
  const suffix = Date.now();
  const notary = await tokenOf(request, 'notary');
  const me = await api<{ id: number }>(request, notary, 'GET', '/api/auth/current-user');
  const item = itemLeaves(await api<ItemNode[]>(request, notary, 'GET', '/api/notarization-item/tree?enabledOnly=true')).find((n) => n.name === '声明')!;
  const person = { name: '陈思远', idType: 'ID_CARD', idNumber: residentId(suffix), phone: '13911112222', address: '北京市西城区德胜门外大街 11 号' };
  const created = await api<{ id: number }>(request, notary, 'POST', '/api/business', {
    itemIds: [item.id],
    handlerId: me.id,
    purpose: '办理房产事务',
    feeConfirmed: true,
    parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }],
    materials: (item.materials ?? []).map((m) => ({ name: m.name, status: 'RECEIVED', originalSeen: true })),
  });
  const body = { id: created.id };
  await api(request, notary, 'PUT', '/api/business/accept', body);
  await settleFees(request, created.id);
  await api(request, notary, 'PUT', '/api/business/submitReview', body);
  await approveAllSteps(request, body.id);
  await api(request, notary, 'PUT', '/api/business/issue', body);

  const documents = await api<{ id: number; kind: string; status: string; certificateNumber: string; sha256: string }[]>(
    request,
    notary,
    'GET',
    `/api/case-documents?caseId=${created.id}`,
  );
  const certificate = documents.find((d) => d.kind === 'CERTIFICATE' && d.status === 'FINAL')!;
  expect(certificate, '出证后应有定稿的公证书').toBeTruthy();
  const res = await request.get(`/api/case-documents/export/${certificate.id}?format=pdf`, { headers: { satoken: notary } });
  expect(res.ok()).toBe(true);
  const pdf = await res.body();
  expect(createHash('sha256').update(pdf).digest('hex')).toBe(certificate.sha256);
  return { pdf, number: certificate.certificateNumber };
}

/** The last page of a PDF as a PNG, as a phone photographs the certificate's QR code. */
function lastPageImage(pdf: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'verify-qr-'));
  writeFileSync(join(dir, 'c.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', '150', '-png', join(dir, 'c.pdf'), join(dir, 'page')]);
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort();
  return readFileSync(join(dir, pages.at(-1)!));
}

/** A few frames of video (YUV 4:2:0, grey: chroma 128) whose picture is `luma`. */
function y4m(luma: Uint8Array): Buffer {
  const chroma = Buffer.alloc((FRAME.width * FRAME.height) / 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${FRAME.width} H${FRAME.height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]);
}

/** The QR code image embedded in the PDF (the square, black-and-white one), centred on a white video frame. */
function qrFilm(pdf: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'verify-images-'));
  writeFileSync(join(dir, 'c.pdf'), pdf);
  execFileSync('pdfimages', [join(dir, 'c.pdf'), join(dir, 'img')]);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ppm'))) {
    const raw = readFileSync(join(dir, file));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(raw.subarray(0, 32).toString('latin1'));
    const [width, height] = [Number(header?.[1]), Number(header?.[2])];
    if (!header || width !== height || width > FRAME.height) continue;
    const pixels = raw.subarray(header[0].length);
    if (!pixels.every((v) => v === 0 || v === 255)) continue;
    const luma = new Uint8Array(FRAME.width * FRAME.height).fill(255);
    const [left, top] = [(FRAME.width - width) >> 1, (FRAME.height - height) >> 1];
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) luma[(top + y) * FRAME.width + left + x] = pixels[(y * width + x) * 3];
    return y4m(luma);
  }
  throw new Error('公证书 PDF 中未找到二维码图像');
}

const verdict = (page: Page) => page.getByRole('region', { name: '核验结果' }).getByRole('heading', { level: 2 });

async function checkHash(page: Page, hash: string) {
  await page.getByRole('tab', { name: /输入哈希值/ }).click();
  await page.getByLabel('文件哈希值（SHA-256 或 SM3）').fill(hash);
  await page.getByRole('button', { name: /^核\s*验$/ }).click();
}

const chooseFile = (page: Page, name: string, buffer: Buffer, mimeType: string) =>
  page.locator('input[type=file]').first().setInputFiles({ name, mimeType, buffer });

test('anyone checks a certificate on /verify without signing in: its hash, the PDF itself and its QR code (picture or camera) say 核验通过; one changed byte does not', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { pdf, number } = await issuedCertificate(request);
  const sha256 = createHash('sha256').update(pdf).digest('hex');

  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await page.goto('/verify');
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByRole('heading', { name: '公证书与存证核验' })).toBeVisible();

  // The hash the office hands over.
  await checkHash(page, sha256);
  await expect(verdict(page)).toHaveText('核验通过');
  const result = page.getByRole('region', { name: '核验结果' });
  await expect(result.getByText(number)).toBeVisible();
  await expect(result.getByText('公证书（电子文件）')).toBeVisible();
  await expect(result.getByText('完整，未被改动')).toBeVisible();
  await expect(result.getByText('有效', { exact: true })).toBeVisible();
  await expect(result).not.toContainText('陈思远');
  await page.screenshot({ path: `${SHOTS}/verify-desktop-hash.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/verify-desktop.png`, fullPage: true });

  // A hash one digit off matches nothing.
  await checkHash(page, (sha256[0] === '0' ? '1' : '0') + sha256.slice(1));
  await expect(verdict(page)).toHaveText('未找到匹配记录');

  // The PDF itself, hashed in the browser; then the same PDF with one byte changed.
  await page.getByRole('tab', { name: /上传文件/ }).click();
  await chooseFile(page, '公证书.pdf', pdf, 'application/pdf');
  await expect(verdict(page)).toHaveText('核验通过');
  await expect(result.getByText('公证书.pdf')).toBeVisible();
  const changed = Buffer.from(pdf);
  changed[Math.floor(changed.length / 2)] ^= 1;
  await chooseFile(page, '公证书（改）.pdf', changed, 'application/pdf');
  await expect(verdict(page)).toHaveText('未找到匹配记录');

  // The QR code printed on the certificate, from a picture of the page.
  await page.getByRole('tab', { name: /扫描二维码/ }).click();
  await page.locator('input[type=file][accept="image/*"]').setInputFiles({ name: '公证书.png', mimeType: 'image/png', buffer: lastPageImage(pdf) });
  await expect(verdict(page)).toHaveText('核验通过');
  await expect(result.getByText('二维码由下列机构签发，内容未被改动。')).toBeVisible();
  await expect(result.getByText(number).first()).toBeVisible();
  await expect(result.getByText('公证书（文书内容）')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/verify-desktop-qr.png`, fullPage: true });

  // On a phone: the hash, then the camera filming the QR code.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, permissions: ['camera'] })
  ).newPage();
  await phone.goto('/verify');
  await phone.screenshot({ path: `${SHOTS}/verify-phone-start.png`, fullPage: true });
  await checkHash(phone, sha256);
  await expect(verdict(phone)).toHaveText('核验通过');
  await phone.screenshot({ path: `${SHOTS}/verify-phone-result.png`, fullPage: true });
  await phone.screenshot({ path: `${SHOTS}/verify-phone.png`, fullPage: true });
  // The viewfinder on a blank picture: nothing to read, the camera stays on until closed.
  writeFileSync(CAMERA, y4m(new Uint8Array(FRAME.width * FRAME.height).fill(255)));
  await phone.getByRole('tab', { name: /扫描二维码/ }).click();
  await phone.getByRole('button', { name: /用摄像头扫描/ }).click();
  await expect(phone.getByText('请将公证书上的二维码置于框内，识别后自动核验。')).toBeVisible();
  await expect.poll(() => phone.getByLabel('摄像头画面').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(FRAME.width);
  await phone.screenshot({ path: `${SHOTS}/verify-phone-viewfinder.png` });
  await phone.getByRole('button', { name: /关闭摄像头/ }).click();
  writeFileSync(CAMERA, qrFilm(pdf));
  await phone.getByRole('button', { name: /用摄像头扫描/ }).click();
  await expect(phone.getByText('二维码由下列机构签发，内容未被改动。')).toBeVisible();
  await expect(verdict(phone)).toHaveText('核验通过');
  // Recognised: the camera is off again.
  await expect(phone.getByRole('button', { name: /用摄像头扫描/ })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/verify-phone-camera.png`, fullPage: true });
});
