import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAndSignIn, option, SHOTS } from './helpers.ts';

/**
 * Drags the palette item `label` onto a canvas drop target: to its free space at the end ('end'), or into
 * it ('into', scrolled to the canvas's upper third, clear of the auto-scroll bands). One round trip
 * scrolls the canvas and measures both ends; few pointer events, since each costs a trace snapshot of the
 * large designer page, yet enough for dnd-kit's pointer sensor (4 px activation) to see where it ends.
 */
async function dragFromPalette(page: Page, label: string, target: Locator, where: 'into' | 'end') {
  const { from, to } = await target.evaluate(
    async (el, { label, where }) => {
      // The editor dialog may still be zooming in: wait until the palette holds still between frames.
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const palette = document.querySelector('.fd-palette')!;
      for (let i = 0, last = ''; i < 120; i++) {
        const now = JSON.stringify(palette.getBoundingClientRect());
        if (now === last) break;
        last = now;
        await frame();
      }
      const main = el.closest('main')!;
      // Instant, so that what is measured below is where things are when the pointer goes down.
      const top =
        where === 'end' ? main.scrollHeight : main.scrollTop + el.getBoundingClientRect().top - main.getBoundingClientRect().top - main.clientHeight / 3;
      main.scrollTo({ top, behavior: 'instant' });
      const item = document.querySelector(`.fd-palette [aria-label="添加${label}"]`)!;
      const box = (e: Element) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      return { from: box(item), to: box(el) };
    },
    { label, where },
  );
  // The item is grabbed once it is back in the palette: after a drop of the same item it stays hidden while
  // the drop animation plays, and a press then starts no drag (the pointer selects text instead).
  const item = page.getByRole('button', { name: `添加${label}`, exact: true });
  await expect(item).toHaveCSS('opacity', '1');
  const sx = from.x + from.width / 2;
  const sy = from.y + from.height / 2;
  const tx = to.x + to.width / 2;
  const ty = where === 'end' ? to.y + to.height - 12 : to.y + Math.min(to.height / 2, 24);
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  await page.mouse.move(sx + 8, sy + 8);
  // Picked up: the item dims while its chip follows the pointer.
  await expect(item).toHaveCSS('opacity', '0.5');
  await page.mouse.move(tx, ty, { steps: 3 });
  // Let go once the target shows that it takes the drop (it turns light blue), as a user does: the designer
  // measures its drop targets after the drag has started, and a release before that drops nowhere.
  await expect(target).toHaveCSS('background-color', 'rgb(230, 244, 255)');
  await page.mouse.up();
}

const FIELDS: [type: string, label: string][] = [
  ['input', '单行输入'],
  ['textarea', '多行输入'],
  ['number', '计数器'],
  ['radio', '单选项'],
  ['checkbox', '多选项'],
  ['select', '下拉选项'],
  ['cascader', '级联选择'],
  ['switch', '开关'],
  ['slider', '滑块'],
  ['rich-editor', '富文本'],
  ['date', '日期'],
  ['date-range', '日期范围'],
  ['time', '时间'],
  ['time-range', '时间范围'],
  ['color', '颜色'],
  ['rate', '评分'],
  ['file-upload', '文件上传'],
  ['picture-upload', '图片上传'],
  ['input-map', '地址选择'],
  ['static-text', '静态文字'],
  ['html-text', 'HTML'],
  ['divider', '分隔线'],
  ['button', '按钮'],
  ['slot', '插槽'],
];
const CONTAINERS: [type: string, label: string][] = [
  ['grid', '栅格'],
  ['table', '表格'],
  ['tab', '标签页'],
  ['card', '卡片'],
  ['sub-form', '子表单'],
  ['alert', '提示'],
];
/** Fields dropped into a container instead of onto the form's top level. */
const NESTED: Record<string, [container: string, field: string, label: string]> = {
  grid: ['grid', 'input', '联系电话'],
  table: ['table', 'textarea', '备注'],
  tab: ['tab', 'number', '份数'],
  card: ['card', 'date', '申请日期'],
  'sub-form': ['sub-form', 'input', '亲属姓名'],
};

interface SavedWidget {
  type: string;
  options: Record<string, unknown>;
  widgetList?: SavedWidget[];
  cols?: SavedWidget[];
  rows?: { cols: SavedWidget[] }[];
  tabs?: SavedWidget[];
}

test('office administrator builds a form with every widget and container, saves, reloads, previews, fills it in and validates it', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const suffix = String(Date.now() % 100000);
  const formName = `全组件受理表 ${suffix}`;

  await openAndSignIn(page, 'office_admin', '/template/businessConfig');
  await page.getByRole('button', { name: /新建表单/ }).click();
  const create = page.getByRole('dialog', { name: '新建表单' });
  await create.getByLabel('表单名称').fill(formName);
  await create.getByLabel('表单编码').fill(`widgets_${suffix}`);
  await create.getByRole('button', { name: /创建并设计/ }).click();
  await expect(page.getByTestId('editor-version')).toContainText('编辑自第 1 版');

  const canvas = page.locator('.fd-canvas');
  const root = canvas.locator('.fd-drop-list').first();
  const fieldLabel = (type: string) => FIELDS.find(([t]) => t === type)![1];
  const settings = page.locator('.fd-widget-settings');
  const setLabel = (label: string) => settings.getByLabel('标签', { exact: true }).fill(label);
  const openRules = async () => {
    const header = settings.getByRole('button', { name: '校验规则' });
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  };
  const makeRequired = async () => {
    await openRules();
    await settings.getByRole('switch', { name: '必填' }).click();
    await expect(settings.getByRole('switch', { name: '必填' })).toBeChecked();
  };
  /** Appends to the end of the form: the free space below the last widget. */
  const append = (label: string) => dragFromPalette(page, label, root, 'end');

  // Every container, each at the end of the form.
  for (const [type, label] of CONTAINERS) {
    await append(label);
    await expect(canvas.locator(`.fd-widget-${type}`)).toHaveCount(1);
  }
  // A field into a grid column, a table cell, a tab pane, a card and a sub-form; the new field is selected.
  for (const [container, field, label] of Object.values(NESTED)) {
    const list = canvas.locator(`.fd-widget-${container} .fd-drop-list`).first();
    await dragFromPalette(page, fieldLabel(field), list, 'into');
    await expect(list.locator(`.fd-widget-${field}.fd-selected`)).toHaveCount(1);
    await setLabel(label);
    if (label === '联系电话') {
      await makeRequired();
      await settings.getByRole('combobox', { name: '校验', exact: true }).fill('mobilePhone');
    }
    if (label === '申请日期') await makeRequired();
  }
  // Every other field at the top level, in palette order.
  const nestedTypes = new Set(
    Object.values(NESTED)
      .map(([, f]) => f)
      .filter((f) => f !== 'input'),
  );
  for (const [type, label] of FIELDS.filter(([t]) => !nestedTypes.has(t))) {
    await append(label);
    await expect(root.locator(`:scope > .fd-widget-${type}.fd-selected`)).toHaveCount(1);
    if (type === 'input') {
      await setLabel('申请人姓名');
      await makeRequired();
    }
  }
  await expect(page.getByTestId('editor-version')).toContainText('有未保存的修改');

  // 保存: the stored JSON holds every type, nested where it was dropped.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/form') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const body = (await (await saved).json()) as { data: { latestVersion: number; schema: { widgetList: SavedWidget[] } } };
  expect(body.data.latestVersion).toBe(2);
  const top = body.data.schema.widgetList;
  expect(top.map((w) => w.type)).toEqual([...CONTAINERS.map(([t]) => t), ...FIELDS.map(([t]) => t).filter((t) => !nestedTypes.has(t))]);
  const byType = (t: string) => top.find((w) => w.type === t)!;
  const phone = byType('grid').cols![0].widgetList![0];
  expect(phone).toMatchObject({ type: 'input', options: { label: '联系电话', required: true, validation: 'mobilePhone' } });
  expect(byType('table').rows![0].cols[0].widgetList![0]).toMatchObject({ type: 'textarea', options: { label: '备注' } });
  expect(byType('tab').tabs![0].widgetList![0]).toMatchObject({ type: 'number', options: { label: '份数' } });
  expect(byType('card').widgetList![0]).toMatchObject({ type: 'date', options: { label: '申请日期', required: true } });
  expect(byType('sub-form').widgetList![0]).toMatchObject({ type: 'input', options: { label: '亲属姓名' } });
  expect(byType('input')).toMatchObject({ options: { label: '申请人姓名', required: true } });
  await expect(page.getByTestId('editor-version')).toContainText('已保存为第 2 版');

  // After a reload, 编辑 reopens the form with every widget in its place.
  await page.reload();
  await page
    .getByRole('row')
    .filter({ hasText: formName })
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await expect(page.getByTestId('editor-version')).toContainText('编辑自第 2 版');
  const shownTypes = await canvas.evaluate((el) => Array.from(el.querySelectorAll('.fd-widget'), (w) => w.getAttribute('data-widget-type')));
  expect(new Set(shownTypes)).toEqual(new Set([...FIELDS, ...CONTAINERS].map(([t]) => t)));
  await expect(canvas.locator('.fd-widget-grid .fd-widget-input')).toHaveAccessibleName(/^单行输入 /);
  await expect(canvas.locator('.fd-widget-table .fd-widget-textarea')).toHaveCount(1);
  await expect(canvas.locator('.fd-widget-tab .fd-widget-number')).toHaveCount(1);
  await expect(canvas.locator('.fd-widget-card .fd-widget-date')).toHaveCount(1);
  await expect(canvas.locator('.fd-widget-sub-form .fd-widget-input')).toHaveCount(1);
  await page.setViewportSize({ width: 1440, height: 3200 });
  await page.screenshot({ path: `${SHOTS}/form-designer-widgets.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  // 预览 renders the form as it is filled in.
  await page.getByRole('toolbar', { name: '设计器工具栏' }).getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog', { name: '预览' });
  // Control ids are unique per rendered form, so a preview label finds the preview's control, not the canvas's.
  const applicant = preview.getByLabel('申请人姓名');
  await applicant.focus();
  await applicant.blur();
  await expect(preview.getByText('申请人姓名不可为空')).toBeVisible();
  const phoneInput = preview.getByLabel('联系电话');
  await phoneInput.fill('123');
  await phoneInput.blur();
  await expect(preview.getByText('联系电话手机号码格式有误')).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 3200 });
  await page.screenshot({ path: `${SHOTS}/form-preview-widgets.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  await applicant.fill('王小明');
  await phoneInput.fill('13912345678');
  await expect(preview.getByText('申请人姓名不可为空')).toBeHidden();
  await expect(preview.getByText('联系电话手机号码格式有误')).toBeHidden();
  await preview.getByLabel('份数').fill('2');
  await preview.getByLabel('下拉选项').click();
  await option(page, '选项 2').click();
  await preview.getByLabel('申请日期').click();
  await page.getByText('今天', { exact: true }).filter({ visible: true }).click();
  await preview.locator('.fr-field-radio').getByText('选项 1').click();
  await preview.locator('.fr-field-checkbox').getByText('选项 3').click();
  await preview.getByRole('switch', { name: '开关' }).click();
  await preview.locator('.fr-field-rate').getByRole('radio').nth(3).click();
  await preview.getByRole('button', { name: '添加行' }).click();
  await preview
    .getByRole('textbox', { name: /^亲属姓名（第\d+行）$/ })
    .last()
    .fill('王大明');

  await preview.getByRole('button', { name: '校验' }).click();
  await expect(preview.getByText('校验通过')).toBeVisible();
  await preview.getByRole('tab', { name: '数据' }).click();
  const data = JSON.parse((await preview.getByLabel('表单数据').textContent())!) as Record<string, unknown>;
  const values = Object.values(data);
  expect(values).toEqual(expect.arrayContaining(['王小明', '13912345678', 2, 2, 1, [3], true, 4]));
  expect(values).toContainEqual(expect.arrayContaining([expect.objectContaining({ [byType('sub-form').widgetList![0].options.name as string]: '王大明' })]));
  expect(values.some((v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v))).toBe(true);
});
