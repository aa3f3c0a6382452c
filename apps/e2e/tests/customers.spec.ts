import { expect, test } from '@playwright/test';
import { openAndSignIn, SHOTS, sideMenu } from './helpers.ts';

// A resident ID with a correct check character: born 1949-12-31, 17th digit even → female.
// Not the ID the business journey registers: journeys share one database.
const RESIDENT_ID = '31010419491231008X';

test('the assistant registers a personal customer from a resident ID, is refused a duplicate and finds the customer', async ({ page }) => {
  await openAndSignIn(page, 'assistant', '/custom/personage');
  await expect(page).toHaveURL(/\/custom\/personage/);
  // The list has loaded: its count, or its empty state on a fresh database (journeys share one database).
  await expect(page.getByText(/^共 \d+ 条$|还没有个人客户/)).toBeVisible();

  // Create: the ID number fills birth date and gender.
  await page.getByRole('button', { name: /新增客户/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增个人客户' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('请输入姓名')).toBeVisible();
  await expect(dialog.getByText('请输入证件号码')).toBeVisible();

  await dialog.getByLabel('姓名').fill('王秀兰');
  await dialog.getByLabel('证件号码').fill(RESIDENT_ID.toLowerCase());
  await expect(dialog.getByLabel('出生日期')).toHaveValue('1949-12-31');
  await expect(dialog.getByLabel('女')).toBeChecked();
  await expect(dialog.getByText('已按身份证号码自动填写').first()).toBeVisible();
  await dialog.getByLabel('地址').fill('北京市石景山区八角北路 12 号院 3 号楼 402');
  await dialog.getByLabel('工作单位').fill('北京市石景山区退休职工');
  await dialog.getByLabel('联系电话').fill('13911020304');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/customer/personal') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  expect((await created).status()).toBe(200);
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: RESIDENT_ID });
  await expect(row).toContainText('王秀兰');
  await expect(row).toContainText('1949-12-31');
  await expect(row).toContainText('女');

  // A second customer, to make the search meaningful.
  await page.getByRole('button', { name: /新增客户/ }).click();
  await dialog.getByLabel('姓名').fill('李建国');
  await dialog.getByLabel('证件号码').fill('110101199003070011');
  await expect(dialog.getByLabel('男')).toBeChecked();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();

  // Duplicate: the server's message, and what was typed stays.
  await page.getByRole('button', { name: /新增客户/ }).click();
  await dialog.getByLabel('姓名').fill('王秀兰（重复）');
  await dialog.getByLabel('证件号码').fill(RESIDENT_ID);
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/customer/personal') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByText(/已登记为个人客户“王秀兰”，请勿重复添加/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('姓名')).toHaveValue('王秀兰（重复）');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();

  // Search by part of the ID number.
  await page.getByLabel('证件号码').fill('310104194912');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '王秀兰' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '李建国' })).toHaveCount(0);
  // No message popped up (antd's messages are alerts).
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/customers.png` });

  // 机构客户: a credit code with a wrong check character is stopped in the browser.
  await sideMenu(page).getByRole('menuitem', { name: '机构客户' }).click();
  await expect(page).toHaveURL(/\/custom\/institution/);
  await page.getByRole('button', { name: /新增机构/ }).click();
  const org = page.getByRole('dialog', { name: '新增机构客户' });
  await org.getByLabel('机构名称').fill('北京长安建设工程有限公司');
  await org.getByLabel('统一社会信用代码').fill('91110108MA01234560');
  await org.getByRole('button', { name: /保\s*存/ }).click();
  await expect(org.getByText('统一社会信用代码校验位不正确，请核对')).toBeVisible();
  await org.getByLabel('统一社会信用代码').fill('91110108ma0123456g');
  await org.getByLabel('法定代表人', { exact: true }).fill('陈志强');
  await org.getByLabel('法定代表人证件号码').fill('110101199003070011');
  await org.getByRole('button', { name: /保\s*存/ }).click();
  await expect(org).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: '91110108MA0123456G' })).toContainText('北京长安建设工程有限公司');
  await page.screenshot({ path: `${SHOTS}/institutions.png` });
});

test('the office administrator sees the seeded notarization item tree', async ({ page }) => {
  await openAndSignIn(page, 'office_admin', '/template/notarizationItem');
  await expect(page).toHaveURL(/\/template\/notarizationItem/);
  for (const category of ['国内民事', '国内经济', '涉外民事', '涉外经济'])
    await expect(page.getByRole('row').filter({ hasText: category }).first()).toBeVisible();
  const birth = page
    .getByRole('row')
    .filter({ hasText: /公证事项出生/ })
    .first();
  await expect(birth).toBeVisible();
  await expect(birth).toContainText('按件 80.00 元');

  // Searching keeps the ancestors.
  await page.getByLabel('事项名称').fill('继承');
  await page.getByLabel('事项名称').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: /公证事项出生/ })).toHaveCount(0);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /公证事项继承/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: /类别国内民事/ })).toBeVisible();
  await page.getByLabel('事项名称').fill('');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /公证事项出生/ })
      .first(),
  ).toBeVisible();

  // The item dialog shows the fee standard and the materials of a seeded item.
  await page
    .getByRole('row')
    .filter({ hasText: /公证事项出生/ })
    .first()
    .getByRole('button', { name: '编辑' })
    .click();
  const dialog = page.getByRole('dialog', { name: /编辑公证事项：出生/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('fee-example')).toContainText('80.00 元');
  await expect(dialog.getByTestId('material-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/notarization-item-dialog.png` });
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await page.screenshot({ path: `${SHOTS}/notarization-items.png`, fullPage: false });
});
