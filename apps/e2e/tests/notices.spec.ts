import { expect, test, type Page } from '@playwright/test';
import { openAndSignIn, SHOTS, option } from './helpers.ts';

const badgeCount = async (page: Page) => Number(await page.getByTestId('notice-badge').getAttribute('data-count'));

test('an office notice pops up live for its recipient; badge, 未读 filter, 全部已读 and 删除已读 work', async ({ browser }) => {
  const notaryContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const notary = await notaryContext.newPage();
  // The notary's clock runs as usual; it is moved on to show that the popup has no timeout.
  await notary.clock.install();
  const admin = await adminContext.newPage();

  // The notary signs in and keeps the page open.
  const me = notary.waitForResponse((r) => r.url().includes('/api/auth/current-user') && r.request().method() === 'GET');
  const socket = notary.waitForEvent('websocket', (ws) => ws.url().includes('/ws/'));
  await openAndSignIn(notary, 'notary');
  await expect(notary).toHaveURL(/\/dashboard/);
  const notaryId = ((await (await me).json()) as { data: { id: number } }).data.id;
  await socket;
  await expect(notary.getByTestId('notice-badge')).toHaveAttribute('data-count', /\d+/);
  const before = await badgeCount(notary);

  // The office administrator sends a notice to the notary from 通知公告.
  await openAndSignIn(admin, 'office_admin', '/oa/notice');
  await expect(admin).toHaveURL(/\/oa\/notice/);
  await expect(admin.getByText('通知公告').first()).toBeVisible();
  const userList = admin.waitForResponse((r) => r.url().includes('/api/user/select'));
  await admin.getByRole('button', { name: /发送通知/ }).click();
  const dialog = admin.getByRole('dialog', { name: '发送通知' });
  await expect(dialog).toBeVisible();

  // Validation first: nothing filled in.
  await dialog.getByRole('button', { name: /发\s*送/ }).click();
  await expect(dialog.getByText('请输入通知标题')).toBeVisible();
  await expect(dialog.getByText('请输入通知内容')).toBeVisible();
  await expect(dialog.getByText('请至少选择一位接收人、一个角色或一个部门')).toBeVisible();

  const title = `关于清明节值班安排的通知 ${Date.now() % 100000}`;
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByLabel('内容').fill('4 月 4 日至 6 日放假，民事公证部请安排一人值班，值班表周五前报主任室。');
  const picker = dialog.getByRole('combobox', { name: '接收人' });
  // The pickers list people, roles and departments; where a list cannot be loaded, numbers are typed in.
  const fallback = dialog.getByText('列表暂时无法加载');
  await userList;
  await picker.click();
  if (await fallback.isVisible()) {
    await picker.fill(String(notaryId));
    await picker.press('Enter');
  } else {
    await picker.fill('李明');
    await option(admin, '李明（民事公证部）').click();
  }
  await dialog.getByLabel('标题').click();
  const sent = admin.waitForResponse((r) => r.url().endsWith('/api/office-notice') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: /发\s*送/ }).click();
  expect(((await (await sent).json()) as { data: number }).data).toBe(1);
  await expect(admin.getByText('已发送给 1 人')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('cell', { name: title })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/office-notice.png` });

  // The notary's browser: bottom-right popup with the title, badge up by one.
  const popup = notary.getByTestId('notice-popup').filter({ hasText: title });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('通知公告')).toBeVisible();
  await expect(popup.getByRole('button', { name: /查\s*看/ })).toBeVisible();
  await expect(notary.getByTestId('notice-badge')).toHaveAttribute('data-count', String(before + 1));
  const box = await popup.boundingBox();
  const viewport = notary.viewportSize()!;
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width * 0.7);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height * 0.6);
  await notary.screenshot({ path: `${SHOTS}/notice-popup.png` });
  // It stays until closed (antd would close it after 4.5 s).
  await notary.clock.runFor(10_000);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: /close|关闭/i }).click();
  await expect(popup).toBeHidden();

  // The drawer's 未读 filter shows it.
  await notary.getByTestId('notice-badge').click();
  const drawer = notary.getByRole('dialog', { name: /^消息通知/ });
  await expect(drawer).toBeVisible();
  const unreadPage = notary.waitForResponse((r) => r.url().includes('/api/notify-message/my-page') && r.url().includes('isRead=false'));
  await drawer.getByText('未读', { exact: true }).click();
  await unreadPage;
  const item = drawer.getByTestId('notice-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-read', 'false');
  await notary.screenshot({ path: `${SHOTS}/notice-drawer.png` });

  // 全部已读 empties the 未读 list and the badge.
  await drawer.getByRole('button', { name: '全部已读' }).click();
  await expect(drawer.getByText('没有未读通知')).toBeVisible();
  await expect(notary.getByTestId('notice-badge')).toHaveAttribute('data-count', '0');

  // 删除已读 (after confirmation) empties 全部.
  await drawer.getByText('全部', { exact: true }).click();
  await expect(drawer.getByTestId('notice-item').filter({ hasText: title })).toHaveAttribute('data-read', 'true');
  await drawer.getByRole('button', { name: '删除已读' }).click();
  await notary
    .getByRole('button', { name: /删\s*除/ })
    .last()
    .click();
  await expect(drawer.getByText('暂无通知')).toBeVisible();
  await expect(drawer.getByTestId('notice-item')).toHaveCount(0);

  await notaryContext.close();
  await adminContext.close();
});
