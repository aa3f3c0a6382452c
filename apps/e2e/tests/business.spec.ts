import { expect, test, type Browser, type Page } from '@playwright/test';
import { completeCertificates, settleFees, tokenOf } from './api.ts';
import { confirmation, openAndSignIn, option, SHOTS, switchToApprover } from './helpers.ts';
import { passDepartmentStep } from './case-approval.ts';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const CERTIFICATE = /（\d{4}）京长安内民证字第\d{5}号/;

async function signedIn(browser: Browser, account: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/ws/'));
  await openAndSignIn(page, account, path);
  await expect(page).toHaveURL(new RegExp(path.replace(/\//g, '\\/')));
  await socket;
  return page;
}

/** The live popup for `businessNumber` arrives; its action button opens the case when the user may. */
async function popupFor(page: Page, businessNumber: string, label: RegExp) {
  const popup = page.locator('.notice-popup').filter({ hasText: businessNumber });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByText(label).first()).toBeVisible();
  return popup;
}

const row = (page: Page, businessNumber: string) => page.getByRole('row').filter({ hasText: businessNumber });

/** The confirmation of `action` on the case asks "<action> · <业务编号>"; its button is named after the action. */
async function confirmAction(page: Page, action: string, businessNumber: string, label: RegExp) {
  const confirm = confirmation(page, `${action} · ${businessNumber}`);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: label }).click();
  await expect(confirm).toBeHidden();
}

test('a case from acceptance to archive: assistant, notary, director and archivist, each notified live', async ({ browser }) => {
  test.setTimeout(180_000);
  const notary = await signedIn(browser, 'notary', '/business/accept');
  // 王建国 holds 公证员 and 审批人(主任); he approves with the approver role active.
  const director = await signedIn(browser, 'director', '/dashboard');
  await switchToApprover(director);
  await director.goto('/business/approve');
  await expect(director.getByRole('tab', { name: '公证审批' })).toBeVisible();
  const archivist = await signedIn(browser, 'archivist', '/business/archives');
  const assistant = await signedIn(browser, 'assistant', '/business/accept');

  // —— The assistant creates the case for a new personal customer.
  await expect(assistant.getByRole('button', { name: /新建业务/ })).toBeVisible();
  await assistant.getByRole('button', { name: /新建业务/ }).click();
  const wizard = assistant.getByRole('dialog', { name: '新建业务' });
  await expect(wizard).toBeVisible();

  // 1 事项
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await expect(wizard.getByText('请选择公证事项')).toBeVisible();
  const items = wizard.getByRole('combobox', { name: '公证事项' });
  await items.click();
  await items.fill('出生');
  await assistant.getByRole('treeitem', { name: '出生（国内民事）', exact: true }).click();
  await items.press('Escape');
  await wizard.getByPlaceholder('如：出国留学、办理签证').click();
  await wizard.getByPlaceholder('如：出国留学、办理签证').fill('办理出国留学签证');
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // 2 当事人: a new person
  const party = wizard.getByTestId('party-0');
  await expect(party).toBeVisible();
  await party.getByText('新增客户').click();
  await party.getByLabel('当事人姓名').fill('周晓梅');
  await party.getByLabel('证件号码').fill('110105194912310021');
  await party.getByLabel('联系电话').fill('13900001234');
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await expect(party.getByText(/校验/).first()).toBeVisible();
  await party.getByLabel('证件号码').fill('11010519491231002X');
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // 3 受理表单: 出生（国内民事） has none in the demo catalogue (the seeded one is on 出生（涉外民事）).
  await expect(wizard.getByTestId('step-form')).toBeVisible();
  await expect(
    wizard
      .getByTestId('step-form')
      .getByText(/没有配置受理表单|受理表单（/)
      .first(),
  ).toBeVisible();
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // 4 材料: prefilled from the item; everything received, originals seen.
  const materials = wizard.getByTestId('material-row');
  await expect(materials.first()).toBeVisible();
  const count = await materials.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const r = materials.nth(i);
    await r.getByRole('switch').click();
    await r.getByText('已收取').click();
  }
  // The first material gets a scanned copy.
  const firstMaterial = materials.first();
  const firstMaterialName = await firstMaterial.getByLabel('材料名称').inputValue();
  const uploaded = assistant.waitForResponse((r) => r.url().endsWith('/api/file/upload'));
  await firstMaterial.locator('input[type="file"]').setInputFiles({ name: '扫描件.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
  expect((await uploaded).ok()).toBe(true);
  await expect(firstMaterial.getByTestId('material-file-name')).toHaveText(/扫描件\.png/);
  await assistant.screenshot({ path: `${SHOTS}/business-wizard.png` });
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // 5 收费: from the fee standard in force today, with its basis; confirmed.
  await expect(wizard.getByTestId('fee-row').first()).toBeVisible();
  await expect(wizard.getByTestId('fee-row').first().getByLabel('金额')).toHaveValue('150.00');
  await expect(wizard.getByTestId('fee-basis').first()).toContainText('按件 ¥150.00');
  await assistant.screenshot({ path: `${SHOTS}/business-wizard-fees.png` });
  await wizard.getByLabel('收费已确认').click();
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // 提交: summary, handler 李明
  await expect(wizard.getByText('周晓梅（新增）')).toBeVisible();
  const handler = wizard.getByRole('combobox', { name: '承办公证员' });
  await handler.click();
  await option(assistant, /李明/).click();
  const created = assistant.waitForResponse((r) => r.url().endsWith('/api/business') && r.request().method() === 'POST');
  await wizard.getByRole('button', { name: /提\s*交/ }).click();
  const body = (await (await created).json()) as { success: boolean; data: { businessNumber: string; id: number } };
  expect(body.success).toBe(true);
  const businessNumber = body.data.businessNumber;
  await expect(wizard).toBeHidden();
  const assistantDetail = assistant.getByTestId('case-detail');
  await expect(assistantDetail.getByText(businessNumber)).toBeVisible();
  await expect(assistantDetail.getByTestId('case-status')).toHaveText('新业务');
  await expect(assistantDetail.getByRole('button', { name: `下载${firstMaterialName}` })).toBeVisible();

  // —— The notary: the new-business popup, accept, submit for review.
  const notaryPopup = await popupFor(notary, businessNumber, /新业务|新建业务|去确认/);
  await notaryPopup.getByRole('button').filter({ hasText: /去/ }).first().click();
  const notaryDetail = notary.getByTestId('case-detail');
  await expect(notaryDetail.getByText(businessNumber)).toBeVisible();
  await notaryDetail.getByRole('button', { name: /^受\s*理$/ }).click();
  await confirmAction(notary, '受理', businessNumber, /^受\s*理$/);
  await expect(notaryDetail.getByTestId('case-status')).toHaveText('已受理');

  // The assistant hears that it was accepted.
  await popupFor(assistant, businessNumber, /受理/);

  await settleFees(notary.request, body.data.id);
  await notaryDetail.getByRole('button', { name: /提交审批/ }).click();
  await confirmAction(notary, '提交审批', businessNumber, /提交审批/);
  await expect(notaryDetail.getByTestId('case-status')).toHaveText('待审批');

  // —— 部门负责人审核 is passed (赵敏, through the API; the case-approval journey does it on the page), then the director approves 主任审批.
  await passDepartmentStep(notary.request, body.data.id);
  await popupFor(director, businessNumber, /审批/);
  await director.reload();
  const approveRow = row(director, businessNumber);
  await expect(approveRow).toBeVisible();
  await approveRow.getByRole('button', { name: /^详\s*情$/ }).click();
  const directorDetail = director.getByTestId('case-detail');
  await expect(directorDetail.getByText('周晓梅').first()).toBeVisible();
  await directorDetail.getByRole('button', { name: /^驳\s*回$/ }).click();
  const rejectDialog = director.getByRole('dialog').filter({ hasText: '审批驳回' });
  await rejectDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(rejectDialog.getByText('驳回须填写审批意见')).toBeVisible();
  await rejectDialog.getByRole('button', { name: /取\s*消/ }).click();
  await directorDetail.getByRole('button', { name: /^通\s*过$/ }).click();
  const approveDialog = director.getByRole('dialog').filter({ hasText: '审批通过' });
  await approveDialog.getByLabel('审批意见').fill('材料齐全，同意出证。');
  await approveDialog.getByRole('button', { name: /审批通过/ }).click();
  await expect(directorDetail.getByTestId('case-status')).toHaveText('审批通过');
  const certificate = directorDetail.getByTestId('certificate-number');
  await expect(certificate).toHaveText(CERTIFICATE);
  const certificateNumber = (await certificate.textContent())!;
  expect(certificateNumber).toMatch(/^（2026）京长安内民证字第\d{5}号$/);
  await director.screenshot({ path: `${SHOTS}/business-detail.png` });

  // —— The notary completes the 公证书 (its 出生 details are not in the case; the documents journey does this in the editor), issues and sends.
  await completeCertificates(notary.request, await tokenOf(notary.request, 'notary'), body.data.id);
  await popupFor(notary, businessNumber, /审批通过|通过/);
  await notary.goto('/business/certificate');
  const certRow = row(notary, businessNumber);
  await expect(certRow.getByTestId('row-certificate-number')).toHaveText(certificateNumber);
  await certRow.getByRole('button', { name: /^出\s*证$/ }).click();
  await confirmAction(notary, '出证', businessNumber, /^出\s*证$/);
  await notary.getByText('已出证', { exact: true }).first().click();
  const sendRow = row(notary, businessNumber);
  await expect(sendRow).toBeVisible();
  await sendRow.getByRole('button', { name: /^送\s*达$/ }).click();
  const delivery = notary.getByRole('dialog').filter({ hasText: '送达方式' });
  await delivery.getByLabel('签收人').fill('周晓梅');
  await delivery.getByRole('button', { name: '确认送达' }).click();
  await expect(delivery).toBeHidden();
  await expect(sendRow).toBeHidden();

  // —— The archivist archives it.
  await popupFor(archivist, businessNumber, /归档/);
  await archivist.reload();
  const archiveRow = row(archivist, businessNumber);
  await expect(archiveRow).toBeVisible();
  await archiveRow.getByRole('button', { name: /^归\s*档$/ }).click();
  const archiveDialog = archivist.getByRole('dialog').filter({ hasText: '档案号按编号规则自动分配' });
  await archiveDialog.getByText('密卷', { exact: true }).click();
  await archiveDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(archiveDialog).toBeHidden();
  const archivedNotice = archivist.getByText(new RegExp(`归档：${businessNumber}，档案号 \\S+`));
  await expect(archivedNotice).toBeVisible();
  const archiveNumber = /档案号 (\S+)/.exec(await archivedNotice.innerText())![1];
  await archivist.getByText('已归档', { exact: true }).first().click();
  const archived = row(archivist, businessNumber);
  await expect(archived).toBeVisible();
  await archived.getByRole('button', { name: /^详\s*情$/ }).click();
  const archivedDetail = archivist.getByTestId('case-detail');
  await expect(archivedDetail.getByText(archiveNumber).first()).toBeVisible();
  // 新建, 受理, 提交审批, 部门负责人审核 同意, 审批通过, 出证, 送达, 归档.
  await expect(archivedDetail.getByTestId('timeline-entry')).toHaveCount(8);

  // The notary's list shows the case archived.
  await notary.goto('/business/accept');
  await expect(row(notary, businessNumber).getByText('已归档')).toBeVisible();
  await notary.screenshot({ path: `${SHOTS}/business-accept.png` });
});
