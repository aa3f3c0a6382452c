import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';
export const ADMIN_PASSWORD = 'Notaria@2026';
export const SHOTS = 'apps/e2e/artifacts/screenshots';

export async function signIn(page: Page, account: string, password = account === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD) {
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export async function openAndSignIn(page: Page, account: string, path = '/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, account);
}

export const sidebar = (page: Page) => page.getByRole('navigation').or(page.locator('aside')).first();

export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByText('退出登录').click();
  await page.getByRole('button', { name: /确\s*定|确\s*认|退\s*出/ }).last().click();
  await expect(page).toHaveURL(/\/login/);
}
