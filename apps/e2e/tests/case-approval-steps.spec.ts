import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, itemLeaves, settleFees, signedIn, tokenOf, type ItemNode } from './api.ts';
import { dataRows, switchToApprover } from './helpers.ts';

const SHOTS = '/tmp/shots/A';

/** A case of 亲属关系 handled by 李明, accepted, its fees settled and submitted for approval, through the API. */
async function caseWaitingForApproval(request: APIRequestContext, suffix: string) {
  const assistant = await tokenOf(request, 'assistant');
  const notary = await tokenOf(request, 'notary');
  const me = await api<{ id: number }>(request, notary, 'GET', '/api/auth/current-user');
  const item = itemLeaves(await api<ItemNode[]>(request, assistant, 'GET', '/api/notarization-item/tree?enabledOnly=true')).find((n) => n.name === '亲属关系')!;
  const c = await api<{ id: number; businessNumber: string }>(request, assistant, 'POST', '/api/business', {
    itemIds: [item.id],
    handlerId: me.id,
    feeConfirmed: true,
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: `欧阳两步${suffix}`, idType: 'PASSPORT', idNumber: `E${suffix}7`, phone: '13900001234' } },
    ],
    materials: (item.materials ?? []).map((m) => ({ name: m.name, status: 'RECEIVED', originalSeen: true })),
  });
  await api(request, notary, 'PUT', '/api/business/accept', { id: c.id });
  await settleFees(request, c.id);
  await api(request, notary, 'PUT', '/api/business/submitReview', { id: c.id });
  return c;
}

/** Opens the case from the 审批 list, whose 审批步骤 column says where it waits. */
async function openFromApproveList(page: Page, businessNumber: string, step: string) {
  await page.goto('/business/approve');
  const row = dataRows(page.getByRole('table')).filter({ hasText: businessNumber });
  await expect(row).toContainText(step);
  await row.getByRole('button', { name: /^详\s*情$/ }).click();
  const detail = page.getByTestId('case-detail');
  await expect(detail.getByText(businessNumber).first()).toBeVisible();
  return detail;
}

test('a case approved through two steps by two people: 部门负责人审核 by 赵敏, then 主任审批 by 王建国, who allocates the number', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = String(Date.now()).slice(-6);
  const c = await caseWaitingForApproval(request, suffix);

  // —— 赵敏 (the office administrator decides 部门负责人审核: 李明 heads his own department) agrees on 审批.
  const admin = await signedIn(browser, 'office_admin', '/dashboard');
  const first = await openFromApproveList(admin, c.businessNumber, '第 1/2 步 · 部门负责人审核');
  const progress = first.getByTestId('approval-progress');
  await expect(progress).toContainText('公证业务审批');
  await expect(progress).toContainText('待 赵敏 审批');
  await first.getByRole('button', { name: /^通\s*过$/ }).click();
  const agree = admin.getByRole('dialog', { name: `审批同意 · ${c.businessNumber}` });
  await expect(agree).toContainText('同意后转“主任审批”审批，公证书编号在最后一步通过时生成。');
  await agree.getByLabel('审批意见').fill('材料齐全，请主任审批。');
  await admin.screenshot({ path: `${SHOTS}/case-approval-step1-dialog.png` });
  await agree.getByRole('button', { name: /^同\s*意$/ }).click();
  await expect(agree).toBeHidden();
  // The case still waits, now for 主任审批; no certificate number yet.
  await expect(first.getByTestId('case-status')).toHaveText('待审批');
  await expect(progress).toContainText('赵敏 已同意');
  await expect(progress).toContainText('待 王建国 审批');
  await expect(first.getByTestId('certificate-number')).toHaveCount(0);
  await expect(first.getByText('审批同意（转下一步）')).toBeVisible();
  await expect(first.getByRole('button', { name: /^通\s*过$/ })).toHaveCount(0);
  await admin.screenshot({ path: `${SHOTS}/case-approval-step1-done.png`, fullPage: true });
  // Off 赵敏's list: the step she decides is done.
  await admin.goto('/business/approve');
  await expect(admin.getByRole('tab', { name: '公证审批', selected: true })).toBeVisible();
  await expect(dataRows(admin.getByRole('table')).filter({ hasText: c.businessNumber })).toHaveCount(0);

  // —— 王建国, with his approver role, passes 主任审批: the case is approved and numbered.
  const director = await signedIn(browser, 'director', '/dashboard');
  await switchToApprover(director);
  const last = await openFromApproveList(director, c.businessNumber, '第 2/2 步 · 主任审批');
  await expect(last.getByTestId('timeline-entry').filter({ hasText: '审批同意（转下一步）' })).toContainText('赵敏');
  await last.getByRole('button', { name: /^通\s*过$/ }).click();
  const pass = director.getByRole('dialog', { name: `审批通过 · ${c.businessNumber}` });
  await expect(pass).toContainText('这是最后一步：通过后业务审批通过，生成公证书编号。');
  await pass.getByLabel('审批意见').fill('同意出证。');
  await director.screenshot({ path: `${SHOTS}/case-approval-step2-dialog.png` });
  await pass.getByRole('button', { name: /审批通过/ }).click();
  await expect(pass).toBeHidden();
  await expect(last.getByTestId('case-status')).toHaveText('审批通过');
  await expect(last.getByTestId('certificate-number')).toHaveText(/^（\d{4}）京长安民证字第\d{5}号$|^（\d{4}）京长安.+字第\d{5}号$/);
  await expect(last.getByTestId('approval-progress')).toHaveCount(0);
  await director.screenshot({ path: `${SHOTS}/case-approval-step2-done.png`, fullPage: true });

  // The handling notary reads who decided what in the case's timeline.
  const notary = await signedIn(browser, 'notary', `/business/accept?id=${c.id}`);
  const timeline = notary.getByTestId('case-detail').getByTestId('timeline-entry');
  await expect(timeline.filter({ hasText: '审批同意（转下一步）' })).toContainText('第 1/2 步“部门负责人审核”同意：材料齐全，请主任审批。');
  await expect(timeline.filter({ hasText: '审批通过' }).last()).toContainText('王建国');
});
