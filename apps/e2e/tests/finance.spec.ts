import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, itemLeaves, signedIn, tokenOf, type ItemNode } from './api.ts';
import { dataRows, SHOTS } from './helpers.ts';

interface Report {
  totals: { netFen: number; paymentsFen: number; refundsFen: number };
}

test('收费: 追加收费 shows 未收, 收款 (现金) makes it 已收 and counts in the month, an approved 退费 reduces the net, the export is a real .xlsx', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const suffix = String(Date.now()).slice(-6);
  const [assistant, finance] = await Promise.all(['assistant', 'finance'].map((a) => tokenOf(request, a)));
  const [item] = itemLeaves(await api<ItemNode[]>(request, assistant, 'GET', '/api/notarization-item/tree'));
  const roles = await api<{ id: number; code: string }[]>(request, await tokenOf(request, 'office_admin'), 'GET', '/api/role/select');
  const [notary] = await api<{ id: number }[]>(request, assistant, 'GET', `/api/user/select?roleId=${roles.find((r) => r.code === 'notary')!.id}`);
  const c = await api<{ id: number; businessNumber: string }>(request, assistant, 'POST', '/api/business', {
    itemIds: [item.id],
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: `钱收费${suffix}`, idType: 'PASSPORT', idNumber: `F${suffix}01`, phone: '13912345678' } },
    ],
    handlerId: notary.id,
    materials: [],
    fees: [],
  });
  // 追加收费 at the fee desk.
  await api(request, finance, 'POST', '/api/business/fees', { id: c.id, fees: [{ feeType: '翻译费', amountFen: 12_345, note: '英文译文' }] });
  const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
  const before = await api<Report>(request, finance, 'GET', `/api/finance/reports/month?month=${month}`);

  const page = await signedIn(browser, 'finance', '/finance/list');
  await page.getByLabel('关键字').fill(c.businessNumber);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = dataRows(page).filter({ hasText: c.businessNumber });
  await expect(row).toContainText('未收');
  await expect(row).toContainText('¥123.45');
  await page.screenshot({ path: `${SHOTS}/finance-list.png` });

  await row.getByRole('button', { name: '收款' }).click();
  const collect = page.getByRole('dialog').filter({ hasText: '收款 ·' });
  await expect(collect.getByLabel('翻译费本次收款')).toHaveValue('123.45');
  await expect(collect).toContainText('本次合计：¥123.45');
  await expect(collect.getByRole('button', { name: /确认收款/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/finance-collect.png` });
  await collect.getByRole('button', { name: /确认收款/ }).click();
  await expect(row).toContainText('已收');
  await expect(row).toContainText('现金');

  const after = await api<Report>(request, finance, 'GET', `/api/finance/reports/month?month=${month}`);
  expect(after.totals.paymentsFen - before.totals.paymentsFen).toBe(12_345);

  await row.getByRole('button', { name: '退费申请' }).click();
  const refund = page.getByRole('dialog').filter({ hasText: '退费申请 ·' });
  await refund.getByLabel(/退费金额/).fill('23.45');
  await refund.getByLabel('说明').fill('译文份数少于申请');
  await refund.getByRole('button', { name: /提交审批/ }).click();
  await expect(refund).toBeHidden();

  // The director approves it in 办公审批.
  const oa = await signedIn(browser, 'director', '/oa/approve');
  const request1 = dataRows(oa).filter({ hasText: c.businessNumber });
  await request1.getByText('审批', { exact: true }).click();
  await oa.getByRole('button', { name: /同\s*意/ }).click();
  await expect(oa.locator('.ant-drawer').getByText('已通过')).toBeVisible();
  await oa.context().close();

  await page.reload();
  await page.getByLabel('关键字').fill(c.businessNumber);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await row.getByRole('button', { name: '明细' }).click();
  const drawer = page.getByTestId('money-drawer');
  await drawer.getByRole('button', { name: '退款' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '退款 ¥23.45' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(drawer).toContainText('已退款');
  await page.screenshot({ path: `${SHOTS}/finance-money-drawer.png` });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(row).toContainText('¥23.45');
  const net = await api<Report>(request, finance, 'GET', `/api/finance/reports/month?month=${month}`);
  expect(net.totals.netFen - before.totals.netFen).toBe(10_000);

  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出 Excel/ }).click();
  const file = await xlsx;
  expect(file.suggestedFilename()).toMatch(/^收费记录-\d{8}\.xlsx$/);
  const dir = mkdtempSync(join(tmpdir(), 'finance-list-'));
  execFileSync('unzip', ['-q', await file.path(), '-d', dir]);
  const strings = readFileSync(join(dir, 'xl/sharedStrings.xml'), 'utf8');
  for (const text of [c.businessNumber, '实收（元）', '现金', '已收']) expect(strings).toContain(text);
  const sheet = readFileSync(join(dir, 'xl/worksheets/sheet1.xml'), 'utf8');
  expect(sheet).toContain('123.45');
  expect(sheet).toContain('23.45');
});
