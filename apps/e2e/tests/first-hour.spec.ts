import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, itemLeaves, settleFees, signedIn, tokenOf, type ItemNode } from './api.ts';
import { passDepartmentStep } from './case-approval.ts';
import { option, SHOTS } from './helpers.ts';

/** Two cases of the notary 李明 submitted for approval and past 部门负责人审核, through the API. */
async function casesWaitingForApproval(request: APIRequestContext, suffix: string) {
  const assistant = await tokenOf(request, 'assistant');
  const notary = await tokenOf(request, 'notary');
  const me = await api<{ id: number }>(request, notary, 'GET', '/api/auth/current-user');
  const item = itemLeaves(await api<ItemNode[]>(request, assistant, 'GET', '/api/notarization-item/tree?enabledOnly=true')).find((n) => n.name === '亲属关系')!;
  const out: { id: number; businessNumber: string }[] = [];
  for (const name of [`欧阳晓梅${suffix}`, `诸葛明远${suffix}`]) {
    const c = await api<{ id: number; businessNumber: string }>(request, assistant, 'POST', '/api/business', {
      itemIds: [item.id],
      handlerId: me.id,
      feeConfirmed: true,
      parties: [
        { role: 'APPLICANT', customerType: 'PERSONAL', person: { name, idType: 'PASSPORT', idNumber: `E${suffix}${out.length}`, phone: '13900001234' } },
      ],
      materials: (item.materials ?? []).map((m) => ({ name: m.name, status: 'RECEIVED', originalSeen: true })),
    });
    await api(request, notary, 'PUT', '/api/business/accept', { id: c.id });
    await settleFees(request, c.id);
    await api(request, notary, 'PUT', '/api/business/submitReview', { id: c.id });
    // 部门负责人审核 passed: each case now waits for 主任审批.
    await passDepartmentStep(request, c.id);
    out.push(c);
  }
  return out;
}

test('the director follows 去审批 from a notice: switches to 审批人(主任) when asked, approves on 审批, then works from 我的待办', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  const [first, second] = await casesWaitingForApproval(request, suffix);

  // 王建国 signs in as 公证员 (his first role): the notice still leads to approval.
  const director = await signedIn(browser, 'director', '/dashboard');
  await expect(director.getByTestId('user-menu')).toContainText('公证员');
  await director.getByTestId('notice-badge').click();
  const drawer = director.getByRole('dialog', { name: /^消息通知/ });
  const notice = drawer.getByTestId('notice-item').filter({ hasText: `待您审批：${first.businessNumber}` });
  await notice.getByRole('button', { name: '去审批' }).click();
  const ask = director.getByRole('dialog').filter({ hasText: '审批需要切换到「审批人(主任)」角色' });
  await expect(ask).toBeVisible();
  await director.screenshot({ path: `${SHOTS}/first-hour-switch-role.png` });
  await ask.getByRole('button', { name: '切换到「审批人(主任)」' }).click();

  // The case opens on 审批 with the approver's buttons.
  await expect(director).toHaveURL(new RegExp(`/business/approve\\?id=${first.id}`));
  await expect(director.getByTestId('user-menu')).toContainText('审批人(主任)');
  await expect(director.getByRole('tab', { name: '公证审批', selected: true })).toBeVisible();
  const detail = director.getByTestId('case-detail');
  await expect(detail.getByText(first.businessNumber)).toBeVisible();
  await detail.getByRole('button', { name: /^通\s*过$/ }).click();
  const approve = director.getByRole('dialog').filter({ hasText: '审批通过' });
  await approve.getByLabel('审批意见').fill('同意。');
  await approve.getByRole('button', { name: /审批通过/ }).click();
  await expect(detail.getByTestId('case-status')).toHaveText('审批通过');

  // 我的待办 on the 工作台: the other case waits for approval, with its 15-working-day deadline.
  await director.goto('/dashboard');
  const todo = director.getByTestId('my-todo');
  const waiting = todo.getByRole('region', { name: '待审批' });
  await expect(waiting.getByTestId('todo-row').filter({ hasText: second.businessNumber })).toContainText(/剩 \d+ 个工作日/);
  await expect(waiting.getByTestId('todo-row').filter({ hasText: first.businessNumber })).toHaveCount(0);
  await director.screenshot({ path: `${SHOTS}/first-hour-todo.png` });
  await waiting.getByText(second.businessNumber).click();
  await expect(director).toHaveURL(new RegExp(`/business/approve\\?id=${second.id}`));
  await expect(director.getByTestId('case-detail').getByText(second.businessNumber)).toBeVisible();
});

test('a notary creates a case of 出生（涉外民事）: the seeded intake form, what happens next, 提交并受理', async ({ browser }) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  const notary = await signedIn(browser, 'notary', '/business/accept');
  await notary.getByRole('button', { name: /新建业务/ }).click();
  const wizard = notary.getByRole('dialog', { name: '新建业务' });

  // 事项: the picker says which 出生.
  const items = wizard.getByRole('combobox', { name: '公证事项' });
  await items.click();
  await items.fill('出生');
  await expect(notary.getByRole('treeitem', { name: '出生（国内民事）', exact: true })).toBeVisible();
  await notary.getByRole('treeitem', { name: '出生（涉外民事）', exact: true }).click();
  await items.press('Escape');
  // The pick shows in the field as a tag the user can remove.
  await expect(wizard.getByTestId('step-items').getByTitle('出生（涉外民事）', { exact: true })).toBeVisible();
  await expect(wizard.getByTestId('step-items').getByTitle(/^出生（/)).toHaveCount(1);
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // 当事人
  const party = wizard.getByTestId('party-0');
  await party.getByText('新增客户').click();
  await party.getByLabel('当事人姓名').fill(`陈小明${suffix}`);
  await party.getByLabel('证件号码').fill('110101199003078515');
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // 受理表单: the seeded form in the renderer, checked before going on.
  const form = wizard.getByTestId('step-form');
  await expect(form.getByText('受理表单（出生）')).toBeVisible();
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await expect(form.getByText('申请人姓名不可为空')).toBeVisible();
  await form.getByLabel('申请人姓名').fill('陈小明');
  await form.getByLabel('身份证号').fill('1234');
  await form.getByLabel('出生地').fill('北京市东城区');
  await form.getByLabel('联系电话').fill('13912345678');
  // A birth date is typed rather than picked decades back in the calendar.
  await form.getByLabel('出生日期').click();
  await form.getByLabel('出生日期').fill('1990-03-07');
  await form.getByLabel('出生日期').press('Enter');
  await expect(form.getByLabel('出生日期')).toHaveValue('1990-03-07');
  await form.getByLabel('用途').click();
  await option(notary, '出国留学').click();
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await expect(form.getByText('身份证号应为 18 位，最后一位可为 X')).toBeVisible();
  await notary.screenshot({ path: `${SHOTS}/first-hour-intake-form.png` });
  await form.getByLabel('身份证号').fill('110101199003078515');
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // 材料 and 收费 as prefilled; then the last step says what happens next.
  await expect(wizard.getByTestId('step-materials')).toBeVisible();
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await expect(wizard.getByTestId('step-fees')).toBeVisible();
  await wizard.getByRole('button', { name: /下一步/ }).click();
  const next = wizard.getByTestId('what-next');
  await expect(next).toContainText('业务为「新业务」状态');
  await expect(next).toContainText('您是承办公证员，也可以点「提交并受理」一步完成。');
  await notary.screenshot({ path: `${SHOTS}/first-hour-what-next.png` });
  await wizard.getByRole('button', { name: '提交并受理' }).click();
  await expect(wizard).toBeHidden();
  const detail = notary.getByTestId('case-detail');
  await expect(detail.getByTestId('case-status')).toHaveText('已受理');
  // The intake form is kept with the case and shown read-only.
  await expect(detail.getByLabel('出生地')).toHaveValue('北京市东城区');
});
