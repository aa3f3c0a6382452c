import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dataRows, DEMO_PASSWORD, openAndSignIn, SHOTS } from './helpers.ts';

interface ItemNode {
  id: number;
  name: string;
  level: string;
  children: ItemNode[];
}
interface Bucket {
  key: string;
  name: string;
  count: number;
}
interface Statistics {
  total: number;
  byStatus: Bucket[];
  byItem: Bucket[];
  byCategory: Bucket[];
  byHandler: Bucket[];
  byMonth: Bucket[];
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A resident ID with a correct check character; journeys share one database, so each run uses new ones. */
function residentId(serial: number): string {
  const birth = new Date(Date.UTC(1960, 0, 1) + (serial % 15_000) * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  const body = `110105${birth}${String(serial % 1000).padStart(3, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * WEIGHTS[i], 0);
  return body + '10X98765432'[sum % 11];
}

async function signedInApi(account: string): Promise<APIRequestContext> {
  const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
  const anonymous = await request.newContext({ baseURL });
  const login = await anonymous.post('/api/auth/login', { data: { account, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { tokenValue: string } }).data.tokenValue;
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { satoken: token } });
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { success: boolean; message: string; data: T };
  expect(body.success, body.message).toBe(true);
  return body.data;
}

const itemsNamed = (nodes: ItemNode[], name: string): ItemNode[] =>
  nodes.flatMap((n) => [...(n.level === 'ITEM' && n.name === name ? [n] : []), ...itemsNamed(n.children ?? [], name)]);

test('the office administrator reviews 当事人 and 业务统计, and exports both', async ({ page }) => {
  test.setTimeout(120_000);
  const serial = Date.now();
  const firstId = residentId(serial);
  const secondId = residentId(serial + 7);

  // —— Three cases through the API: 陈思远 applies twice, 林晓雯 is agent once and applicant once.
  const admin = await signedInApi('office_admin');
  const tree = await data<ItemNode[]>(await admin.get('/api/notarization-item/tree', { params: { enabledOnly: true } }));
  const [birth] = itemsNamed(tree, '出生');
  const [declaration] = itemsNamed(tree, '声明');
  const [entrust] = itemsNamed(tree, '委托');
  const degree = itemsNamed(tree, '学历')[0];
  const roles = await data<{ id: number; code: string }[]>(await admin.get('/api/role/select'));
  const notaryRole = roles.find((r) => r.code === 'notary')!;
  const notaries = await data<{ id: number; name: string }[]>(await admin.get('/api/user/select', { params: { roleId: notaryRole.id } }));
  const liMing = notaries.find((u) => u.name === '李明')!;
  const person = (name: string, idNumber: string, phone: string) => ({ idType: 'ID_CARD', name, idNumber, phone });
  const create = async (body: object) =>
    data<{ id: number; businessNumber: string; parties: { customerId: number; name: string }[] }>(await admin.post('/api/business', { data: body }));

  const first = await create({
    itemIds: [birth.id],
    handlerId: liMing.id,
    purpose: '出国留学',
    parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person: person('陈思远', firstId, '13912345678') }],
  });
  const chen = first.parties[0].customerId;
  const second = await create({
    itemIds: [declaration.id, degree.id],
    handlerId: liMing.id,
    purpose: '办理签证',
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', customerId: chen },
      { role: 'AGENT', customerType: 'PERSONAL', person: person('林晓雯', secondId, '13698765432') },
    ],
  });
  const lin = second.parties.find((p) => p.name === '林晓雯')!.customerId;
  await create({ itemIds: [entrust.id], handlerId: liMing.id, parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', customerId: lin }] });
  // 李明 accepts the first, so the statuses differ.
  const notary = await signedInApi('notary');
  await data(await notary.put('/api/business/accept', { data: { id: first.id } }));
  await Promise.all([admin.dispose(), notary.dispose()]);

  // —— 当事人: each person once, with every case they took part in.
  await openAndSignIn(page, 'office_admin', '/business/litigant');
  await expect(page).toHaveURL(/\/business\/litigant/);
  const chenRow = page.getByRole('row').filter({ hasText: firstId });
  await expect(chenRow).toContainText('陈思远');
  await expect(chenRow).toContainText('13912345678');
  await expect(chenRow.getByRole('cell').nth(5)).toHaveText('2');
  const linRow = page.getByRole('row').filter({ hasText: secondId });
  await expect(linRow).toContainText('代理人');
  await expect(linRow).toContainText('申请人');
  await expect(linRow.getByRole('cell').nth(5)).toHaveText('2');

  await chenRow.getByRole('button', { name: '查看业务' }).click();
  const cases = page.getByTestId('party-cases');
  await expect(cases).toBeVisible();
  await expect(dataRows(cases)).toHaveCount(2);
  await expect(cases.getByRole('row').filter({ hasText: first.businessNumber })).toContainText('已受理');
  await expect(cases.getByRole('row').filter({ hasText: second.businessNumber })).toContainText('声明');
  await expect(cases.getByRole('row').filter({ hasText: second.businessNumber })).toContainText('新业务');
  await page.screenshot({ path: `${SHOTS}/business-litigant.png` });

  // The case opens in the detail drawer, on this page.
  await cases.getByText(second.businessNumber).click();
  const detail = page.getByTestId('case-detail');
  await expect(detail.getByText(second.businessNumber)).toBeVisible();
  await expect(detail.getByText('林晓雯')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/business-litigant-case.png` });
  await page
    .getByRole('dialog', { name: '业务详情' })
    .getByRole('button', { name: /close|关闭/i })
    .click();
  await expect(detail).toBeHidden();

  // Search by ID number, then the page's list as a workbook.
  await page.getByPlaceholder('姓名、机构名称或证件号码').fill(secondId);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('row').filter({ hasText: '林晓雯' })).toHaveCount(1);
  await expect(page.getByText('共 1 位当事人')).toBeVisible();
  const partyDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const partyFile = await partyDownload;
  expect(partyFile.suggestedFilename()).toMatch(/^当事人-\d{8}\.xlsx$/);
  expect(
    readFileSync(await partyFile.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  // —— 业务统计: the figures are the server's.
  const answered = page.waitForResponse((r) => r.url().includes('/api/business/statistics'));
  await page.goto('/business/statistics');
  const stats = (await (await answered).json()).data as Statistics;
  expect(stats.total).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('stat-total')).toContainText(String(stats.total));
  const inProgress = stats.byStatus
    .filter((b) => ['NEW', 'ACCEPTED', 'WAIT_APPROVE', 'APPROVE_PASS', 'APPROVE_REJECT', 'SPECIAL_PENDING'].includes(b.key))
    .reduce((s, b) => s + b.count, 0);
  await expect(page.getByTestId('stat-inProgress')).toContainText(String(inProgress));
  // Five charts, each drawn on its canvas.
  await expect(page.locator('[data-testid="echart"] canvas')).toHaveCount(5);
  expect(stats.byItem.map((b) => b.name)).toEqual(expect.arrayContaining(['出生', '声明', '委托']));

  await page.getByRole('tab', { name: '按状态' }).click();
  // The server's order, counts and names (the status tags use the same names, from contracts); the 合计 row closes the table.
  const statusRows = dataRows(page.getByTestId('table-status')).filter({ hasNotText: '合计' });
  await expect(statusRows).toHaveCount(stats.byStatus.length);
  for (const [i, b] of stats.byStatus.entries()) {
    await expect(statusRows.nth(i).getByRole('cell').nth(1)).toHaveText(b.name);
    await expect(statusRows.nth(i).getByRole('cell').nth(2)).toHaveText(String(b.count));
  }
  await page.getByRole('tab', { name: '按公证事项' }).click();
  for (const b of stats.byItem.slice(0, 10))
    await expect(
      page
        .getByTestId('table-item')
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: b.name, exact: true }) }),
    ).toContainText(String(b.count));
  await page.getByRole('tab', { name: '按承办公证员' }).click();
  await expect(page.getByTestId('table-handler').getByRole('row').filter({ hasText: '李明' })).toContainText(
    String(stats.byHandler.find((b) => b.name === '李明')!.count),
  );
  // The layout scrolls inside its own pane: a tall window shows the whole dashboard.
  await page.setViewportSize({ width: 1440, height: 2000 });
  // The charts follow their pane on the next frames (ResizeObserver).
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await page.screenshot({ path: `${SHOTS}/business-statistics.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  const statsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出 Excel/ }).click();
  const statsFile = await statsDownload;
  expect(statsFile.suggestedFilename()).toMatch(/^业务统计-\d{8}\.xlsx$/);
  const bytes = readFileSync(await statsFile.path()).toString('latin1');
  expect(bytes.startsWith('PK')).toBe(true);
  // 概览 and the five breakdowns.
  expect(bytes).toContain('xl/worksheets/sheet6.xml');

  // A range without cases shows the empty state.
  await page.getByPlaceholder('开始日期').click();
  await page.getByPlaceholder('开始日期').fill('2001-01-01');
  await page.getByPlaceholder('结束日期').fill('2001-12-31');
  await page.getByPlaceholder('结束日期').press('Enter');
  await expect(page.getByText('所选时间内没有新建业务')).toBeVisible();
  await expect(page.getByTestId('stat-total')).toContainText('0');
});
