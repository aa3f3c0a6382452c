import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, signedIn, tokenOf } from './api.ts';
import { sealPng } from './e-seal-files.ts';
import { dataRows, option } from './helpers.ts';

// 用印 end to end: 赵敏 registers the office's 公章 in 印章管理 and keeps it; 张婷 asks to stamp a 委托核实函 in
// 办公申请 › 用印; 王建国 approves; 赵敏 records the stamping (登记用印) and finds it in the 用印登记簿, which 校验
// finds whole and 导出 writes to .xlsx.

const SHOTS = process.env.SEAL_SHOTS ?? '/tmp/shots/seal';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Serious or critical WCAG 2.1 A/AA violations on the page as it stands (as accessibility.spec.ts checks). */
async function axeFindings(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('用印: a seal registered, a request applied for and approved, the stamping recorded by the keeper in the register', async ({ browser, request }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });

  // 印章管理: the administrator registers the 公章 with herself as keeper.
  const admin = await signedIn(browser, 'office_admin', '/oa/seal');
  await expect(admin.getByText('本处还没有登记印章')).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/seal-empty.png`, fullPage: true });
  await admin.getByRole('button', { name: '新增印章' }).click();
  const sealDialog = admin.getByRole('dialog').filter({ hasText: '新增印章' });
  await sealDialog.getByLabel('印章名称').fill('北京市长安公证处公章');
  await sealDialog.getByLabel('印章类型').click();
  await option(admin, '公章').click();
  await sealDialog.getByLabel('保管人').click();
  await option(admin, /^赵敏/).click();
  await admin.screenshot({ path: `${SHOTS}/seal-create.png` });
  expect(await axeFindings(admin)).toEqual([]);
  await sealDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(admin.getByText('印章已新增')).toBeVisible();
  const sealRow = dataRows(admin).filter({ hasText: '北京市长安公证处公章' });
  await expect(sealRow).toContainText('实物印章');
  await expect(sealRow).toContainText('启用');

  // An electronic seal needs its impression, shown in the list.
  await admin.getByRole('button', { name: '新增印章' }).click();
  const eDialog = admin.getByRole('dialog').filter({ hasText: '新增印章' });
  await eDialog.getByLabel('印章名称').fill('北京市长安公证处电子公章');
  await eDialog.getByLabel('印章类型').click();
  await option(admin, '电子公章').click();
  await eDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(eDialog.getByText('电子印章须上传印模图片')).toBeVisible();
  await eDialog.locator('input[type=file]').setInputFiles({ name: '电子公章.png', mimeType: 'image/png', buffer: sealPng() });
  await expect(eDialog.getByRole('img', { name: '印模' })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/seal-create-electronic.png` });
  await eDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(eDialog).toBeHidden();
  const eRow = dataRows(admin).filter({ hasText: '北京市长安公证处电子公章' });
  await expect(eRow).toContainText('电子印章');
  await expect(eRow.getByRole('img', { name: '印模' })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/seal-list.png`, fullPage: true });
  expect(await axeFindings(admin)).toEqual([]);

  // 办公申请 › 用印: 张婷 applies.
  const assistant = await signedIn(browser, 'assistant', '/oa/apply?tab=useSeal');
  const tab = assistant.getByRole('tabpanel');
  await expect(tab.getByText('您还没有用印申请')).toBeVisible();
  await tab.getByRole('button', { name: '申请用印' }).click();
  const applyDialog = assistant.getByRole('dialog').filter({ hasText: '申请用印' });
  await applyDialog.getByLabel('印章').click();
  await option(assistant, /^北京市长安公证处公章/).click();
  await applyDialog.getByLabel('文件名称').fill('委托核实函');
  await applyDialog.getByLabel('份数').fill('2');
  await applyDialog.getByLabel('用印次数').fill('2');
  await applyDialog.getByLabel('用印事由').fill('向不动产登记中心核实房屋产权');
  await applyDialog.getByLabel('文件送往单位').fill('北京市不动产登记中心');
  await applyDialog.locator('input[type=file]').setInputFiles({ name: '委托核实函.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(applyDialog.getByText('委托核实函.pdf')).toBeVisible();
  await assistant.screenshot({ path: `${SHOTS}/seal-apply.png` });
  expect(await axeFindings(assistant)).toEqual([]);
  await applyDialog.getByLabel('空白文书').click();
  await expect(applyDialog.getByText('空白文书原则上不得用印')).toBeVisible();
  await assistant.screenshot({ path: `${SHOTS}/seal-apply-blank-warning.png` });
  await applyDialog.getByLabel('空白文书').click();
  await applyDialog.getByRole('button', { name: '提交申请' }).click();
  await expect(assistant.getByText('用印申请已提交，等待审批')).toBeVisible();
  const mine = dataRows(tab).filter({ hasText: '委托核实函' });
  await expect(mine).toContainText('审批中');
  await expect(mine).toContainText('赵敏');

  // 主任审批.
  const director = await tokenOf(request, 'director');
  const pending = await api<{ list: { id: number; summary: string }[] }>(request, director, 'GET', '/api/approval/pending?current=1&size=50');
  const approval = pending.list.find((r) => r.summary.includes('委托核实函'))!;
  await api(request, director, 'PUT', '/api/approval/approve', { id: approval.id, opinion: '同意' });
  await tab.getByRole('button', { name: /刷\s*新/ }).click();
  await expect(mine).toContainText('待用印');
  await assistant.screenshot({ path: `${SHOTS}/seal-mine-approved.png`, fullPage: true });

  // 登记用印 by the keeper.
  await admin.getByRole('tab', { name: '用印申请' }).click();
  const useRow = dataRows(admin).filter({ hasText: '委托核实函' });
  await expect(useRow).toContainText('待用印');
  await useRow.getByRole('button', { name: '登记用印' }).click();
  const stampDialog = admin.getByRole('dialog').filter({ hasText: '登记用印' });
  await expect(stampDialog).toContainText('2 份，2 次');
  await stampDialog.getByLabel('备注').fill('盖于落款处');
  await admin.screenshot({ path: `${SHOTS}/seal-stamp.png` });
  expect(await axeFindings(admin)).toEqual([]);
  await stampDialog.getByRole('button', { name: '记入登记簿' }).click();
  // Other journeys (电子签章) may have written to the office's register before: the number is whatever comes next.
  await expect(admin.getByText(/^已记入用印登记簿（第 \d+ 条）$/)).toBeVisible();
  await expect(useRow).toContainText('已用印');

  // 用印登记簿: the row, 校验 and 导出.
  await admin.getByRole('tab', { name: '用印登记簿' }).click();
  const entry = dataRows(admin).filter({ hasText: '委托核实函' });
  await expect(entry).toContainText('张婷');
  await expect(entry).toContainText('赵敏');
  await expect(entry).toContainText('盖于落款处');
  await admin.getByRole('button', { name: '校验' }).click();
  await expect(admin.getByText(/^登记簿完整：已校验 \d+ 条，哈希链未被改动$/)).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/seal-register.png`, fullPage: true });
  expect(await axeFindings(admin)).toEqual([]);
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: '导出 Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^用印登记簿-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const dir = mkdtempSync(join(tmpdir(), 'seal-register-'));
  execFileSync('unzip', ['-q', await download.path(), '-d', dir]);
  const sheet = readFileSync(join(dir, 'xl/worksheets/sheet1.xml'), 'utf8');
  expect(sheet).toContain('委托核实函');
  expect(sheet).toMatch(/完整（\d+ 条）/);
});
