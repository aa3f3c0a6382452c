import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { api, itemLeaves, settleFees, signedIn, tokenOf, type ItemNode } from './api.ts';
import { confirmation, dataRows, option, SHOTS } from './helpers.ts';
import { approveAllSteps } from './case-approval.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A resident ID born 1990-03-08 whose sequence digits come from `n`, so each run registers a new person. */
function residentId(n: number) {
  const first17 = `11010519900308${String(n % 1000).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * WEIGHTS[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

const saved = async (download: Download) => readFileSync(await download.path());

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'documents-pdf-'));
  writeFileSync(join(dir, 'd.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', join(dir, 'd.pdf'), '-'], { encoding: 'utf8' });
}

/** The last page of a PDF as a picture, as a phone photographs the certificate's QR code. */
function lastPageImage(pdf: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'documents-qr-'));
  writeFileSync(join(dir, 'c.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', '150', '-png', join(dir, 'c.pdf'), join(dir, 'page')]);
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort();
  return readFileSync(join(dir, pages.at(-1)!));
}

/** 文书编辑 in the 业务文书 drawer: opens the editor in a new tab by its one-time ticket. */
async function openEditor(page: Page, row: ReturnType<typeof dataRows>, button: '编辑' | '查看' = '编辑') {
  const [editor] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('button', { name: button }).click()]);
  await editor.waitForURL(/\/appDocEdit$/);
  await expect(editor.getByTestId('doc-title')).toBeVisible();
  return editor;
}

test('文书编辑 opens the editor in a new tab: type into the 证词, insert a field, save, reload, export; a second user sees the lock; the issued 公证书 carries its number and its QR verifies', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now();
  const applicant = `陈思远${String(suffix).slice(-3)}`;
  const notaryToken = await tokenOf(request, 'notary');
  const me = await api<{ id: number }>(request, notaryToken, 'GET', '/api/auth/current-user');
  const assistant = (await api<{ id: number; name: string }[]>(request, notaryToken, 'GET', '/api/user/select')).find((u) => u.name === '张婷')!;
  const item = itemLeaves(await api<ItemNode[]>(request, notaryToken, 'GET', '/api/notarization-item/tree?enabledOnly=true')).find((n) => n.name === '声明')!;
  const created = await api<{ id: number; businessNumber: string }>(request, notaryToken, 'POST', '/api/business', {
    itemIds: [item.id],
    handlerId: me.id,
    assistantId: assistant.id,
    purpose: '办理房产事务',
    feeConfirmed: true,
    parties: [
      {
        role: 'APPLICANT',
        customerType: 'PERSONAL',
        person: { name: applicant, idType: 'ID_CARD', idNumber: residentId(suffix), phone: '13911112222', address: '北京市西城区德胜门外大街 11 号' },
      },
    ],
    materials: (item.materials ?? []).map((m) => ({ name: m.name, status: 'RECEIVED', originalSeen: true })),
  });
  const { id, businessNumber } = created;
  await api(request, notaryToken, 'PUT', '/api/business/accept', { id });

  // —— 李明 opens the case on 受理: 更多 › 文书编辑 shows the case's documents; he generates the 公证书.
  const notary = await signedIn(browser, 'notary', `/business/accept?id=${id}`);
  const detail = notary.getByTestId('case-detail');
  await expect(detail.getByText(businessNumber)).toBeVisible();
  await detail.getByRole('button', { name: /更多/ }).click();
  await notary.getByRole('menuitem', { name: '文书编辑' }).click();
  const drawer = notary.getByRole('dialog', { name: `业务文书 · ${businessNumber}` });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: /生成文书/ }).click();
  const generate = notary.getByRole('dialog', { name: `生成文书 · ${businessNumber}` });
  await expect(generate.getByLabel('公证事项')).toBeVisible();
  await expect(generate.getByTitle('公证书')).toBeVisible();
  await expect(generate.getByTitle('声明')).toBeVisible();
  await generate.getByRole('button', { name: /生\s*成/ }).click();
  await expect(generate).toBeHidden();
  const certificateRow = dataRows(drawer).filter({ hasText: '公证书' }).first();
  await expect(certificateRow).toContainText('草稿');
  await expect(certificateRow.getByRole('button', { name: '编辑' })).toBeVisible();
  await notary.screenshot({ path: `${SHOTS}/documents-drawer.png` });

  // —— The editor, in its own tab: the ticket has left the address bar; the page title is the document's.
  const editor = await openEditor(notary, certificateRow);
  const title = (await editor.getByTestId('doc-title').innerText()).trim();
  await expect(editor).toHaveTitle(`${title} - 文书编辑`);
  await expect(editor.getByTestId('doc-business-number')).toHaveText(businessNumber);
  await expect(editor.getByTestId('save-state')).toHaveText('已保存');
  const page = editor.getByRole('textbox', { name: `${title}正文` });
  await expect(page).toHaveAttribute('contenteditable', 'true');
  // The case's applicant is already in the 证词 wherever the template binds the name.
  await expect(page.locator('[data-field="parties.APPLICANT.0.name"]').first()).toHaveText(applicant);

  // Type a sentence at the end of the 证词's first paragraph (兹证明…), then bind the applicant's name after it.
  const sentence = `经核实，申请人所述属实（${String(suffix).slice(-4)}）。`;
  await page.locator('p', { hasText: '兹证明' }).evaluate((p) => {
    (p.closest('[contenteditable]') as HTMLElement).focus();
    window.getSelection()!.collapse(p, p.childNodes.length);
  });
  await editor.keyboard.type(sentence);
  await editor.keyboard.type('申请人：');
  await editor.getByRole('button', { name: '插入字段' }).click();
  await editor.getByRole('combobox', { name: '选择字段' }).fill('申请人姓名');
  await expect(option(editor, '申请人姓名')).toBeVisible();
  await editor.screenshot({ path: `${SHOTS}/documents-field-picker.png` });
  await option(editor, '申请人姓名').click();
  const inserted = page.locator('[data-field="parties.APPLICANT.0.name"]').last();
  await expect(inserted).toHaveText(applicant);
  await expect(inserted).toHaveAttribute('title', /parties\.APPLICANT\.0\.name/);
  await expect(editor.getByTestId('save-state')).toHaveText('未保存');
  await editor.screenshot({ path: `${SHOTS}/documents-editor.png` });

  // Ctrl+S saves; a reload goes on with the token this tab holds, and the text is there.
  await editor.keyboard.press('Control+s');
  await expect(editor.getByTestId('save-state')).toHaveText('已保存');
  await editor.reload();
  await expect(editor).toHaveURL(/\/appDocEdit$/);
  await expect(page.locator('p', { hasText: '兹证明' })).toContainText(sentence);
  await expect(page.locator('[data-field="parties.APPLICANT.0.name"]').last()).toHaveText(applicant);

  // 导出 PDF: the draft as printed, with the sentence and the name.
  const [pdfDownload] = await Promise.all([editor.waitForEvent('download'), editor.getByRole('button', { name: /导出 PDF/ }).click()]);
  const draftPdf = await saved(pdfDownload);
  expect(draftPdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const draftText = pdfText(draftPdf).replace(/\s+/g, '');
  expect(draftText).toContain(sentence.replace(/\s+/g, ''));
  expect(draftText).toContain(applicant);

  // —— 张婷, the case's assistant, opens the same document in her browser: 李明 holds it, she may only read.
  const second = await signedIn(browser, 'assistant', `/business/accept?id=${id}`);
  await second.getByTestId('case-detail').getByRole('button', { name: /更多/ }).click();
  await second.getByRole('menuitem', { name: '文书编辑' }).click();
  const herDrawer = second.getByRole('dialog', { name: `业务文书 · ${businessNumber}` });
  const herRow = dataRows(herDrawer).filter({ hasText: '公证书' }).first();
  await expect(herRow).toContainText('李明');
  const herEditor = await openEditor(second, herRow);
  await expect(herEditor.getByTestId('read-only-banner')).toHaveText('李明正在编辑，您当前为只读');
  await expect(herEditor.getByRole('textbox', { name: `${title}正文` })).toHaveAttribute('contenteditable', 'false');
  await expect(herEditor.getByRole('button', { name: /保\s*存/ })).toHaveCount(0);
  await herEditor.screenshot({ path: `${SHOTS}/documents-editor-locked.png` });
  await herEditor.close();
  await editor.close();

  // —— Approved, then issued on 出证: the 公证书 becomes final with its number, and downloads as the sealed PDF.
  await settleFees(request, id);
  await api(request, notaryToken, 'PUT', '/api/business/submitReview', { id });
  await approveAllSteps(request, id);

  await notary.goto('/business/certificate');
  const row = dataRows(notary.getByRole('table')).filter({ hasText: businessNumber });
  await row.getByRole('button', { name: '出证' }).click();
  const issue = confirmation(notary, '确认出具公证书');
  await issue.getByRole('button', { name: /出\s*证/ }).click();
  await expect(issue).toBeHidden();
  await notary.getByText('已出证', { exact: true }).first().click();
  const issued = dataRows(notary.getByRole('table')).filter({ hasText: businessNumber });
  const number = (await issued.getByTestId('row-certificate-number').innerText()).trim();
  expect(number).not.toBe('');
  const [certificateDownload] = await Promise.all([notary.waitForEvent('download'), issued.getByRole('button', { name: /公证书/ }).click()]);
  const certificate = await saved(certificateDownload);
  expect(certificate.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const certificateText = pdfText(certificate).replace(/\s+/g, '');
  expect(certificateText).toContain(number.replace(/\s+/g, ''));
  expect(certificateText).toContain(sentence.replace(/\s+/g, ''));
  expect(certificateText).not.toContain('草稿');

  // The case's detail lists the final 公证书 to download or print.
  await issued.getByRole('button', { name: /^详\s*情$/ }).click();
  const final = notary.getByTestId('case-detail').getByTestId('final-certificate');
  await expect(final).toContainText(number);
  await expect(final.getByRole('button', { name: /打\s*印/ })).toBeVisible();
  await notary.screenshot({ path: `${SHOTS}/documents-case-detail.png` });
  await notary.keyboard.press('Escape');

  // 送达 by post: the recipient and the tracking number go with the transition.
  await issued.getByRole('button', { name: /^送\s*达$/ }).click();
  const delivery = notary.getByRole('dialog').filter({ hasText: '送达方式' });
  await delivery.getByText('邮寄').click();
  await delivery.getByLabel('签收人').fill(applicant);
  await delivery.getByRole('button', { name: '确认送达' }).click();
  await expect(delivery.getByText('请输入快递单号')).toBeVisible();
  await delivery.getByLabel('快递单号').fill('SF1234567890');
  await notary.screenshot({ path: `${SHOTS}/documents-delivery.png` });
  await delivery.getByRole('button', { name: '确认送达' }).click();
  await expect(delivery).toBeHidden();
  await expect(issued).toBeHidden();

  // —— Anyone scans the certificate's QR on /verify: 核验通过.
  const visitor = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await visitor.goto('/verify');
  await visitor.getByRole('tab', { name: /扫描二维码/ }).click();
  await visitor.locator('input[type=file][accept="image/*"]').setInputFiles({ name: '公证书.png', mimeType: 'image/png', buffer: lastPageImage(certificate) });
  const result = visitor.getByRole('region', { name: '核验结果' });
  await expect(result.getByRole('heading', { level: 2 })).toHaveText('核验通过');
  await expect(result.getByText(number).first()).toBeVisible();
  await expect(result).not.toContainText(applicant);
});
