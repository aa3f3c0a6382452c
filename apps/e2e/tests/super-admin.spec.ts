import { expect, test } from '@playwright/test';
import { openAndSignIn } from './helpers.ts';

test("the super administrator switches organisation and sees that organisation's figures", async ({ page }) => {
  await openAndSignIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard/);
  const selector = page.getByTestId('tenant-select');
  await expect(selector).toBeVisible();
  await selector.click();
  await page.getByRole('option', { name: /北京市长安公证处/ }).click();
  await expect(page).toHaveURL(/[?&]tid=2/);
  await expect(page.getByRole('main').getByText('北京市长安公证处')).toBeVisible();

  const summary = page.waitForResponse((r) => r.url().includes('/api/dashboard/summary') && r.request().headers().tid === '2');
  await page.reload();
  const body = await (await summary).json();
  // Other journeys add staff to this office, so the figure is checked against the office's own account list.
  const accounts = await page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? '');
    const res = await fetch('/api/user/page?current=1&size=1', { headers: { satoken: token, tid: '2' } });
    return ((await res.json()) as { data: { total: number } }).data.total;
  });
  expect(accounts).toBeGreaterThanOrEqual(6);
  expect(body.data).toMatchObject({ tenantName: '北京市长安公证处', staffTotal: accounts });

  await page.goto('/tenant');
  await expect(page).toHaveURL(/\/tenant\/index/);
  await expect(page.getByRole('cell', { name: '北京市长安公证处' })).toBeVisible();
});
