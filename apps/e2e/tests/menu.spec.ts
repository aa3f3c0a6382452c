import { expect, test } from '@playwright/test';
import { SHOTS, menuSections, openAndSignIn, sideMenu } from './helpers.ts';

const SECTIONS = ['工作台', '公证业务', '电子证据', '客户管理', '视频会议', '档案管理', '模板管理', '办公', '财务管理', '系统管理'];

async function visibleSections(page: import('@playwright/test').Page) {
  return (await menuSections(page)).filter((t) => SECTIONS.includes(t));
}

test('a restricted user sees only the permitted sections and cannot open others', async ({ page }) => {
  await openAndSignIn(page, 'finance');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await visibleSections(page)).toEqual(['工作台', '公证业务', '办公', '财务管理']);
  await sideMenu(page).getByRole('menuitem', { name: '财务管理' }).click();
  await expect(sideMenu(page).getByRole('menuitem', { name: '月度报表' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/restricted-menu.png` });

  // A page outside the user's permissions is a hidden route: blocked, token reset, back to sign-in.
  await page.goto('/system/account');
  await expect(page.getByText('您无权访问此页面，已跳转到登录页')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('the office administrator sees all ten sections in the fixed order', async ({ page }) => {
  await openAndSignIn(page, 'office_admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await visibleSections(page)).toEqual(SECTIONS);
  await expect(page.getByTestId('tenant-select')).toHaveCount(0);
});

test('tabs open per visited page and close, close others and close all keep the affix tab', async ({ page }) => {
  await openAndSignIn(page, 'office_admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const sider = sideMenu(page);
  const tags = page.getByTestId('tags-view');
  await sider.getByRole('menuitem', { name: '系统管理' }).click();
  // Wait for each page's tab: a click while the previous page is still loading supersedes that navigation.
  await sider.getByRole('menuitem', { name: '账号管理' }).click();
  await expect(page).toHaveURL(/\/system\/account$/);
  await expect(tags.getByText('账号管理')).toBeVisible();
  await sider.getByRole('menuitem', { name: '角色管理' }).click();
  await expect(tags.getByText('角色管理')).toBeVisible();
  await sider.getByRole('menuitem', { name: '财务管理' }).click();
  await sider.getByRole('menuitem', { name: '收费列表' }).click();
  await expect(page).toHaveURL(/\/finance\/list$/);
  await expect(tags.getByText('账号管理')).toBeVisible();
  await expect(tags.getByText('角色管理')).toBeVisible();
  await expect(tags.getByText('收费列表')).toBeVisible();

  await tags.getByText('角色管理').click({ button: 'right' });
  await page.getByText('关闭其他').click();
  await expect(tags.getByText('账号管理')).toHaveCount(0);
  await expect(tags.getByText('角色管理')).toBeVisible();
  await expect(tags.getByText('工作台')).toBeVisible();

  await tags.getByText('角色管理').click({ button: 'right' });
  await page.getByText('关闭所有').click();
  await expect(tags.getByText('角色管理')).toHaveCount(0);
  await expect(tags.getByText('工作台')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
