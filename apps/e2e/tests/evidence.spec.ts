import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectStoredFileMatches, pickApplicant, registerApplicant, rowOf } from './evidence-helpers.ts';
import { openAndSignIn, SHOTS } from './helpers.ts';

// Chromium's fake camera and microphone (launch flags in the config) record a test pattern and a tone.
test.use({ permissions: ['camera', 'microphone'], acceptDownloads: true });

test('录像: three seconds from the camera are uploaded while recording; the detail plays the video and shows the hashes the server computed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `周晓${Date.now() % 10_000}`;
  const notary = await registerApplicant(request, name);
  await openAndSignIn(page, 'notary', '/evidence/obtainList');

  await page.getByRole('button', { name: '录像' }).click();
  const dialog = page.getByRole('dialog', { name: '录像取证' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('证据名称').fill('现场交涉过程录像');
  await pickApplicant(page, name);
  const live = dialog.getByLabel('实时画面');
  await expect.poll(() => live.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: '开始录像' }).click();
  const status = dialog.getByRole('status');
  await expect(status).toContainText('正在录制 00:03', { timeout: 15_000 });
  await expect(status).toContainText(/已上传 [1-9]\d* 个分片/);
  await page.screenshot({ path: `${SHOTS}/evidence-recording.png` });
  await dialog.getByRole('button', { name: '结束录像' }).click();
  await expect(dialog.getByText('已上传，请核对后确认证据')).toBeVisible({ timeout: 30_000 });
  const evidenceNo = (await dialog.locator('.ant-descriptions-item-content').first().innerText()).trim();
  await dialog.getByRole('button', { name: '查看证据' }).click();

  const drawer = page.getByRole('dialog', { name: `取证详情 · ${evidenceNo}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('待确认')).toBeVisible();
  const video = drawer.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.videoWidth > 0), { timeout: 20_000 }).toBe(true);
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);

  // The file as stored, fetched and hashed here, against what the detail shows.
  await expectStoredFileMatches(request, notary, drawer, video);
  await drawer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/evidence-video-detail.png` });
});

/** A small site on 127.0.0.1: a Chinese product page with a picture, as the capture browser sees it. */
function fixtureSite(): Promise<{ server: Server; url: string }> {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>某品牌旗舰店 · 商品详情</title></head>
<body style="font-family:sans-serif;margin:40px"><h1>某品牌无线耳机 X9（限时特价）</h1><p>售价：￥199.00　月销 3,200 件</p>
<img src="/pic.png" width="120" height="120" alt="商品图"><p>本页面用于电子证据取证测试。</p></body></html>`;
  const server = createServer((req, res) => {
    if (req.url === '/pic.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}/item/8848` });
    }),
  );
}

test('网页取证 of a local page: 待确认 arrives live, 确认 seals it with a timestamp, the package verifies on /verify and a changed copy does not', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `吴思${Date.now() % 10_000}`;
  await registerApplicant(request, name);
  const site = await fixtureSite();
  try {
    await openAndSignIn(page, 'notary', '/evidence/obtainList');

    await page.getByRole('button', { name: '网页取证' }).click();
    const dialog = page.getByRole('dialog', { name: '网页取证' });
    await dialog.getByRole('textbox', { name: '网址' }).fill(site.url);
    await dialog.getByLabel('证据名称').fill('无线耳机 X9 侵权商品页面');
    await pickApplicant(page, name);
    await page.screenshot({ path: `${SHOTS}/evidence-web-dialog.png` });
    await dialog.getByRole('button', { name: '开始取证' }).click();
    await expect(dialog).toBeHidden();
    const drawer = page.getByRole('dialog', { name: /^取证详情 · / });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Nothing is reloaded: the status arrives over the socket.
    const row = rowOf(page, '无线耳机 X9 侵权商品页面');
    await expect(row.getByText('待确认')).toBeVisible({ timeout: 90_000 });
    await page.screenshot({ path: `${SHOTS}/evidence-list-pending.png` });
    await row.getByRole('button', { name: '确认' }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /^确\s*认$/ })
      .click();
    await expect(row.getByText(/已固定/)).toBeVisible({ timeout: 30_000 });

    await row.getByRole('button', { name: '详情' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('row', { name: /时间戳时间/ })).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/, { timeout: 30_000 });
    await drawer.getByRole('button', { name: '核验完整性' }).click();
    await expect(drawer.getByText(/^核验通过/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/evidence-web-detail.png` });

    const download = page.waitForEvent('download');
    await drawer.getByRole('button', { name: '证据包' }).click();
    const zipPath = await (await download).path();
    const dir = mkdtempSync(join(tmpdir(), 'evidence-package-'));
    execFileSync('unzip', ['-q', zipPath, '-d', dir]);
    const all = readdirSync(dir, { recursive: true }).map(String);
    const shot = all.find((f) => /\.png$/i.test(f));
    expect(shot, `证据包应含网页截图：${all.join(', ')}`).toBeTruthy();
    const screenshot = readFileSync(join(dir, shot!));

    const verify = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await verify.goto('/verify');
    await verify.getByRole('tab', { name: /上传文件/ }).click();
    const verdict = verify.getByRole('region', { name: '核验结果' }).getByRole('heading', { level: 2 });
    await verify.locator('input[type=file]').first().setInputFiles({ name: '网页截图.png', mimeType: 'image/png', buffer: screenshot });
    await expect(verdict).toHaveText('核验通过');
    await verify.screenshot({ path: `${SHOTS}/evidence-verify-genuine.png`, fullPage: true });
    const changed = Buffer.from(screenshot);
    changed[changed.length >> 1] ^= 1;
    await verify.locator('input[type=file]').first().setInputFiles({ name: '网页截图（改）.png', mimeType: 'image/png', buffer: changed });
    await expect(verdict).toHaveText('未找到匹配记录');
  } finally {
    site.server.close();
  }
});
