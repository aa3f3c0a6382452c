import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, SHOTS, endsWith, menuSections, openAndSignIn, option, sideMenu, signIn, signOut } from './helpers.ts';

// Three sign-ins and four pages: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

// Unique per run: a retry (or another journey) must not meet the records of an earlier attempt.
const RUN = String(Date.now() % 100000);
const DEPT = `涉外公证二部${RUN}`;
const ROLE = `前台接待${RUN}`;
const ACCOUNT = `reception${RUN}`;
const FIRST_PASSWORD = 'Welcome2026';
const NEW_PASSWORD = 'Reception2027';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const save = (d: Locator) => d.getByRole('button', { name: /保\s*存/ }).click();

/** A node of the authority tree, and the checkbox in front of it (labelled by the node). */
const treeNode = (d: Locator, title: string) => d.getByRole('treeitem', { name: endsWith(title) });
const treeCheckbox = (d: Locator, title: string) => d.getByRole('checkbox', { name: endsWith(title) });

test('the office administrator sets up a department, a role and a user who then sees exactly that menu', async ({ page }) => {
  await openAndSignIn(page, 'office_admin');
  await expect(page).toHaveURL(/\/dashboard$/);

  // 部门
  await page.goto('/system/dept');
  await page.getByRole('button', { name: '新增部门' }).click();
  let d = dialog(page, '新增部门');
  await d.getByLabel('部门名称').fill(DEPT);
  await d.getByLabel('联系电话').fill('010-65120088');
  await save(d);
  await expect(page.getByText('部门已创建')).toBeVisible();
  await expect(page.getByRole('cell', { name: DEPT, exact: true })).toBeVisible();

  // 角色: 工作台 (whole section), 通知公告 (page with its functions) and only 修改 on 账号管理
  await page.goto('/system/role');
  await page.getByRole('button', { name: '新增角色' }).click();
  d = dialog(page, '新增角色');
  await d.getByLabel('角色名称').fill(ROLE);
  await d.getByLabel('角色编码').fill(`reception${RUN}`);
  await d.getByLabel('描述').fill('前台接待来访当事人，查看通知公告');
  await expect(treeNode(d, '账号管理')).toBeVisible();
  await treeCheckbox(d, '工作台').click();
  await treeCheckbox(d, '通知公告').click();
  // Sections open by default; open 账号管理 and grant only its 修改.
  // The expand caret is the node's icon; pages stay closed, so the only 修改 shown is 账号管理's.
  await expect(treeNode(d, '账号管理')).toHaveAttribute('aria-expanded', 'false');
  await treeNode(d, '账号管理').getByRole('img').first().click();
  await expect(treeNode(d, '账号管理')).toHaveAttribute('aria-expanded', 'true');
  await treeCheckbox(d, '修改').click();
  await expect(treeCheckbox(d, '账号管理')).toBeChecked({ indeterminate: true });
  await page.screenshot({ path: `${SHOTS}/system-role.png` });
  const rolePost = page.waitForRequest((r) => r.url().endsWith('/api/role') && r.method() === 'POST');
  await save(d);
  const sent = (await rolePost).postDataJSON() as { permissions: string[] };
  expect(sent.permissions).toContain('oa:notice');
  expect(sent.permissions).toContain('system:account:update');
  expect(sent.permissions).not.toContain('system:account:delete');
  await expect(page.getByRole('cell', { name: ROLE, exact: true })).toBeVisible();

  // 账号
  await page.goto('/system/account');
  await page.getByRole('button', { name: '新增账号' }).click();
  d = dialog(page, '新增账号');
  await d.getByLabel('账号').fill(ACCOUNT);
  await d.getByLabel('姓名').fill('周晓');
  await d.getByLabel('初始密码').fill(FIRST_PASSWORD);
  await d.getByLabel('手机号').fill('13900001111');
  await d.getByLabel('部门').click();
  await page.getByRole('treeitem', { name: endsWith(DEPT) }).click();
  await expect(d).toContainText(DEPT);
  await d.getByLabel('角色').click();
  await option(page, ROLE).click();
  await d.getByLabel('姓名').click();
  await save(d);
  await expect(page.getByText('账号已创建，该用户首次登录须修改密码')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(ACCOUNT) });
  await expect(row).toContainText(DEPT);
  await expect(row).toContainText(ROLE);
  await expect(row).toContainText('待改密');
  await page.screenshot({ path: `${SHOTS}/system-account.png` });
  await signOut(page);

  // The new user must change the password first, then sees exactly the role's menu.
  await signIn(page, ACCOUNT, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/change-password/, { timeout: 30_000 });
  await page.getByLabel('原密码').fill(FIRST_PASSWORD);
  await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  await signIn(page, ACCOUNT, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  expect(await menuSections(page)).toEqual(['工作台', '办公', '系统管理']);
  const sider = sideMenu(page);
  await sider.getByRole('menuitem', { name: '系统管理' }).click();
  await expect(sider.getByRole('menuitem', { name: '账号管理' })).toBeVisible();
  await expect(sider.getByText('角色管理')).toHaveCount(0);
  await sider.getByRole('menuitem', { name: '办公' }).click();
  await expect(sider.getByRole('menuitem', { name: '通知公告' })).toBeVisible();
  await expect(sider.getByText('办公申请')).toHaveCount(0);

  // On 账号管理 only 修改 is granted: edit shows, create and delete do not.
  await sider.getByRole('menuitem', { name: '账号管理' }).click();
  await expect(page).toHaveURL(/\/system\/account$/);
  await expect(page.getByRole('row', { name: new RegExp(ACCOUNT) }).getByRole('button', { name: /编\s*辑/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增账号' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);

  // A forbidden call is refused by the server.
  const status = await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? '';
    return (await fetch('/api/role/page', { headers: { satoken: decodeURIComponent(token) } })).status;
  });
  expect(status).toBe(403);
});

test('the super administrator creates an organisation with its first administrator', async ({ page }) => {
  await openAndSignIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByTestId('tenant-manage').click();
  await expect(page).toHaveURL(/\/tenant\/index/);
  await page.getByRole('button', { name: '新建机构' }).click();
  const d = dialog(page, '新建机构');
  await d.getByLabel('机构名称').fill('上海市东方公证处');
  await d.getByLabel('机构简称').fill('沪东方');
  await d.getByLabel('联系人').fill('陈主任');
  await d.getByLabel('联系电话').fill('021-63210000');
  await d.getByLabel('管理员账号').fill('dongfang_admin');
  await d.getByLabel('管理员姓名').fill('陈静');
  await d.getByLabel('初始密码').fill(ADMIN_PASSWORD.replace('Notaria', 'Dongfang'));
  await save(d);
  await expect(page.getByRole('cell', { name: '上海市东方公证处' })).toBeVisible();
  // The navbar organisation selector lists it at once.
  await page.getByTestId('tenant-select').click();
  await expect(page.getByRole('option', { name: /上海市东方公证处/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}/tenant.png` });
});
