import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, itemLeaves, settleFees, signedIn, tokenOf, type ItemNode } from './api.ts';
import { confirmation, option, SHOTS, switchToApprover } from './helpers.ts';

// A 1×1 PNG: the server recognises files by their first bytes.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1d5e70000000049454e44ae426082',
  'hex',
);

/** Opens 更多 in the case detail and picks `label`. */
async function more(page: Page, label: string) {
  await page.getByTestId('case-detail').getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

test('a notary edits parties, sets SMS, appends and confirms fees, downloads, and asks for a transfer the director approves', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const suffix = String(Date.now()).slice(-6);

  // —— Set-up through the API: a third notary to hand the case to, and the case with a stored material file.
  const admin = await tokenOf(request, 'office_admin');
  const roles = await api<{ id: number; code: string }[]>(request, admin, 'GET', '/api/role/select');
  const notaryRole = roles.find((r) => r.code === 'notary')!.id;
  const newNotary = `孙丽${suffix}`;
  await api(request, admin, 'POST', '/api/user', { account: `notary_${suffix}`, name: newNotary, deptId: null, roleIds: [notaryRole], password: 'Temp@2026x' });

  const notaryToken = await tokenOf(request, 'notary');
  const notaries = await api<{ id: number; name: string }[]>(request, notaryToken, 'GET', `/api/user/select?roleId=${notaryRole}`);
  const liMing = notaries.find((u) => u.name === '李明')!.id;
  const upload = await request.post('/api/file/upload', {
    headers: { satoken: notaryToken },
    multipart: { file: { name: '身份证.png', mimeType: 'image/png', buffer: PNG } },
  });
  const file = ((await upload.json()) as { data: { ossUrl: string } }).data;
  const tree = await api<ItemNode[]>(request, notaryToken, 'GET', '/api/notarization-item/tree?enabledOnly=true');
  const birth = itemLeaves(tree).find((n) => n.name === '出生')!;
  const applicant = `周晓梅${suffix}`;
  const created = await api<{ id: number; businessNumber: string }>(request, notaryToken, 'POST', '/api/business', {
    itemIds: [birth.id],
    handlerId: liMing,
    purpose: '办理出国留学签证',
    parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person: { name: applicant, idType: 'PASSPORT', idNumber: `E${suffix}01`, phone: '13900001234' } }],
    materials: [{ name: '居民身份证', kind: '必交材料', originalSeen: true, status: 'RECEIVED', fileUrl: file.ossUrl }],
    fees: [{ feeType: 'NOTARY_FEE', amountFen: 8_000, note: '出生' }],
    feeConfirmed: true,
  });
  const { id, businessNumber } = created;

  // —— 李明 opens the case from 受理.
  const notary = await signedIn(browser, 'notary', `/business/accept?id=${id}`);
  const detail = notary.getByTestId('case-detail');
  await expect(detail.getByText(businessNumber)).toBeVisible();

  // 编辑当事人: add a related person.
  await more(notary, '编辑当事人');
  const parties = notary.getByRole('dialog', { name: /^编辑当事人/ });
  await expect(parties.getByTestId('party-0')).toContainText(applicant);
  await parties.getByRole('button', { name: '添加当事人' }).click();
  const related = parties.getByTestId('party-1');
  await related.getByText('新增客户').click();
  await related.getByLabel('当事人姓名').fill(`周建国${suffix}`);
  await related.getByLabel('证件类型').click();
  await option(notary, '护照').click();
  await related.getByLabel('证件号码').fill(`E${suffix}02`);
  await notary.screenshot({ path: `${SHOTS}/business-actions-parties.png` });
  await parties.getByRole('button', { name: /保\s*存/ }).click();
  await expect(parties).toBeHidden();
  await expect(detail.getByRole('cell', { name: `周建国${suffix}` })).toBeVisible();

  // 短信设置: no SMS for supplementary materials; the outbox is shown.
  await more(notary, '短信设置');
  const sms = notary.getByRole('dialog', { name: /^短信设置/ });
  await expect(sms.getByTestId('sms-recipients')).toContainText('13900001234');
  await sms.getByLabel('需补充材料').uncheck();
  await notary.screenshot({ path: `${SHOTS}/business-actions-sms.png` });
  await sms.getByRole('button', { name: /保\s*存/ }).click();
  await expect(sms).toBeHidden();
  await expect(detail.getByText('短信通知：已受理、审批通过、公证书已出具，可领取、公证书已送达、办理终止')).toBeVisible();

  // 追加收费, then 确认收费.
  await more(notary, '追加收费');
  const fees = notary.getByRole('dialog', { name: /^追加收费/ });
  await fees.getByLabel('金额').fill('30');
  await fees.getByLabel('收费说明').fill('加急费');
  await expect(fees.getByTestId('fee-total-after')).toHaveText('¥110.00');
  await notary.screenshot({ path: `${SHOTS}/business-actions-fees.png` });
  await fees.getByRole('button', { name: /追\s*加/ }).click();
  await expect(fees).toBeHidden();
  await expect(detail.getByText('收费未确认')).toBeVisible();
  // 确认收费 needs the fees settled: the finance desk records them (记账) first.
  await settleFees(request, id);
  await detail.getByRole('button', { name: '确认收费' }).click();
  await confirmation(notary, `确认收费 · ${businessNumber}`).getByRole('button', { name: '确认收费' }).click();
  await expect(detail.getByText('收费已确认')).toBeVisible();
  await expect(detail.getByTestId('case-money')).toContainText('应收 ¥110.00');
  await expect(detail.getByTestId('case-money')).toContainText('已结清');

  // 材料打包: a zip under its Chinese name, with manifest.json.
  const zipDownload = notary.waitForEvent('download');
  await more(notary, '材料打包');
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toBe(`${businessNumber}-材料.zip`);
  const bytes = readFileSync((await zip.path())!);
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(bytes.includes(Buffer.from('manifest.json'))).toBe(true);
  expect(bytes.includes(PNG)).toBe(true);

  // 下载: the case summary and the material's own file.
  await more(notary, '下载');
  const downloads = notary.getByRole('dialog', { name: /^下载/ });
  await expect(downloads.getByText('业务摘要')).toBeVisible();
  await notary.screenshot({ path: `${SHOTS}/business-actions-download.png` });
  const summaryDownload = notary.waitForEvent('download');
  await downloads.getByRole('button', { name: /下载摘要/ }).click();
  expect((await summaryDownload).suggestedFilename()).toBe(`${businessNumber}-业务摘要.xlsx`);
  const materialDownload = notary.waitForEvent('download');
  await downloads.getByRole('button', { name: '下载居民身份证' }).click();
  const material = await materialDownload;
  expect(material.suggestedFilename()).toBe('身份证.png');
  expect(readFileSync((await material.path())!)).toEqual(PNG);
  await downloads.getByRole('button', { name: '关闭' }).click();

  // 转办申请 to the new notary.
  await more(notary, '转办申请');
  const transfer = notary.getByRole('dialog', { name: /^转办申请/ });
  await transfer.getByLabel('转办给').click();
  await option(notary, new RegExp(newNotary)).click();
  await transfer.getByLabel('转办原因').fill('承办人外出培训两周');
  await transfer.getByText(/转办经审批人批准后生效/).click();
  await notary.screenshot({ path: `${SHOTS}/business-actions-transfer.png` });
  await transfer.getByRole('button', { name: /提交申请/ }).click();
  await expect(transfer).toBeHidden();
  await expect(detail.getByTestId('case-transfers')).toContainText(`转办申请待审批：李明 → ${newNotary}`);
  await detail.getByTestId('case-transfers').scrollIntoViewIfNeeded();
  await notary.screenshot({ path: `${SHOTS}/business-actions-detail.png` });

  // —— 王建国 approves it on 审批 with the approver role active.
  const director = await signedIn(browser, 'director', '/dashboard');
  await switchToApprover(director);
  await director.goto('/business/approve');
  await director.getByRole('tab', { name: '转办审批' }).click();
  const panel = director.getByRole('tabpanel', { name: '转办审批' });
  await panel.getByPlaceholder('业务编号').fill(businessNumber);
  await panel.getByRole('button', { name: /查\s*询/ }).click();
  const row = panel.getByRole('row').filter({ hasText: businessNumber });
  await expect(row.getByTestId('row-transfer')).toContainText(`待审批李明 → ${newNotary}`);
  await row.getByRole('button', { name: '批准转办', exact: true }).click();
  const decision = director.getByRole('dialog', { name: /^批准转办/ });
  await decision.getByLabel('审批意见').fill('同意转办');
  await expect(decision).toHaveCSS('opacity', '1');
  await director.screenshot({ path: `${SHOTS}/business-actions-approve-transfer.png` });
  await decision.getByRole('button', { name: /批准转办/ }).click();
  await expect(decision).toBeHidden();
  // The tab lists pending requests only: the decided case leaves it.
  await expect(row).toBeHidden();
  await director.screenshot({ path: `${SHOTS}/business-actions-approve-page.png` });

  // The case is now handled by the new notary.
  const after = await api<{ handlerId: number; handlerName: string }>(request, notaryToken, 'GET', `/api/business?id=${id}`);
  expect(after.handlerName).toBe(newNotary);
});
