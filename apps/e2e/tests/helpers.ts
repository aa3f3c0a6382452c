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

/** 退出登录 from the user menu. */
export async function signOut(page: Page) {
  const confirm = page.getByRole('dialog').filter({ hasText: '确定要退出登录吗' });
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /退\s*出/ }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** 王建国 (director) holds 公证员 and 审批人(主任): switches to the approver role from the user menu. */
export async function switchToApprover(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByText('切换角色').click();
  const dialog = page.getByRole('dialog', { name: '切换角色' });
  await expect(dialog.getByText('（当前）')).toBeVisible();
  await dialog.getByText('审批人(主任)').click();
  await expect(dialog.getByRole('radio', { name: /审批人\(主任\)/ })).toBeChecked();
  await dialog.getByRole('button', { name: /切\s*换/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-menu')).toContainText('审批人(主任)');
}
