import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openAndSignIn, option, SHOTS } from './helpers.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A resident ID born 1990-03-07 whose sequence digits come from `n`, so each run registers a new person. */
function residentId(n: number) {
  const first17 = `11010119900307${String(n % 1000).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * WEIGHTS[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const res = await request.fetch(`/api${url}`, { method, headers: { satoken: token }, ...(data ? { data } : {}) });
  const body = await res.json();
  expect(body.success, `${method} ${url}: ${body.message}`).toBe(true);
  return body.data;
}

/** A case of the notary with one applicant, made through the API as the acceptance desk would. */
async function createCase(request: APIRequestContext, partyName: string) {
  const token = (await api(request, '', 'POST', '/auth/login', { account: 'notary', password: DEMO_PASSWORD })).tokenValue as string;
  const me = await api(request, token, 'GET', '/auth/current-user');
  const birth = (await api(request, token, 'GET', '/notarization-item/tree?name=出生'))[0].children[0].children[0];
  const person = { name: partyName, idType: 'ID_CARD', idNumber: residentId(Date.now()), phone: '13911112222' };
  const created = await api(request, token, 'POST', '/business', {
    itemIds: [birth.id],
    parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }],
    handlerId: me.id,
    purpose: '出国留学',
    feeConfirmed: true,
  });
  return created.businessNumber as string;
}

/** A portrait drawn in the browser: what a notary's camera would hand over, as PNG bytes. */
async function portrait(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 240;
    c.height = 300;
    const g = c.getContext('2d')!;
    g.fillStyle = '#dfe9f5';
    g.fillRect(0, 0, 240, 300);
    g.fillStyle = '#2f3b4c';
    g.beginPath();
    g.ellipse(120, 300, 100, 70, 0, Math.PI, 0);
    g.fill();
    g.fillStyle = '#f1c7a5';
    g.beginPath();
    g.ellipse(120, 130, 62, 78, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#3a2a20';
    g.beginPath();
    g.ellipse(120, 78, 66, 36, 0, Math.PI, 0);
    g.fill();
    g.fillStyle = '#222';
    for (const x of [97, 143]) {
      g.beginPath();
      g.arc(x, 128, 6, 0, Math.PI * 2);
      g.fill();
    }
    g.strokeStyle = '#a55';
    g.lineWidth = 3;
    g.beginPath();
    g.arc(120, 165, 18, 0.15 * Math.PI, 0.85 * Math.PI);
    g.stroke();
    return c.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test('the notary photographs a party of a case, records a manual pass, and finds it in the list and in 我的核验报告', async ({ page }) => {
  test.setTimeout(120_000);
  const partyName = `赵雨桐${String(Date.now()).slice(-3)}`;
  const businessNumber = await createCase(page.request, partyName);

  await openAndSignIn(page, 'notary', '/business/faceRecognition');
  await expect(page).toHaveURL(/\/business\/faceRecognition/);
  const verify = page.getByRole('button', { name: /核\s*验$/ });
  await expect(verify).toBeVisible();
  await verify.click();

  const dialog = page.getByRole('dialog').filter({ hasText: '人脸识别核验' });
  await expect(dialog).toBeVisible();
  // No provider is configured in this installation: only 人工核验.
  await expect(dialog.getByRole('button', { name: '接口核验' })).toBeDisabled();
  await expect(dialog.getByText('未配置人脸核验接口，请使用人工核验')).toBeVisible();

  await dialog.getByRole('button', { name: '提交人工核验' }).click();
  await expect(dialog.getByText('请按业务编号查找并选择业务')).toBeVisible();
  await expect(dialog.getByText('请拍摄或上传当事人的现场照片')).toBeVisible();

  const caseSelect = dialog.getByRole('combobox', { name: '业务' });
  await caseSelect.click();
  await caseSelect.fill(businessNumber.slice(-8));
  await option(page, new RegExp(businessNumber)).click();
  await dialog.getByRole('radio', { name: new RegExp(partyName) }).check();

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/file/upload'));
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await portrait(page) });
  expect((await uploaded).status()).toBe(200);
  // The photo replaces the 拍照或上传 prompt in the 现场照片 list.
  await expect(dialog.getByRole('img', { name: 'portrait.png' })).toBeVisible();
  await expect(dialog.getByText('拍照或上传')).toBeHidden();
  await dialog.getByLabel('说明').fill('与身份证照片一致，本人到场');
  await page.screenshot({ path: `${SHOTS}/face-recognition-dialog.png` });

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/business/face/manual'));
  await dialog.getByRole('button', { name: '提交人工核验' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: businessNumber });
  await expect(row).toBeVisible();
  await expect(row).toContainText(partyName);
  await expect(row).toContainText('人工');
  await expect(row).toContainText('通过');
  await expect(row).toContainText('李明');
  await expect(row.locator('img')).toHaveJSProperty('complete', true);
  expect(await row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await page.screenshot({ path: `${SHOTS}/face-recognition-list.png` });

  await page.getByTestId('user-menu').click();
  await page.getByText('个人信息').click();
  const profile = page.getByRole('dialog').filter({ hasText: '我的核验报告' });
  const report = profile.getByRole('row').filter({ hasText: partyName });
  await expect(report).toContainText('人脸识别');
  await expect(report).toContainText('通过');
  await expect(report).toContainText('**********');
  await page.screenshot({ path: `${SHOTS}/face-recognition-my-reports.png` });
});
