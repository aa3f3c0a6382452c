import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, itemLeaves, signedIn, tokenOf, type ItemNode } from './api.ts';
import { SHOTS } from './helpers.ts';

interface Report {
  month: string;
  totals: { netFen: number; paymentsFen: number; refundsFen: number };
  closeBlocker: string;
}

const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('月度报表: money taken today shows in the month, on the 工作台, in Excel and PDF; the running month cannot be closed', async ({ browser, request }) => {
  const [assistant, finance] = [await tokenOf(request, 'assistant'), await tokenOf(request, 'finance')];
  const [item] = itemLeaves(await api<ItemNode[]>(request, assistant, 'GET', '/api/notarization-item/tree'));
  const roles = await api<{ id: number; code: string }[]>(request, await tokenOf(request, 'office_admin'), 'GET', '/api/role/select');
  const [notary] = await api<{ id: number }[]>(request, assistant, 'GET', `/api/user/select?roleId=${roles.find((r) => r.code === 'notary')!.id}`);
  const c = await api<{ id: number }>(request, assistant, 'POST', '/api/business', {
    itemIds: [item.id],
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '赵月报', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' } },
    ],
    handlerId: notary.id,
    materials: [],
    fees: [
      { feeType: '公证费', amountFen: 48_000 },
      { feeType: '副本费', amountFen: 2_050 },
    ],
  });
  const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
  const before = await api<Report>(request, finance, 'GET', `/api/finance/reports/month?month=${month}`);
  const money = await api<{ lines: { id: number; dueFen: number }[] }>(request, finance, 'GET', `/api/finance/case?caseId=${c.id}`);
  await api(request, finance, 'POST', '/api/finance/payments', {
    caseId: c.id,
    method: 'CASH',
    payerName: '赵月报',
    allocations: [{ feeId: money.lines[0].id, amountFen: 48_000 }],
  });
  await api(request, finance, 'POST', '/api/finance/payments', {
    caseId: c.id,
    method: 'WECHAT',
    payerName: '赵月报',
    allocations: [{ feeId: money.lines[1].id, amountFen: 2_050 }],
  });
  const after = await api<Report>(request, finance, 'GET', `/api/finance/reports/month?month=${month}`);
  expect(after.totals.netFen - before.totals.netFen).toBe(50_050);

  const page = await signedIn(browser, 'finance', '/finance/monthReport');
  await expect(page.getByTestId('stat-net')).toContainText(yuan(after.totals.netFen));
  await expect(page.getByText(`${Number(month.slice(5))}月尚未结束，月末之后才能月结`)).toBeVisible();
  await expect(page.getByRole('button', { name: /月结/ })).toBeDisabled();
  await page.getByRole('tab', { name: '按收款方式' }).click();
  await expect(page.getByRole('tabpanel').getByRole('row', { name: /微信/ })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 2000 });
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await page.screenshot({ path: `${SHOTS}/finance-month-report.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出 Excel/ }).click();
  const file = await xlsx;
  expect(file.suggestedFilename()).toBe(`月度报表-${month}.xlsx`);
  const dir = mkdtempSync(join(tmpdir(), 'month-report-'));
  execFileSync('unzip', ['-q', await file.path(), '-d', dir]);
  const strings = readFileSync(join(dir, 'xl/sharedStrings.xml'), 'utf8');
  for (const text of ['净收入（元）', '微信', '现金']) expect(strings).toContain(text);
  expect(readFileSync(join(dir, 'xl/workbook.xml'), 'utf8')).toContain('应收账龄');

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出 PDF/ }).click();
  const printed = await pdf;
  expect(printed.suggestedFilename()).toBe(`月度报表-${month}.pdf`);
  expect(
    readFileSync(await printed.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.goto('/dashboard');
  await expect(page.getByTestId('money-revenue')).toContainText(yuan(after.totals.netFen));
  await page.screenshot({ path: `${SHOTS}/finance-dashboard-money.png` });
});
