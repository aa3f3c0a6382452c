import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { api, itemLeaves, signedIn, tokenOf, type ItemNode } from './api.ts';
import { dataRows, option, switchToApprover } from './helpers.ts';

// 请假 end to end: 张婷 asks for 1.5 days of 病假 with a 病假条, 李明 (head of 民事公证部) approves the first step in
// 办公审批, 王建国 the second, and 张婷 sees 已通过 in her list and herself on the office's leave calendar; the office
// head's 业务管理 shows her on leave and the 公证员 table.

const SHOTS = process.env.LEAVE_SHOTS ?? '/tmp/shots/leave';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

/** No serious or critical WCAG 2.1 A/AA violation on the page as it is now. */
async function accessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function pickDate(page: Page, label: string, day: string) {
  const input = page.getByRole('dialog').getByLabel(label);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

test('请假: applied by 张婷, approved by the department head and the director, seen as 已通过 by the applicant', async ({ browser, request }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const page = await signedIn(browser, 'assistant', '/oa/apply?tab=leave');
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByText('我的请假')).toBeVisible();
  await expect(tab.getByText('您还没有请过假')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/leave-empty.png`, fullPage: true });

  await tab.getByRole('button', { name: '申请请假' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '申请请假' });
  await dialog.getByLabel('请假类型').click();
  await option(page, '病假').click();
  await pickDate(page, '开始日期', '2026-12-07');
  await pickDate(page, '结束日期', '2026-12-08');
  await dialog.getByRole('radiogroup', { name: '结束时段' }).getByText('上午').click();
  // Monday all day and Tuesday morning.
  await expect(dialog.getByText('共 1.5 天')).toBeVisible();
  await dialog.getByLabel('请假事由').fill('发烧就医，遵医嘱休息');
  await dialog.locator('input[type=file]').setInputFiles({ name: '病假条.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('leave-attachment-name')).toContainText('病假条.png');
  await page.screenshot({ path: `${SHOTS}/leave-apply.png` });
  await dialog.getByRole('button', { name: '提交审批' }).click();
  await expect(page.getByText('请假申请已提交审批（共 1.5 天）')).toBeVisible();
  const row = dataRows(tab).filter({ hasText: '发烧就医' });
  await expect(row).toContainText('审批中');
  await expect(row).toContainText('1.5 天');
  await expect(row).toContainText('2026-12-07 上午 至 2026-12-08 上午');
  await expect(row).toContainText('病假条.png');

  // 部门负责人审批: 李明 heads 民事公证部.
  const head = await signedIn(browser, 'notary', '/oa/approve');
  const pendingRow = dataRows(head).filter({ hasText: '张婷 病假' });
  await expect(pendingRow).toBeVisible();
  await pendingRow.getByText('审批', { exact: true }).click();
  const drawer = head.locator('.ant-drawer');
  await expect(drawer.getByText('1.5 天（按工作日计）')).toBeVisible();
  await head.screenshot({ path: `${SHOTS}/leave-approve-head.png` });
  await drawer.getByLabel('审批意见').fill('同意，注意休息');
  await drawer.getByRole('button', { name: /同\s*意/ }).click();
  // Decided: the step moved on to 主任审批, so 李明 has nothing left to decide.
  await expect(drawer.getByRole('button', { name: /同\s*意/ })).toBeHidden();

  // Still 审批中 for the applicant: the second step waits on the director.
  await tab.getByRole('button', { name: /刷\s*新/ }).click();
  await expect(row).toContainText('审批中');
  await expect(row.getByRole('button', { name: '撤回' })).toHaveCount(0);

  // 主任审批: 王建国.
  const director = await tokenOf(request, 'director');
  const pending = await api<{ list: { id: number; summary: string }[] }>(request, director, 'GET', '/api/approval/pending?current=1&size=50');
  const approval = pending.list.find((r) => r.summary.startsWith('张婷 病假'))!;
  await api(request, director, 'PUT', '/api/approval/approve', { id: approval.id, opinion: '同意' });

  await tab.getByRole('button', { name: /刷\s*新/ }).click();
  await expect(row).toContainText('已通过');
  await page.screenshot({ path: `${SHOTS}/leave-approved.png`, fullPage: true });

  // The office's leave calendar, December.
  await tab.getByRole('button', { name: '下个月' }).click();
  await expect(tab.getByText('2026年12月')).toBeVisible();
  await expect(tab.getByTestId('leave-day-2026-12-07')).toContainText('张婷 病假');
  await expect(tab.getByTestId('leave-day-2026-12-08')).toContainText('张婷 病假（上午）');
  await expect(tab.getByTestId('leave-day-2026-12-09')).not.toContainText('张婷');
  await tab.getByText('请假日历').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/leave-calendar.png` });
  await accessible(page);

  // 业务管理 (the director's approver role): 李明's open case in the 公证员 table, 转办 to 王建国, the leave calendar.
  const notaryToken = await tokenOf(request, 'notary');
  const item = itemLeaves(await api<ItemNode[]>(request, notaryToken, 'GET', '/api/notarization-item/tree?enabledOnly=true')).find((n) => n.name === '声明')!;
  const notaries = await api<{ id: number; name: string }[]>(request, notaryToken, 'GET', '/api/user/select');
  const suffix = String(Date.now()).slice(-6);
  await api(request, notaryToken, 'POST', '/api/business', {
    itemIds: [item.id],
    handlerId: notaries.find((u) => u.name === '李明')!.id,
    purpose: '办理出国留学签证',
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: `周晓梅${suffix}`, idType: 'PASSPORT', idNumber: `E${suffix}01`, phone: '13900001234' } },
    ],
    fees: [{ feeType: 'NOTARY_FEE', amountFen: 8_000, note: '声明' }],
    feeConfirmed: true,
  });
  const console = await signedIn(browser, 'director', '/dashboard');
  await switchToApprover(console);
  await console.goto('/oa/business');
  await expect(console.getByText('公证员在办情况')).toBeVisible();
  // Other journeys leave cases open in the same office: count from what the table shows now.
  const openCell = (name: string) => dataRows(console).filter({ hasText: name }).first().getByRole('cell').nth(8);
  const li = dataRows(console).filter({ hasText: '李明' }).first();
  await expect(openCell('李明')).toHaveText(/^[1-9]\d*$/);
  const liOpen = Number(await openCell('李明').innerText());
  const wangOpen = Number(await openCell('王建国').innerText());
  await console.screenshot({ path: `${SHOTS}/manager.png` });
  await accessible(console);
  await li.getByRole('button', { name: '转办' }).click();
  const reassign = console.getByRole('dialog').filter({ hasText: '转办 李明 的在办业务' });
  await reassign.getByLabel('接办公证员').click();
  await option(console, /^王建国/).click();
  await reassign.getByLabel('转办原因').fill('李明外出培训，业务由王建国接办');
  await console.screenshot({ path: `${SHOTS}/manager-reassign.png` });
  await reassign.getByRole('button', { name: /确认转办/ }).click();
  await expect(console.getByText(`已转办 ${liOpen} 件业务`)).toBeVisible();
  await expect(openCell('李明')).toHaveText('0');
  await expect(openCell('王建国')).toHaveText(String(wangOpen + liOpen));
  await console.getByText('请假日历').scrollIntoViewIfNeeded();
  await console.getByRole('button', { name: '下个月' }).click();
  await expect(console.getByTestId('leave-day-2026-12-07')).toContainText('张婷 病假');
  await console.screenshot({ path: `${SHOTS}/manager-calendar.png` });
});
