import { expect, test, type Browser, type Page } from '@playwright/test';
import { confirmation, openAndSignIn, option, SHOTS, switchToApprover } from './helpers.ts';

async function signedIn(browser: Browser, account: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/ws/'));
  await openAndSignIn(page, account, path);
  await expect(page).toHaveURL(new RegExp(path.replace(/\//g, '\\/')));
  await socket;
  return page;
}

/** A case for a new applicant, created through the API as the handling notary (the wizard has its own journey). */
async function createCase(page: Page, applicant: string, passport: string) {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const headers = { satoken: token };
  const me = (await (await page.request.get('/api/auth/current-user', { headers })).json()).data;
  const tree = (await (await page.request.get('/api/notarization-item/tree?name=出生', { headers })).json()).data;
  const birth = tree[0].children[0].children[0];
  const res = await page.request.post('/api/business', {
    headers,
    data: {
      itemIds: [birth.id],
      handlerId: me.id,
      purpose: '办理房屋买卖公证',
      parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person: { name: applicant, idType: 'PASSPORT', idNumber: passport, phone: '13900002345' } }],
    },
  });
  const body = await res.json();
  expect(body.success).toBe(true);
  return body.data.businessNumber as string;
}

const row = (page: Page, businessNumber: string) => page.getByRole('row').filter({ hasText: businessNumber });

test('a case terminated through the special flow: launched from 受理, approved by the director, closed to 归档 and archived', async ({ browser }) => {
  test.setTimeout(240_000);
  const suffix = String(Date.now()).slice(-6);
  const applicant = `钱终止${suffix}`;
  const [notary, director, archivist] = await Promise.all([
    signedIn(browser, 'notary', '/business/accept'),
    signedIn(browser, 'director', '/dashboard'),
    signedIn(browser, 'archivist', '/business/archives'),
  ]);
  await switchToApprover(director);
  const businessNumber = await createCase(notary, applicant, `E9${suffix}`);

  // —— The notary accepts it on 受理.
  await notary.reload();
  const accepted = row(notary, businessNumber);
  await accepted.getByRole('button', { name: /^受\s*理$/ }).click();
  await confirmation(notary, `受理 · ${businessNumber}`)
    .getByRole('button', { name: /^受\s*理$/ })
    .click();
  await expect(accepted.getByText('已受理')).toBeVisible();

  // —— The director records the register check: the flat is seized.
  await director.goto('/business/approve');
  await director.getByRole('button', { name: '不动产查询' }).click();
  const drawer = director.getByRole('dialog', { name: '不动产查询', exact: true });
  await drawer.getByRole('button', { name: /登记查询/ }).click();
  const record = director.getByRole('dialog', { name: '登记不动产查询' });
  await record.getByLabel('业务').fill(businessNumber);
  await option(director, new RegExp(businessNumber)).click();
  await record.getByLabel('不动产坐落').fill(`北京市东城区东四北大街${suffix}号`);
  await record.getByLabel('不动产权证号').fill(`京(2020)东城区不动产权第${suffix}号`);
  await record.getByLabel('权利人', { exact: true }).fill(applicant);
  await record.getByLabel('权利人证件号码').fill('110101196203150018');
  await record.getByText('线上查询平台').click();
  await record.getByText('有查封').click();
  await record.getByLabel('备注').fill('东城区人民法院（2026）京0101执1234号查封');
  await record.getByRole('button', { name: /保\s*存/ }).click();
  await expect(record).toBeHidden();
  const recorded = row(director, businessNumber);
  await expect(recorded.getByText('1101**********0018')).toBeVisible();
  await expect(recorded.getByText('有查封')).toBeVisible();
  await director.screenshot({ path: `${SHOTS}/real-estate-query.png` });
  await director.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // —— The notary launches 终止公证 with the reason.
  await accepted.getByRole('button', { name: /发起特殊流程/ }).click();
  const launch = notary.getByRole('dialog', { name: `发起特殊流程 · ${businessNumber}` });
  await expect(launch.getByRole('radio', { name: '终止公证' })).toBeChecked();
  await launch.getByLabel('原因').fill('房屋已被法院查封，当事人申请终止办理');
  await notary.screenshot({ path: `${SHOTS}/special-flow-launch.png` });
  await launch.getByRole('button', { name: /确\s*定/ }).click();
  await expect(launch).toBeHidden();
  await expect(accepted.getByText('特殊流程审批中')).toBeVisible();

  // —— The director approves it on 审批 › 特殊流程审批.
  await director.reload();
  await director.getByRole('tab', { name: '特殊流程审批' }).click();
  const pending = row(director, businessNumber);
  await pending.getByRole('button', { name: /^批\s*准$/ }).click();
  const decide = director.getByRole('dialog', { name: `批准特殊流程 · ${businessNumber}` });
  await decide.getByLabel('审批意见').fill('同意终止。');
  await decide.getByRole('button', { name: /确\s*定/ }).click();
  await expect(decide).toBeHidden();
  await expect(pending).toBeHidden();

  // —— The handler hears it live, and the case reads 已终止.
  const popup = notary.locator('.notice-popup').filter({ hasText: businessNumber });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByText(/已终止/).first()).toBeVisible();
  await notary.screenshot({ path: `${SHOTS}/special-flow-notice.png` });
  await notary.reload();
  const suspended = row(notary, businessNumber);
  await expect(suspended.getByText('已终止')).toBeVisible();

  // —— 转归档, then the archivist archives it.
  await suspended.getByRole('button', { name: /转归档/ }).click();
  await confirmation(notary, `转归档 · ${businessNumber}`)
    .getByRole('button', { name: /转归档/ })
    .click();
  await expect(suspended.getByText('待归档')).toBeVisible();

  await archivist.reload();
  const waiting = row(archivist, businessNumber);
  await waiting.getByRole('button', { name: /^归\s*档$/ }).click();
  const archive = archivist.getByRole('dialog', { name: `归档 · ${businessNumber}`, exact: true });
  await archive.getByRole('button', { name: /确\s*定/ }).click();
  await expect(archive).toBeHidden();
  await archivist.getByText('已归档', { exact: true }).first().click();
  const archived = row(archivist, businessNumber);
  await archived.getByRole('button', { name: /^详\s*情$/ }).click();
  const detail = archivist.getByTestId('case-detail');
  await expect(detail.getByTestId('case-status')).toHaveText('已归档');
  await expect(detail.getByText('房屋已被法院查封，当事人申请终止办理').first()).toBeVisible();
  await expect(detail).toBeInViewport();
  await archivist.screenshot({ path: `${SHOTS}/special-flow-archived.png` });
});
