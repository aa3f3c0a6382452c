import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAndSignIn, option, sidebar, SHOTS } from './helpers.ts';

/** Drags with small pointer steps so dnd-kit's pointer sensor (4 px activation) picks the drag up. */
async function drag(page: Page, from: Locator, to: Locator, where: 'center' | 'bottom' = 'center') {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const sx = a.x + a.width / 2;
  const sy = a.y + a.height / 2;
  const tx = b.x + b.width / 2;
  const ty = where === 'bottom' ? b.y + b.height - 12 : b.y + b.height / 2;
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  await page.mouse.move(sx + 6, sy + 6, { steps: 3 });
  await page.mouse.move(tx, ty, { steps: 20 });
  await page.mouse.move(tx + 1, ty + 1, { steps: 2 });
  await page.mouse.up();
}

test('office administrator designs a form by drag and drop, saves and publishes it, previews it and assigns it to 出生', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const suffix = String(Date.now() % 100000);
  const formName = `出生公证受理表 ${suffix}`;

  await openAndSignIn(page, 'office_admin', '/template/businessConfig');
  await expect(page).toHaveURL(/\/template\/businessConfig/);

  // 新建表单 opens the designer on version 1 (empty).
  await page.getByRole('button', { name: /新建表单/ }).click();
  const create = page.getByRole('dialog', { name: '新建表单' });
  await create.getByLabel('表单名称').fill(formName);
  await create.getByLabel('表单编码').fill(`birth_${suffix}`);
  await create.getByLabel('说明').fill('出生公证的受理信息');
  await create.getByRole('button', { name: /创建并设计/ }).click();
  await expect(create).toBeHidden();
  await expect(page.getByTestId('editor-version')).toContainText('编辑自第 1 版');

  // An input, dragged from the palette onto the canvas, labelled and made required.
  const canvas = page.locator('.fd-canvas');
  await drag(page, page.getByRole('button', { name: '添加单行输入' }), canvas.locator('.fd-drop-list').first());
  await expect(canvas.locator('.fd-widget-input')).toHaveCount(1);
  await canvas.locator('.fd-widget-input').click({ position: { x: 40, y: 8 } });
  const settings = page.locator('.fd-widget-settings');
  await expect(settings).toContainText('单行输入');
  await settings.getByLabel('标签', { exact: true }).fill('出生地');
  await settings.getByText('校验规则').click();
  await settings.getByRole('switch', { name: '必填' }).click();
  await expect(settings.getByRole('switch', { name: '必填' })).toBeChecked();

  // A select, dropped below it.
  await drag(page, page.getByRole('button', { name: '添加下拉选项' }), canvas.locator('.fd-widget-input'), 'bottom');
  await expect(canvas.locator('.fd-widget-select')).toHaveCount(1);
  await canvas.locator('.fd-widget-select').click({ position: { x: 40, y: 8 } });
  await expect(settings).toContainText('下拉选项');
  await settings.getByLabel('标签', { exact: true }).fill('性别');
  await expect(canvas.getByText('出生地')).toBeVisible();
  await expect(canvas.getByText('性别')).toBeVisible();
  await expect(page.getByTestId('editor-version')).toContainText('有未保存的修改');

  // 保存 writes version 2; 发布 publishes it.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/form') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const savedBody = (await (await saved).json()) as { data: { latestVersion: number; schema: { widgetList: { type: string }[] } } };
  expect(savedBody.data.latestVersion).toBe(2);
  expect(savedBody.data.schema.widgetList.map((w) => w.type)).toEqual(['input', 'select']);
  await expect(page.getByTestId('editor-version')).toContainText('已保存为第 2 版');
  await page.locator('.fd-canvas').getByText('出生地').click();
  await page.screenshot({ path: `${SHOTS}/form-designer.png` });
  const published = page.waitForResponse((r) => r.url().endsWith('/api/form/publish'));
  await page.getByRole('button', { name: /发布第 2 版/ }).click();
  expect((await published).request().postDataJSON()).toMatchObject({ version: 2 });
  await expect(page.getByTestId('editor-version')).toContainText('已发布第 2 版');
  await page.getByRole('button', { name: /^关\s*闭$/ }).click();

  // After a reload the list shows it published; 预览 renders the published version.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: formName });
  await expect(row).toContainText('已发布');
  await expect(row).toContainText('第 2 版');
  await page.screenshot({ path: `${SHOTS}/business-config.png` });
  await row.getByRole('button', { name: /预\s*览/ }).click();
  const preview = page.getByRole('dialog', { name: /预览：/ });
  await expect(preview).toContainText('第 2 版，已发布');
  const input = preview.getByLabel('出生地');
  await input.fill('北京市东城区');
  await expect(input).toHaveValue('北京市东城区');
  await input.fill('');
  await input.blur();
  await expect(preview.getByText('出生地不可为空')).toBeVisible();
  await input.fill('北京市东城区');
  await preview.getByRole('button', { name: /校\s*验/ }).click();
  await expect(preview.getByText('校验通过')).toBeVisible();
  await preview.getByRole('button', { name: '关 闭' }).click();
  await expect(preview).toBeHidden();

  // 业务模块: the item 出生 takes the form as its intake form.
  await sidebar(page).getByRole('menuitem', { name: '业务模块' }).click();
  await expect(page).toHaveURL(/\/template\/businessModule/);
  await page.getByPlaceholder('搜索事项名称').fill('出生');
  await page
    .getByRole('treeitem', { name: /(^|\s)出生$/ })
    .first()
    .click();
  await expect(page.getByText('业务配置：出生')).toBeVisible();
  await page.getByRole('combobox', { name: '受理表单' }).click();
  await option(page, new RegExp(formName)).click();
  await expect(page.getByText('表单预览（未保存）')).toBeVisible();
  const assigned = page.waitForResponse((r) => r.url().endsWith('/api/notarization-item/config') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  expect((await assigned).ok()).toBe(true);
  await expect(page.getByTestId('item-form')).toHaveText(formName);
  await expect(page.getByText('表单预览', { exact: true })).toBeVisible();
  await expect(page.getByLabel('出生地')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/business-module.png` });
});
