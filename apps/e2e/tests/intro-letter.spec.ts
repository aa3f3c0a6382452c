import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { api, signedIn, tokenOf } from './api.ts';
import { dataRows, option, SHOTS } from './helpers.ts';

// 介绍信 end to end: 李明 applies for a one-person 核实 trip (warned, not refused), 王建国 approves it, the letter gets
// its number from the numbering rule and prints with its counterfoil, then is voided with a reason that the office
// list shows.

test('介绍信: apply with the two-person warning, approved and numbered, printed, voided with its reason', async ({ browser, request }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const destination = `北京市东城区不动产登记中心${String(Date.now()).slice(-4)}`;
  const page = await signedIn(browser, 'notary', '/oa/apply?tab=introductionLetter');
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByText('我的介绍信')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/intro-letter-empty.png` });

  await tab.getByRole('button', { name: '申请介绍信' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '申请介绍信' });
  await dialog.getByLabel('前往单位').fill(destination);
  await dialog.getByLabel('人员').click();
  await option(page, /^李明/).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('核实人员不足二人')).toBeVisible();
  await dialog.getByLabel('具体事项').fill('王芳名下房产登记情况');
  await page.screenshot({ path: `${SHOTS}/intro-letter-apply.png` });
  await dialog.getByRole('button', { name: '提交审批' }).click();
  await expect(page.getByText('介绍信申请已提交审批')).toBeVisible();
  const row = dataRows(tab).filter({ hasText: destination });
  await expect(row).toContainText('审批中');
  await expect(row).toContainText('不足二人');

  // 王建国 decides in 办公审批, seeing the warning.
  const director = await tokenOf(request, 'director');
  const pending = await api<{ list: { id: number; summary: string }[] }>(request, director, 'GET', '/api/approval/pending?current=1&size=50');
  const approval = pending.list.find((r) => r.summary.includes(destination))!;
  const detail = await api<{ lines: { label: string; value: string }[] }>(request, director, 'GET', `/api/approval/detail?id=${approval.id}`);
  expect(detail.lines.find((l) => l.label === '提示')?.value).toContain('核实一般应由二人进行');
  await api(request, director, 'PUT', '/api/approval/approve', { id: approval.id });

  await tab.getByRole('button', { name: /刷\s*新/ }).click();
  await expect(row).toContainText('已开具');
  await expect(row).toContainText(/京长安介字〔\d{4}〕\d{3}号/);
  await page.screenshot({ path: `${SHOTS}/intro-letter-issued.png` });

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: '打印' }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(/^介绍信-京长安介字〔\d{4}〕\d{3}号\.pdf$/);
  await pdf.saveAs(`${SHOTS}/intro-letter.pdf`);

  await row.getByRole('button', { name: '作废' }).click();
  const voiding = page.getByRole('dialog').filter({ hasText: '作废介绍信' });
  await voiding.getByLabel('作废原因').fill('行程取消，介绍信未使用');
  await voiding.getByRole('button', { name: /作\s*废/ }).click();
  await expect(row).toContainText('已作废');
  await expect(row).toContainText('行程取消，介绍信未使用');
  await page.screenshot({ path: `${SHOTS}/intro-letter-voided.png` });

  // The office's list (赵敏, every function) shows the void and its reason.
  const admin = await signedIn(browser, 'office_admin', '/oa/apply?tab=introductionLetter');
  await admin.getByText('全处介绍信').click();
  const adminRow = dataRows(admin.getByRole('tabpanel')).filter({ hasText: destination });
  await expect(adminRow).toContainText('已作废');
  await expect(adminRow).toContainText('李明');
  await admin.screenshot({ path: `${SHOTS}/intro-letter-office.png` });
});
