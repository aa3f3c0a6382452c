import { expect, test } from '@playwright/test';
import { SHOTS, openAndSignIn, signIn, signOut } from './helpers.ts';

test('a newcomer opens a deep link, signs in, lands on it, and signs out', async ({ page }) => {
  await page.goto('/system/role');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Frole$/);
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login.png` });

  await signIn(page, 'office_admin');
  await expect(page).toHaveURL(/\/system\/role$/);
  await expect(page).toHaveTitle('角色管理 - Notaria 公证管理平台');

  await page.reload();
  await expect(page).toHaveURL(/\/system\/role$/);

  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('a wrong password is refused in Chinese and nothing is lost', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('登录 - Notaria 公证管理平台');
  await signIn(page, 'notary', 'not-the-password-1');
  await expect(page.getByText('账号或密码错误').first()).toBeVisible();
  await expect(page.getByPlaceholder('请输入账号')).toHaveValue('notary');
  await expect(page).toHaveURL(/\/login/);
});

test('signed in, /login goes to the dashboard, and unknown paths go to 404', async ({ page }) => {
  await openAndSignIn(page, 'notary');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('工作台 - Notaria 公证管理平台');
  await page.screenshot({ path: `${SHOTS}/dashboard.png` });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});
