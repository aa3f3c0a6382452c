import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api, itemLeaves, signedIn, tokenOf, type ItemNode } from './api.ts';
import { dataRows, SHOTS } from './helpers.ts';

/** Serious or critical WCAG 2.1 A/AA violations on the page as it is now, as `id: target` lines. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** An antd dialog by the start of its title (the Modal's own label is not its title text). */
const dialogTitled = (page: Page, title: string) => page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

test('视频会议: a standalone meeting is scheduled, invited, checked and cancelled; a case’s 视频公证 invites its parties', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const suffix = String(Date.now()).slice(-6);
  const title = `遗嘱事宜询问谈话 ${suffix}`;

  // —— 李明 schedules a standalone meeting with an outside party.
  const notary = await signedIn(browser, 'notary', '/standaloneVideoMeet/index');
  const states = notary.locator('.ant-segmented').first();
  await expect(states.getByText('即将开始', { exact: true })).toBeVisible();
  await notary.getByRole('button', { name: /新建会议/ }).click();
  const create = dialogTitled(notary, '新建会议');
  await create.getByRole('button', { name: /预约会议/ }).click();
  await expect(create.getByText('请输入会议主题')).toBeVisible();
  await create.getByPlaceholder(/王某委托公证/).fill(title);
  await create.getByRole('button', { name: /添加参会人员/ }).click();
  await create.getByLabel('参会人员 1 姓名').fill(`王芳${suffix}`);
  await create.getByLabel('参会人员 1 手机号').fill('13800001111');
  await create.getByLabel('参会人员 1 证件号').fill('E12345678');
  await notary.screenshot({ path: `${SHOTS}/video-create.png`, fullPage: true });
  expect(await seriousViolations(notary)).toEqual([]);
  await create.getByRole('button', { name: /预约会议/ }).click();
  await expect(notary.getByText(/^会议已预约：/)).toBeVisible();
  await expect(create).toBeHidden();

  // It is listed under 即将开始.
  const row = dataRows(notary).filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('meeting-status')).toHaveText('未开始');
  await expect(notary.getByText(/^共 \d+ 条$/)).toBeVisible();
  await notary.screenshot({ path: `${SHOTS}/video-list.png`, fullPage: true });
  expect(await seriousViolations(notary)).toEqual([]);

  // 邀请: a link for the outside party, to copy, and the SMS.
  await row.getByRole('button', { name: '邀请' }).click();
  const invite = dialogTitled(notary, '邀请参会');
  await invite.getByRole('button', { name: /生成链接/ }).click();
  const sent = invite.getByTestId('invite-result');
  await expect(sent).toContainText('入会链接已生成');
  await expect(sent).toContainText('/meet?t=');
  await notary.screenshot({ path: `${SHOTS}/video-invite.png`, fullPage: true });
  await invite.getByRole('button', { name: '关 闭', exact: true }).click();

  // 详情: participants, the meeting log and its check.
  await row.getByRole('button', { name: '详情' }).click();
  const detail = notary.getByTestId('meeting-detail');
  await expect(detail.getByTestId('meeting-participants')).toContainText(`王芳${suffix}`);
  await expect(detail.getByTestId('meeting-log')).toContainText('创建会议');
  await detail.getByRole('button', { name: /校验日志/ }).click();
  await expect(detail.getByTestId('log-verification')).toContainText('哈希链校验通过');
  await notary.screenshot({ path: `${SHOTS}/video-detail.png`, fullPage: true });
  expect(await seriousViolations(notary)).toEqual([]);
  await notary.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // 取消 with a reason: it leaves 即将开始 and is found under 已取消.
  await row.getByRole('button', { name: '取消' }).click();
  const cancel = dialogTitled(notary, '取消会议');
  await cancel.getByRole('textbox').fill('当事人改期');
  await cancel.getByRole('button', { name: /确认取消会议/ }).click();
  await expect(notary.getByText(/^会议已取消：/)).toBeVisible();
  await expect(row).toHaveCount(0);
  await states.getByText('已取消', { exact: true }).click();
  await expect(dataRows(notary).filter({ hasText: title }).getByTestId('meeting-status')).toHaveText('已取消');

  // —— A case with two parties: 受理 › 更多 › 视频会议 opens the create dialog with the case and its parties.
  const token = await tokenOf(request, 'notary');
  const me = await api<{ id: number }>(request, token, 'GET', '/api/auth/current-user');
  const tree = await api<ItemNode[]>(request, token, 'GET', '/api/notarization-item/tree?name=声明');
  const item = itemLeaves(tree)[0];
  const applicant = `陈远${suffix}`;
  const agent = `刘代${suffix}`;
  const created = await api<{ id: number; businessNumber: string }>(request, token, 'POST', '/api/business', {
    itemIds: [item.id],
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: applicant, idType: 'PASSPORT', idNumber: `E${suffix}02`, phone: '13900002222' } },
      { role: 'AGENT', customerType: 'PERSONAL', person: { name: agent, idType: 'PASSPORT', idNumber: `E${suffix}03`, phone: '13900003333' } },
    ],
    handlerId: me.id,
    purpose: '海外使用',
    feeConfirmed: true,
  });
  await notary.goto(`/business/accept?id=${created.id}`);
  const caseDetail = notary.getByTestId('case-detail');
  await expect(caseDetail.getByText(created.businessNumber).first()).toBeVisible({ timeout: 30_000 });
  await expect(caseDetail.getByTestId('case-meetings')).toContainText('该业务还没有视频会议');
  await caseDetail.getByRole('button', { name: /更多/ }).click();
  await notary.getByRole('menuitem', { name: '视频会议', exact: true }).click();

  const caseDialog = dialogTitled(notary, `视频公证 · ${created.businessNumber}`);
  const parties = caseDialog.getByTestId('case-party-picker');
  // The 视频会议 page loads, opens its dialog for the case and reads the case's parties.
  await expect(parties.getByLabel(`${applicant}（申请人）`)).toBeChecked({ timeout: 30_000 });
  await expect(parties.getByLabel(`${agent}（代理人）`)).toBeChecked();
  await expect(caseDialog.getByLabel('关联业务编号')).toHaveValue(created.businessNumber);
  await notary.screenshot({ path: `${SHOTS}/video-case-create.png`, fullPage: true });
  await caseDialog.getByRole('button', { name: /预约会议/ }).click();
  await expect(notary.getByText(/^会议已预约：/).first()).toBeVisible();
  const caseRow = dataRows(notary).filter({ hasText: created.businessNumber });
  await expect(caseRow).toHaveCount(1);
  await expect(caseRow).toContainText('3 人');

  // The case detail lists its meeting.
  await notary.goto(`/business/accept?id=${created.id}`);
  await expect(notary.getByTestId('case-meetings')).toContainText(`视频公证 · ${created.businessNumber}`);
  await expect(notary.getByTestId('case-meetings')).toContainText('未开始');
  await notary.getByTestId('case-meetings').scrollIntoViewIfNeeded();
  await notary.screenshot({ path: `${SHOTS}/video-case-meetings.png` });
});
