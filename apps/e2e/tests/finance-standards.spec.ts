import { expect, test } from '@playwright/test';
import { signedIn } from './api.ts';
import { SHOTS } from './helpers.ts';

test('收费维护: the province schedule, a tiered standard tried out, and a new version that closes the old one', async ({ browser }) => {
  test.setTimeout(60_000);
  const finance = await signedIn(browser, 'finance', '/finance/maintainList');
  await expect(finance.getByRole('tab', { name: '收费标准' })).toBeVisible();
  const rows = finance.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await finance.screenshot({ path: `${SHOTS}/finance-standards.png` });

  await finance.getByLabel('关键字').fill('继承');
  await finance.getByRole('button', { name: /查\s*询/ }).click();
  const current = rows.filter({ hasText: '现行' });
  await expect(current).toHaveCount(1);
  await expect(rows.filter({ hasText: '历史版本' })).toContainText('2021-12-14');

  await current.getByRole('button', { name: '发布新版本' }).click();
  const dialog = finance.getByRole('dialog', { name: /发布新版本/ });
  await expect(dialog.getByTestId('tier-editor')).toBeVisible();
  await dialog.getByLabel('试算标的额（元）').fill('1000000');
  await expect(dialog.getByTestId('fee-preview-total')).toHaveText('¥7,400.00');
  await expect(dialog.getByTestId('fee-preview')).toContainText('¥500,000.00 – ¥1,000,000.00');
  await dialog.getByLabel('第 1 段费率（%）').fill('1.2');
  await expect(dialog.getByTestId('fee-preview-total')).toHaveText('¥7,800.00');
  await dialog.getByLabel('依据文件').fill('演示：新价格文件');
  await finance.screenshot({ path: `${SHOTS}/finance-standard-version.png` });
  await dialog.getByRole('button', { name: /发\s*布/ }).click();
  await expect(finance.getByText(/已发布第 3 版/)).toBeVisible();
  await expect(rows.filter({ hasText: '待生效' })).toContainText('第 3 版');
  await expect(rows.filter({ hasText: '第 2 版' })).not.toContainText('至 今');
});
