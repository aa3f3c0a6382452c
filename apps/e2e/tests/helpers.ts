import { expect, type Locator, type Page } from '@playwright/test';

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

/** The side menu: the first menu of the sidebar (its sections; an open section holds a menu of its own). */
export const sideMenu = (page: Page) => sidebar(page).getByRole('menu').first();

/** The sections of the side menu as the user reads them, top to bottom: while no section is open, its items are the sections. */
export async function menuSections(page: Page) {
  const menu = sideMenu(page);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { expanded: true })).toHaveCount(0);
  return (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
}

/** A confirmation (antd's confirm dialog has no accessible name), found by the question it asks. */
export const confirmation = (page: Page, question: string) => page.getByRole('dialog').filter({ hasText: question });

/**
 * An option of the open select list, by its label. antd's virtual list gives the options the user sees no
 * role (only three off-screen copies are role=option), but each carries its label as its title and says
 * whether it can be picked (aria-disabled); a table cell cut short also has its text as title, but not that.
 */
export const option = (page: Page, label: string | RegExp) =>
  page.getByTitle(label, { exact: true }).and(page.locator('[aria-disabled="false"]')).filter({ visible: true });

/** Rows of a table that hold data (the header row holds column headers, not cells). */
export const dataRows = (scope: Page | Locator) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('row').filter({ has: page.getByRole('cell') });
};

/** A name that ends with `text` as a whole word: tree nodes put their expand icon's name ("caret-down") first. */
export const endsWith = (text: string) => new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

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
