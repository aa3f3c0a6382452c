import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dataRows, openAndSignIn, SHOTS } from './helpers.ts';

const rowOf = (page: Page, name: string) => dataRows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });

/** 发布 from the editor: confirm, and wait for the server's answer. */
async function publish(page: Page, editor: Locator, version: number) {
  await editor.getByRole('button', { name: /^发\s*布$/ }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: `发布为第 ${version} 版？` });
  await expect(confirm).toBeVisible();
  const published = page.waitForResponse((r) => r.url().endsWith('/api/template/document/publish'));
  await confirm.getByRole('button', { name: /^发\s*布$/ }).click();
  expect((await published).ok()).toBe(true);
  await expect(editor.getByText(`已发布第 ${version} 版`)).toBeVisible();
}

/** Types at the end of the paragraph holding `text`, in the template's page. */
async function typeAfter(page: Page, editor: Locator, text: string, typed: string) {
  const paragraph = editor.getByRole('textbox', { name: '模板正文' }).locator('p', { hasText: text }).first();
  await paragraph.click();
  await page.keyboard.press('End');
  await page.keyboard.type(typed);
  await expect(paragraph).toContainText(typed);
}

test('office administrator copies the public 出生公证书 to 本处, rewords the 证词, publishes it twice and sees version 2', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `出生公证书（本处 ${Date.now() % 100000}）`;

  await openAndSignIn(page, 'office_admin', '/template/documentConfig');
  await expect(page).toHaveURL(/\/template\/documentConfig/);
  await expect(dataRows(page).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/doc-template-list.png` });
  await page.getByLabel('名称').fill('出生');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const source = rowOf(page, '出生公证书');
  await expect(source).toBeVisible();
  await expect(source).toContainText('公证书');
  await expect(source).toContainText('第 1 版');

  // 复制 to 本处模板 under a name of its own: the copy opens in the editor.
  await source.getByRole('button', { name: '复制' }).click();
  const dialog = page.getByRole('dialog', { name: '复制模板：出生公证书' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '本处模板' })).toBeChecked();
  await dialog.getByLabel('模板名称').fill(name);
  const copied = page.waitForResponse((r) => r.url().endsWith('/api/template/document/copy'));
  await dialog.getByRole('button', { name: /^复\s*制$/ }).click();
  expect((await copied).ok()).toBe(true);
  await expect(dialog).toBeHidden();

  const editor = page.getByRole('dialog', { name: '文书模板' });
  await expect(editor).toBeVisible();
  await expect(editor.getByText('本处模板', { exact: true })).toBeVisible();
  await expect(editor.getByText('未发布', { exact: true })).toBeVisible();
  // The catalogue's samples stand in the fields; the red placeholders are only for values without a sample.
  const body = editor.getByRole('textbox', { name: '模板正文' });
  await expect(body).toContainText('兹证明');

  // One sentence reworded, then saved and published as the copy's first version.
  await typeAfter(page, editor, '兹证明', '特此证明。');
  await expect(editor.getByTestId('save-state')).toHaveText('未保存');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/template/document') && r.request().method() === 'PUT');
  await editor.getByRole('button', { name: /^保\s*存$/ }).click();
  expect((await saved).ok()).toBe(true);
  await expect(editor.getByTestId('save-state')).toHaveText('已保存');
  await publish(page, editor, 1);

  // A second change, published without saving first (发布 saves it), makes version 2.
  await typeAfter(page, editor, '兹证明', '（以下空白）');
  await publish(page, editor, 2);
  await expect(editor.getByTestId('save-state')).toHaveText('已保存');

  await editor.getByRole('tab', { name: /版本记录/ }).click();
  const versions = editor.getByRole('tabpanel').getByRole('table');
  await expect(dataRows(versions)).toHaveCount(2);
  await expect(dataRows(versions).first()).toContainText('第 2 版');
  await expect(dataRows(versions).first()).toContainText('当前');
  await expect(dataRows(versions).first()).toContainText('赵敏');
  await page.screenshot({ path: `${SHOTS}/doc-template-editor.png` });

  // 预览: the draft printed with the catalogue's samples, as a PDF.
  const download = page.waitForEvent('download');
  await editor.getByRole('button', { name: /^预\s*览$/ }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Closed and opened again: the wording is the saved one.
  await editor.getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('tab', { name: '本处模板', selected: true })).toBeVisible();
  const mine = rowOf(page, name);
  await expect(mine).toContainText('第 2 版');
  await expect(mine).toContainText('出生公证书');
  await mine.getByRole('button', { name: /^编\s*辑$/ }).click();
  await expect(editor.getByRole('textbox', { name: '模板正文' })).toContainText('特此证明。（以下空白）');
  await editor.getByRole('button', { name: /^(关闭|Close)$/ }).click();

  // Nothing was made from the copy yet, so it can be deleted (after a confirmation).
  await mine.getByRole('button', { name: /^删\s*除$/ }).click();
  const ask = page.getByRole('tooltip').filter({ hasText: `删除模板“${name}”？` });
  await expect(ask).toBeVisible();
  const removed = page.waitForResponse((r) => r.url().includes('/api/template/document?id=') && r.request().method() === 'DELETE');
  await ask.getByRole('button', { name: /^删\s*除$/ }).click();
  expect((await removed).ok()).toBe(true);
  await expect(mine).toHaveCount(0);
});
