import { expect, test } from '@playwright/test';
import { api, itemLeaves, signedIn, tokenOf, type ItemNode } from './api.ts';
import { SHOTS } from './helpers.ts';

test('办公审批: 减免 approved by the director, seen as 已通过 by the applicant', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  const notaryToken = await tokenOf(request, 'notary');
  const tree = await api<ItemNode[]>(request, notaryToken, 'GET', '/api/notarization-item/tree?enabledOnly=true');
  const birth = itemLeaves(tree).find((n) => n.name === '出生')!;
  const roles = await api<{ id: number; code: string }[]>(request, await tokenOf(request, 'office_admin'), 'GET', '/api/role/select');
  const notaries = await api<{ id: number; name: string }[]>(
    request,
    notaryToken,
    'GET',
    `/api/user/select?roleId=${roles.find((r) => r.code === 'notary')!.id}`,
  );
  const created = await api<{ id: number }>(request, notaryToken, 'POST', '/api/business', {
    itemIds: [birth.id],
    handlerId: notaries.find((u) => u.name === '李明')!.id,
    purpose: '办理出国留学签证',
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: `周晓梅${suffix}`, idType: 'PASSPORT', idNumber: `E${suffix}01`, phone: '13900001234' } },
    ],
    fees: [{ feeType: 'NOTARY_FEE', amountFen: 8_000, note: '出生' }],
    feeConfirmed: true,
  });
  const admin = await tokenOf(request, 'office_admin');
  const money = await api<{ lines: { id: number }[] }>(request, admin, 'GET', `/api/finance/case?caseId=${created.id}`);
  await api(request, admin, 'POST', '/api/finance/reductions', {
    caseId: created.id,
    feeId: money.lines[0].id,
    amountFen: 3_000,
    reason: 'HARDSHIP',
    note: '申请人为低保户',
  });

  const page = await signedIn(browser, 'director', '/oa/approve');
  await expect(page.getByRole('tab', { name: '待我审批' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/approval-list.png` });
  await page.locator('.ant-table-row').first().getByText('审批', { exact: true }).click();
  await expect(page.getByRole('button', { name: /同\s*意/ })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/approval-drawer.png` });
  await page.getByRole('button', { name: /驳\s*回/ }).click();
  await expect(page.getByText('驳回须填写审批意见')).toBeVisible();
  await page.getByLabel('审批意见').fill('同意减免');
  await page.getByRole('button', { name: /同\s*意/ }).click();
  await expect(page.locator('.ant-drawer').getByText('已通过')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/approval-done.png` });

  const applicant = await signedIn(browser, 'office_admin', '/oa/approve');
  await applicant.getByRole('tab', { name: '我的申请' }).click();
  await expect(applicant.locator('.ant-table-row').first()).toContainText('已通过');
  await applicant.screenshot({ path: `${SHOTS}/approval-mine.png` });
});
