import { expect, test, type Page } from '@playwright/test';
import { openAndSignIn, option, sidebar, SHOTS } from './helpers.ts';

/** Picks an option in the select labelled `label`. */
async function choose(page: Page, label: string, name: string) {
  await page.getByLabel(label, { exact: true }).click();
  await option(page, name).click();
}

async function openMenu(page: Page, title: string) {
  await sidebar(page).getByRole('menuitem', { name: title }).click();
}

test('office administrator builds a numbering rule with live preview, finds it in the operation log with its diff, verifies the chain and configures a two-step flow', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now() % 100000);

  // 编号规则: compose 受理{year}-{seq:5} from scratch and watch the preview follow.
  await openAndSignIn(page, 'office_admin', '/system/number');
  await expect(page).toHaveURL(/\/system\/number/);
  await page.getByRole('button', { name: /新增规则/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增编号规则' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('number-preview-value')).toHaveText(/^（\d{4}）内民证字第\d{5}号$/);
  while ((await dialog.getByTestId('segment-row').count()) > 0) await dialog.getByLabel('删除第 1 段').click();
  await expect(dialog.getByText('请至少添加一个编号组成部分').first()).toBeVisible();

  await dialog.getByRole('button', { name: '固定文字' }).click();
  await dialog.getByLabel('第 1 段文字').fill('受理');
  await dialog.getByRole('button', { name: '年' }).click();
  await dialog.getByRole('button', { name: '固定文字' }).click();
  await dialog.getByLabel('第 3 段文字').fill('-');
  await dialog.getByRole('button', { name: '流水号' }).click();
  await expect(dialog.getByTestId('number-pattern')).toHaveText('编号格式：受理{year}-{seq:5}');
  const year = new Date().getFullYear();
  await expect(dialog.getByTestId('number-preview-value')).toHaveText(`受理${year}-00001`);

  // A wider sequence shows at once in the preview.
  await dialog.getByLabel('第 4 段位数').fill('6');
  await expect(dialog.getByTestId('number-preview-value')).toHaveText(`受理${year}-000001`);

  const ruleName = `受理编号 ${suffix}`;
  await dialog.getByLabel('规则名称').fill(ruleName);
  await dialog.getByLabel('规则编码').fill(`accept_${suffix}`);
  await page.screenshot({ path: `${SHOTS}/system-number.png` });
  const created = page.waitForResponse((r) => r.url().endsWith('/api/number') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  expect((await created).ok()).toBe(true);
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: ruleName });
  await expect(row).toContainText('受理{year}-{seq:6}');

  // 操作日志: the creation with its field-level diff, then the chain check.
  await openMenu(page, '操作日志');
  await expect(page).toHaveURL(/\/system\/log/);
  await choose(page, '模块', '编号规则');
  await choose(page, '操作', '新增');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const logRow = page.getByRole('row').filter({ hasText: '赵敏' }).filter({ hasText: '编号规则' }).first();
  await expect(logRow).toBeVisible();
  await logRow.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: /操作日志详情/ });
  await expect(drawer.getByTestId('log-detail')).toContainText('office_admin');
  await expect(drawer.getByRole('row').filter({ hasText: '编号格式' })).toContainText('受理{year}-{seq:6}');
  await expect(drawer.getByRole('row').filter({ hasText: '规则名称' })).toContainText(ruleName);
  await page.screenshot({ path: `${SHOTS}/system-log.png` });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: /校验完整性/ }).click();
  const verify = page.getByRole('dialog', { name: '日志完整性校验' });
  await expect(verify.getByText('操作日志完整，未发现篡改')).toBeVisible();
  await expect(verify.getByText(/已逐条校验 \d+ 条日志/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/system-log-verify.png` });
  await verify.getByRole('button', { name: '关 闭' }).click();

  // 流程配置: department head first, then the director role.
  await openMenu(page, '流程配置');
  await expect(page).toHaveURL(/\/system\/flow/);
  await page.getByRole('button', { name: /新增流程/ }).click();
  const flowDialog = page.getByRole('dialog', { name: '新增流程' });
  const flowName = `出证审批 ${suffix}`;
  await flowDialog.getByLabel('流程名称').fill(flowName);
  await flowDialog.getByLabel('流程编码').fill(`issue_${suffix}`);
  await flowDialog.getByLabel('第 1 步名称').fill('部门负责人审核');
  await choose(page, '第 1 步审批人类型', '申请人部门负责人');
  await flowDialog.getByRole('button', { name: /添加审批步骤/ }).click();
  await flowDialog.getByLabel('第 2 步名称').fill('主任审批');
  await choose(page, '第 2 步审批角色', '审批人(主任)');
  await expect(flowDialog.getByTestId('flow-steps')).toContainText('角色：审批人(主任)');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/flow') && r.request().method() === 'POST');
  await flowDialog.getByRole('button', { name: /保\s*存/ }).click();
  const body = (await (await saved).json()) as { data: { steps: { name: string; approverType: string }[] } };
  expect(body.data.steps.map((s) => [s.name, s.approverType])).toEqual([
    ['部门负责人审核', 'DEPT_HEAD'],
    ['主任审批', 'ROLE'],
  ]);
  await expect(flowDialog).toBeHidden();
  const flowRow = page.getByRole('row').filter({ hasText: flowName });
  await expect(flowRow).toContainText('部门负责人审核（部门负责人） → 主任审批（审批人(主任)）');
  await flowRow.getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('dialog', { name: /流程：/ }).getByTestId('flow-steps')).toContainText('主任审批');
  await page.screenshot({ path: `${SHOTS}/system-flow.png` });
});
