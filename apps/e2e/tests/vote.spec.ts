import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dataRows, openAndSignIn, option } from './helpers.ts';

const SHOTS = '/tmp/shots/E';
mkdirSync(SHOTS, { recursive: true });

async function pickVoter(page: Page, name: string, label: string) {
  const picker = page.getByRole('dialog', { name: '发起表决' }).getByRole('combobox', { name: '表决人' });
  await picker.click();
  await picker.fill(name);
  await option(page, label).click();
}

async function castFor(page: Page, account: string, title: string) {
  await openAndSignIn(page, account, '/oa/vote');
  const row = dataRows(page).filter({ hasText: title });
  await expect(row.getByText('待投票')).toBeVisible();
  await row.getByRole('button', { name: '去投票' }).click();
  const drawer = page.getByRole('dialog', { name: title });
  await drawer.locator('label').filter({ hasText: '赞成' }).click();
  await drawer.getByRole('button', { name: '提交投票' }).click();
  await expect(page.getByText('投票成功')).toBeVisible();
  await expect(drawer.getByText('您已投票：赞成')).toBeVisible();
  await expect(drawer.getByText('投票回执')).toBeVisible();
}

test('a vote with two voters, counted live and closed with the right result', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  const title = `关于调整周末值班制度的议案 ${Date.now() % 100000}`;

  await openAndSignIn(admin, 'office_admin', '/oa/vote');
  await expect(admin.getByText('目前没有需要您参加的表决').first()).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/vote-list-empty.png`, fullPage: true });

  await admin.getByRole('button', { name: /发起表决/ }).click();
  const dialog = admin.getByRole('dialog', { name: '发起表决' });
  await dialog.getByRole('button', { name: /发\s*起/ }).click();
  await expect(dialog.getByText('请至少选择一名表决人、一个角色或一个部门')).toBeVisible();
  await dialog.getByLabel('表决事项').fill(title);
  await dialog.getByLabel('说明').fill('自下月起周六上午由民事公证部轮流值班，请表决。');
  await pickVoter(admin, '李明', '李明（民事公证部）');
  await pickVoter(admin, '张婷', '张婷（民事公证部）');
  await dialog.getByLabel('表决事项').click();
  await admin.screenshot({ path: `${SHOTS}/vote-create.png`, fullPage: true });
  await dialog.getByRole('button', { name: /发\s*起/ }).click();
  await expect(admin.getByText('表决已发起，已通知 2 名表决人')).toBeVisible();

  // The creator's drawer opens on the new vote and follows the counts live.
  const drawer = admin.getByRole('dialog', { name: title });
  await expect(drawer.getByText('应投 2 人，已投 0 人')).toBeVisible();

  const voter = await (await browser.newContext()).newPage();
  await castFor(voter, 'notary', title);
  await expect(drawer.getByText('应投 2 人，已投 1 人')).toBeVisible();
  await expect(drawer.getByRole('listitem', { name: '赞成 1 票' })).toBeVisible();

  const second = await (await browser.newContext()).newPage();
  await castFor(second, 'assistant', title);
  await expect(drawer.getByText('应投 2 人，已投 2 人')).toBeVisible();
  await expect(drawer.getByRole('listitem', { name: '赞成 2 票' })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/vote-live.png`, fullPage: true });

  await drawer.getByRole('button', { name: '结束表决' }).click();
  await admin
    .getByRole('button', { name: '结 束' })
    .or(admin.getByRole('button', { name: '结束', exact: true }))
    .click();
  await expect(admin.getByText('表决已结束，结果已记入存证链')).toBeVisible();
  await expect(drawer.getByText('应投 2 人，实投 2 人')).toBeVisible();
  await expect(drawer.getByRole('alert').filter({ hasText: /^通过/ })).toBeVisible();
  await expect(drawer.getByText('李明：赞成')).toBeVisible();
  await expect(drawer.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/vote-result.png`, fullPage: true });

  // A voter sees the result too (the page reopens on the vote it was showing), and can no longer vote.
  await voter.reload();
  const voterDrawer = voter.getByRole('dialog', { name: title });
  await expect(voterDrawer.getByText('应投 2 人，实投 2 人')).toBeVisible();
  await expect(voterDrawer.getByRole('button', { name: '提交投票' })).toHaveCount(0);
  await voter.keyboard.press('Escape');
  await expect(voterDrawer).toBeHidden();
  const row = dataRows(voter).filter({ hasText: title });
  await expect(row.getByText('通过')).toBeVisible();
  await expect(row.getByText('已结束')).toBeVisible();
  await voter.screenshot({ path: `${SHOTS}/vote-list-voter.png`, fullPage: true });
});
