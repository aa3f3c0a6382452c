import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { SHOTS, signIn } from './helpers.ts';

// WCAG 2.1 levels A and AA, as axe-core tags them.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Pages checked as office_admin: [tab title, path, screenshot name]. */
const PAGES: [string, string, string?][] = [
  ['工作台', '/dashboard', 'a11y-dashboard'],
  ['受理', '/business/accept', 'a11y-accept'],
  ['审批', '/business/approve', 'a11y-approve'],
  ['出证', '/business/certificate'],
  ['归档', '/business/archives'],
  ['人脸识别', '/business/faceRecognition'],
  ['当事人', '/business/litigant'],
  ['业务统计', '/business/statistics', 'a11y-statistics'],
  ['个人客户', '/custom/personage', 'a11y-personal-customers'],
  ['机构客户', '/custom/institution'],
  ['业务配置', '/template/businessConfig'],
  ['业务模块', '/template/businessModule'],
  ['公证事项', '/template/notarizationItem', 'a11y-notarization-items'],
  ['通知公告', '/oa/notice'],
  ['账号管理', '/system/account', 'a11y-account'],
  ['部门管理', '/system/dept'],
  ['角色管理', '/system/role'],
  ['编号规则', '/system/number', 'a11y-numbering'],
  ['字典管理', '/system/dict'],
  ['操作日志', '/system/log'],
  ['流程配置', '/system/flow'],
  ['收费列表', '/finance/list'],
  ['档案管理', '/archives/index', 'a11y-archives'],
  ['视频会议', '/standaloneVideoMeet/index', 'a11y-video'],
];

interface Finding {
  page: string;
  id: string;
  impact: string;
  help: string;
  nodes: number;
  sample: string;
  /** Each violating element: its selector and axe's explanation (colours and ratio for contrast). */
  details: string[];
}

/** Waits until the page has loaded: the load bar has finished, lists and charts are in and antd's entry animations are over. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // A loading list, card or placeholder is busy (antd's Spin and the app's LoadingSkeleton say so with aria-busy).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // The page-load bar at the top has run to its end (nprogress then removes it): a page is read once it has loaded.
  await expect(page.locator('#nprogress')).toHaveCount(0);
}

async function scan(page: Page, name: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) is marked experimental in axe-core and is off unless asked for.
    // options() replaces what withTags() set, so it comes first.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(TAGS)
    .analyze();
  return violations.map((v) => ({
    page: name,
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    nodes: v.nodes.length,
    sample: v.nodes
      .slice(0, 2)
      .map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` — ${n.any[0].message}` : ''}`)
      .join(' | '),
    details: v.nodes.map((n) => `${n.target.join(' ')} — ${[...n.any, ...n.all, ...n.none].map((c) => c.message).join('; ')}`),
  }));
}

test('the sign-in page, the office pages and their main dialogs have no serious or critical WCAG 2.1 A/AA violation', async ({ page }) => {
  test.setTimeout(300_000);
  const findings: Finding[] = [];

  await page.goto('/login');
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/a11y-login.png` });
  findings.push(...(await scan(page, '登录')));

  await signIn(page, 'office_admin');
  await expect(page).toHaveURL(/\/dashboard$/);

  for (const [title, path, shot] of PAGES) {
    await test.step(title, async () => {
      await page.goto(path);
      await expect(page.getByTestId('tags-view').getByRole('tab', { name: title, selected: true })).toBeVisible();
      await settle(page);
      if (shot) await page.screenshot({ path: `${SHOTS}/${shot}.png` });
      findings.push(...(await scan(page, title)));
    });
  }

  // The 新建业务 wizard, the dialog where most cases start.
  await test.step('新建业务', async () => {
    await page.goto('/business/accept');
    await settle(page);
    await page.getByRole('button', { name: /新建业务/ }).click();
    const wizard = page.getByRole('dialog', { name: '新建业务' });
    await expect(wizard.getByRole('combobox', { name: '公证事项' })).toBeEditable();
    await expect(wizard).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `${SHOTS}/a11y-new-case.png` });
    findings.push(...(await scan(page, '新建业务')));
    await wizard.getByRole('button', { name: /取\s*消/ }).click();
    await expect(wizard).toBeHidden();
  });

  // The notice drawer (消息).
  await test.step('消息', async () => {
    await page.getByTestId('notice-badge').click();
    await expect(page.getByTestId('notice-drawer')).toBeVisible();
    await settle(page);
    findings.push(...(await scan(page, '消息')));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notice-drawer')).toBeHidden();
  });

  // The user menu open: the menu items and the selected sidebar entry.
  await test.step('用户菜单', async () => {
    await page.goto('/dashboard');
    await settle(page);
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
    findings.push(...(await scan(page, '用户菜单')));
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    findings.push(...(await scan(page, '修改密码')));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  // The super administrator's 机构管理, with the organisation selector in the navbar.
  await test.step('机构管理', async () => {
    await page.context().clearCookies();
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/tenant/index');
    await expect(page.getByTestId('tags-view').getByRole('tab', { name: '机构管理', selected: true })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/a11y-tenants.png` });
    findings.push(...(await scan(page, '机构管理')));
  });

  const byImpact = new Map<string, number>();
  for (const f of findings) byImpact.set(f.impact, (byImpact.get(f.impact) ?? 0) + f.nodes);
  const lines = findings.map((f) => `  [${f.impact}] ${f.page} · ${f.id} (${f.nodes}) ${f.help}\n      ${f.sample}`);
  console.log(
    `axe ${TAGS.join(', ')} over ${PAGES.length + 7} views — violating elements by impact: ` +
      (byImpact.size ? [...byImpact].map(([k, v]) => `${k} ${v}`).join(', ') : 'none') +
      (lines.length ? `\n${lines.join('\n')}` : ''),
  );

  mkdirSync('apps/e2e/artifacts', { recursive: true });
  writeFileSync('apps/e2e/artifacts/accessibility.json', JSON.stringify(findings, null, 2));

  const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  expect(blocking.map((f) => `${f.page} · ${f.id} (${f.nodes}): ${f.sample}`)).toEqual([]);
});
