import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectStoredFileMatches, pickApplicant, registerApplicant } from './evidence-helpers.ts';
import { endsWith, openAndSignIn, SHOTS } from './helpers.ts';

// Chromium's fake camera, microphone and screen (launch flags in the config); the server's 通话录音 is the fake provider.
test.use({ permissions: ['camera', 'microphone'] });

/** Fills the open capture dialog's name and applicant. */
async function describeCapture(page: Page, dialog: Locator, title: string, applicant: string) {
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('证据名称').fill(title);
  await pickApplicant(page, applicant);
}

/** Records for about `seconds` from the open dialog, then waits for the upload to finish. */
async function record(dialog: Locator, start: string, stop: string, seconds: number) {
  await dialog.getByRole('button', { name: start }).click();
  await expect(dialog.getByRole('status')).toContainText(`正在录制 00:0${seconds}`, { timeout: 15_000 });
  await expect(dialog.getByRole('status')).toContainText(/已上传 [1-9]\d* 个分片/);
  await dialog.getByRole('button', { name: stop }).click();
}

/** After a recording: the detail of the new record, in 待确认. */
async function openDetail(page: Page, dialog: Locator) {
  await expect(dialog.getByText('已上传，请核对后确认证据')).toBeVisible({ timeout: 30_000 });
  const evidenceNo = (await dialog.locator('.ant-descriptions-item-content').first().innerText()).trim();
  await dialog.getByRole('button', { name: '查看证据' }).click();
  return pendingDetail(page, evidenceNo);
}

async function pendingDetail(page: Page, evidenceNo: string | RegExp) {
  const drawer = page.getByRole('dialog', { name: typeof evidenceNo === 'string' ? `取证详情 · ${evidenceNo}` : evidenceNo });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('待确认', { exact: true })).toBeVisible({ timeout: 20_000 });
  return drawer;
}

/** Plays a video or sound of the detail until time passes. */
async function plays(media: Locator) {
  await expect.poll(() => media.evaluate((m: HTMLMediaElement) => m.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await media.evaluate((m: HTMLMediaElement) => {
    m.muted = true;
    return m.play();
  });
  await expect.poll(() => media.evaluate((m: HTMLMediaElement) => m.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
}

async function closeDetail(page: Page, drawer: Locator) {
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test('录屏, 拍照, 录音 and 通话录音 each end in 待确认 with a file that plays or shows and the SHA-256 the server computed', async ({ page, request }) => {
  // About 45 s on a busy two-core machine; the margin keeps a slow run from failing.
  test.setTimeout(90_000);
  const name = `顾言${Date.now() % 10_000}`;
  const notary = await registerApplicant(request, name, '19920304');
  await openAndSignIn(page, 'notary', '/evidence/obtainList');

  // 录屏: the fake screen, with the page's own sound, recorded for a second or so.
  await page.getByRole('button', { name: endsWith('录屏') }).click();
  let dialog = page.getByRole('dialog', { name: '录屏取证' });
  await describeCapture(page, dialog, '客服页面操作录屏', name);
  await expect.poll(() => dialog.getByLabel('实时画面').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await record(dialog, '开始录屏', '结束录屏', 1);
  let drawer = await openDetail(page, dialog);
  const screen = drawer.locator('video');
  await plays(screen);
  await expectStoredFileMatches(request, notary, drawer, screen);
  await page.screenshot({ path: `${SHOTS}/evidence-screen-detail.png` });
  await closeDetail(page, drawer);

  // 拍照: one frame of the fake camera.
  await page.getByRole('button', { name: endsWith('拍照') }).click();
  dialog = page.getByRole('dialog', { name: '拍照取证' });
  await describeCapture(page, dialog, '现场门牌照片', name);
  await expect.poll(() => dialog.getByLabel('实时画面').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: /^拍\s*照$/ }).click();
  drawer = await openDetail(page, dialog);
  const photo = drawer.locator('img.ant-image-img').first();
  await expect.poll(() => photo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
  await expectStoredFileMatches(request, notary, drawer, photo);
  await closeDetail(page, drawer);

  // 录音: the fake microphone's tone.
  await page.getByRole('button', { name: endsWith('录音') }).click();
  dialog = page.getByRole('dialog', { name: '录音取证' });
  await describeCapture(page, dialog, '电话协商录音', name);
  await expect(dialog.getByText('麦克风已就绪')).toBeVisible();
  await record(dialog, '开始录音', '结束录音', 1);
  drawer = await openDetail(page, dialog);
  const sound = drawer.locator('audio');
  await plays(sound);
  await expectStoredFileMatches(request, notary, drawer, sound);
  await page.screenshot({ path: `${SHOTS}/evidence-audio-detail.png` });
  await closeDetail(page, drawer);

  // 通话录音: the fake provider accepts the call and delivers its recording; 待确认 arrives over the socket.
  await page.getByRole('button', { name: endsWith('通话录音') }).click();
  dialog = page.getByRole('dialog', { name: '通话录音' });
  await describeCapture(page, dialog, '与房东的通话', name);
  await dialog.getByLabel('对方号码').fill('021-12345678');
  await dialog.getByRole('button', { name: '发起通话' }).click();
  await expect(dialog).toBeHidden();
  drawer = await pendingDetail(page, /^取证详情 · /);
  const call = drawer.locator('audio');
  await plays(call);
  await expectStoredFileMatches(request, notary, drawer, call);
  await page.screenshot({ path: `${SHOTS}/evidence-call-detail.png` });
});
