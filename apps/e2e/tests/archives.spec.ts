import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { api, completeCertificates, itemLeaves, settleFees, signedIn, tokenOf, type ItemNode } from './api.ts';
import { confirmation, dataRows, SHOTS } from './helpers.ts';
import { approveAllSteps } from './case-approval.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A case of 声明 with a scanned ID, brought through the API to 待归档 (accepted, approved, issued and delivered). */
async function caseWaitingForArchives(request: APIRequestContext, suffix: string) {
  const notary = await tokenOf(request, 'notary');
  const me = await api<{ id: number }>(request, notary, 'GET', '/api/auth/current-user');
  const upload = await request.post('/api/file/upload', {
    headers: { satoken: notary },
    multipart: { file: { name: '身份证.png', mimeType: 'image/png', buffer: PNG } },
  });
  const file = ((await upload.json()) as { data: { ossUrl: string } }).data;
  const item = itemLeaves(await api<ItemNode[]>(request, notary, 'GET', '/api/notarization-item/tree?enabledOnly=true')).find((n) => n.name === '声明')!;
  const { id, businessNumber } = await api<{ id: number; businessNumber: string }>(request, notary, 'POST', '/api/business', {
    itemIds: [item.id],
    handlerId: me.id,
    purpose: '办理房产继承手续',
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: `孙档案${suffix}`, idType: 'PASSPORT', idNumber: `E${suffix}09`, phone: '13900005678' } },
    ],
    materials: (item.materials ?? []).map((m) => ({ name: m.name, originalSeen: true, status: 'RECEIVED', fileUrl: file.ossUrl })),
    fees: [{ feeType: 'NOTARY_FEE', amountFen: 10_000, note: '声明' }],
    feeConfirmed: true,
  });
  await api(request, notary, 'PUT', '/api/business/accept', { id });
  await completeCertificates(request, notary, id);
  await settleFees(request, id);
  await api(request, notary, 'PUT', '/api/business/submitReview', { id });
  await approveAllSteps(request, id);
  await api(request, notary, 'PUT', '/api/business/issue', { id });
  const today = new Date().toISOString().slice(0, 10);
  await api(request, notary, 'PUT', '/api/business/send', { id, delivery: { method: 'PICKUP', recipient: `孙档案${suffix}`, date: today } });
  return businessNumber;
}

/** A room of its own for this run: 库房 → 柜 → 第一层 (the 第二层 is added on the page). */
async function shelves(request: APIRequestContext, suffix: string) {
  const archivist = await tokenOf(request, 'archivist');
  const add = (parentId: number | null, kind: string, name: string, capacity: number | null) =>
    api<{ id: number }>(request, archivist, 'POST', '/api/archives/locations', { parentId, kind, name, capacity });
  const room = await add(null, 'ROOM', `库房${suffix}`, null);
  const cabinet = await add(room.id, 'CABINET', `柜${suffix}`, null);
  await add(cabinet.id, 'SHELF', '第一层', 2);
  return `库房${suffix}`;
}

test('档案管理: a case archived from 归档 is a volume with its number, moved, borrowed and returned, downloaded as a verifiable zip', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = String(Date.now()).slice(-6);
  const [businessNumber, room] = await Promise.all([caseWaitingForArchives(request, suffix), shelves(request, suffix)]);

  // —— 归档: no number to type; the number comes back from the rules.
  const archivist = await signedIn(browser, 'archivist', '/business/archives');
  const waiting = dataRows(archivist.getByRole('table')).filter({ hasText: businessNumber });
  await waiting.getByRole('button', { name: /^归\s*档$/ }).click();
  const dialog = archivist.getByRole('dialog', { name: `归档 · ${businessNumber}`, exact: true });
  await expect(dialog.getByText('档案号按编号规则自动分配')).toBeVisible();
  await expect(dialog.getByLabel('档案号')).toHaveCount(0);
  await archivist.screenshot({ path: `${SHOTS}/archives-receive-dialog.png` });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const notice = archivist.getByText(new RegExp(`归档：${businessNumber}，档案号 \\S+`));
  await expect(notice).toBeVisible();
  const archiveNo = /档案号 (\S+)/.exec(await notice.innerText())![1];

  // —— 档案管理 lists the volume under its number.
  await archivist.goto('/archives/index');
  await archivist.getByLabel('档案号').fill(archiveNo);
  await archivist.getByRole('button', { name: /查\s*询/ }).click();
  const row = dataRows(archivist.getByRole('table')).filter({ hasText: archiveNo });
  await expect(row).toContainText(businessNumber);
  await expect(row).toContainText('未上架');
  await expect(row).toContainText('在库');

  // —— 库位管理: a second shelf added under this run's cabinet, then 移库 onto it.
  const tree = archivist.getByTestId('location-tree');
  await tree
    .locator('.ant-tree-treenode')
    .filter({ hasText: `柜${suffix}` })
    .locator('.ant-tree-node-content-wrapper')
    .click();
  await tree.getByRole('button', { name: '新增下级' }).click();
  const shelf = archivist.getByRole('dialog', { name: '新增层' });
  await shelf.getByLabel('层名称').fill('第二层');
  await shelf.getByLabel('容量').fill('2');
  await shelf.getByRole('button', { name: /保\s*存/ }).click();
  await expect(shelf).toBeHidden();
  await expect(tree.locator('.ant-tree-treenode').filter({ hasText: '第二层' })).toContainText('0/2');
  await tree.getByRole('button', { name: '取消筛选' }).click();

  await row.getByRole('button', { name: /^移\s*库$/ }).click();
  const move = archivist.getByRole('dialog', { name: `移库 · ${archiveNo}` });
  await move.getByLabel('目标位置').click();
  await archivist.keyboard.type(room);
  await archivist.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: '第二层' }).filter({ hasText: room }).click();
  await move.getByRole('button', { name: /移\s*库/ }).click();
  await expect(move).toBeHidden();
  await expect(row).toContainText(`${room}`);
  await expect(row).toContainText('第二层');

  // —— 借阅: submitted for approval, approved by the director on 办公审批, then returned.
  await row.getByRole('button', { name: /^借\s*阅$/ }).click();
  const borrow = archivist.getByRole('dialog', { name: `借阅 · ${archiveNo}` });
  await borrow.getByLabel('借阅事由').fill('法院调卷审查');
  await borrow.getByRole('button', { name: /提交审批/ }).click();
  await expect(borrow).toBeHidden();

  const director = await signedIn(browser, 'director', '/oa/approve');
  const request_ = dataRows(director.getByRole('table')).filter({ hasText: archiveNo });
  await request_.getByText('审批', { exact: true }).click();
  await director.getByRole('button', { name: /同\s*意/ }).click();
  await expect(director.locator('.ant-drawer').getByText('已通过')).toBeVisible();

  await archivist.getByRole('button', { name: /刷\s*新/ }).click();
  await expect(row).toContainText('借出');
  await row.getByRole('button', { name: /^归\s*还$/ }).click();
  await confirmation(archivist, '确认案卷已归还')
    .getByRole('button', { name: /归\s*还/ })
    .click();
  await expect(row).toContainText('在库');

  // —— 下载: the zip's files hash to what its manifest.json says.
  const [download] = await Promise.all([archivist.waitForEvent('download'), row.getByRole('button', { name: /^下\s*载$/ }).click()]);
  const dir = mkdtempSync(join(tmpdir(), 'archive-zip-'));
  execFileSync('unzip', ['-q', await download.path(), '-d', dir]);
  // manifest.json is the volume's frozen manifest byte for byte: every item's hash, itself hashed as the drawer shows.
  const manifestBytes = readFileSync(join(dir, 'manifest.json'));
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as { archiveNo: string; items: { seq: number; sha256: string }[] };
  expect(manifest.archiveNo).toBe(archiveNo);
  const files = readdirSync(join(dir, 'files'));
  expect(files).toContain('002-身份证.png');
  expect(
    files.some((f) => /^\d{3}-公证书.*\.pdf$/.test(f)),
    '公证书 PDF in the package',
  ).toBe(true);
  for (const name of files)
    expect(sha256(readFileSync(join(dir, 'files', name))), name).toBe(manifest.items.find((i) => i.seq === Number(name.slice(0, 3)))?.sha256);
  expect(readdirSync(dir)).toContain('verify.html');

  // —— The drawer: 卷内目录 with hashes, the manifest hash the zip matches, custody, and 校验.
  await row.getByRole('button', { name: /^详\s*情$/ }).click();
  const drawer = archivist.getByTestId('volume-detail');
  await expect(drawer.getByText(sha256(manifestBytes))).toBeVisible();
  const movements = drawer.getByTestId('volume-movements');
  for (const kind of ['接收', '移库', '借出', '归还', '下载']) await expect(movements.getByText(kind, { exact: true })).toBeVisible();
  await archivist.getByRole('button', { name: /校\s*验/ }).click();
  await expect(archivist.getByTestId('verify-result')).toContainText('校验通过');
  await archivist.screenshot({ path: `${SHOTS}/archives-drawer.png` });
  await archivist.keyboard.press('Escape');
  await archivist.screenshot({ path: `${SHOTS}/archives-page.png` });

  // —— 校验报告: the 校验 just run is the latest report, with its counts.
  await archivist.getByRole('tab', { name: '校验报告' }).click();
  await expect(archivist.getByTestId('latest-verify-report')).toContainText('最近一次校验通过');
  await archivist.screenshot({ path: `${SHOTS}/archives-verify-reports.png` });

  // —— 保管期限: a category's period with its source, for volumes received from now on.
  await archivist.getByRole('tab', { name: '保管期限' }).click();
  await archivist.getByRole('button', { name: '新增类别' }).click();
  const rule = archivist.getByRole('dialog', { name: '新增类别的保管期限' });
  await rule.getByLabel('类别代码').fill(`E2E${suffix}`);
  await rule.getByLabel('类别名称').fill(`测试类别${suffix}`);
  await rule.getByText('短期', { exact: true }).click();
  await rule.getByLabel('保管年限').fill('10');
  await rule.getByLabel('依据').fill('《公证档案管理办法》（2025）附表，经本处核对确认');
  await rule.getByRole('button', { name: /保\s*存/ }).click();
  await expect(rule).toBeHidden();
  await expect(dataRows(archivist.getByRole('table')).filter({ hasText: `测试类别${suffix}` })).toContainText('短期 10 年');
  await archivist.screenshot({ path: `${SHOTS}/archives-retention.png` });

  // —— 鉴定销毁 and 借阅逾期: nothing is due in a fresh office (the volume above is kept for decades and was returned).
  await archivist.getByRole('tab', { name: '鉴定销毁' }).click();
  await expect(archivist.getByText('没有到期待鉴定的案卷')).toBeVisible();
  await expect(archivist.getByRole('button', { name: '申请鉴定销毁' })).toBeDisabled();
  await archivist.screenshot({ path: `${SHOTS}/archives-appraisal.png` });
  await archivist.getByRole('tab', { name: '借阅逾期' }).click();
  await expect(archivist.getByText('没有逾期未还的借阅')).toBeVisible();

  // —— 统计: the volume counts by year, category, retention and status.
  await archivist.getByRole('tab', { name: '统计' }).click();
  await expect(archivist.getByTestId('archive-statistics').getByRole('img', { name: '按年度的案卷数' })).toBeVisible();
  await archivist.screenshot({ path: `${SHOTS}/archives-statistics.png` });
});

/**
 * Volumes whose retention ended years ago, written straight into this run's database: receiving freezes a period that
 * starts this year, so no volume received today can be due for 鉴定 yet.
 */
async function expiredVolumes(suffix: string) {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const {
      rows: [me],
    } = await db.query(`select tenant_id, id from users where account = 'archivist'`);
    const made: { archiveNo: string; sha256: string }[] = [];
    for (const n of [1, 2]) {
      const archiveNo = `2012-内经-${suffix}${n}`;
      const sha256 = createHash('sha256').update(archiveNo).digest('hex');
      const {
        rows: [c],
      } = await db.query(`insert into cases (tenant_id, business_number, handler_id, status) values ($1, $2, $3, 'ARCHIVED') returning id`, [
        me.tenant_id,
        `SL2012${suffix}${n}`,
        me.id,
      ]);
      const {
        rows: [v],
      } = await db.query(
        `insert into archive_volumes (tenant_id, archive_no, case_id, year, case_number, parties, category_name, retention, retention_years, retention_until,
           item_count, manifest, manifest_sha256, manifest_sm3, chain_seq, received_by, received_at)
         values ($1, $2, $3, 2012, $4, '某贸易有限公司', '国内经济', 'SHORT', 10, '2022-12-31', 1, '{}'::jsonb, $5, $5, 1, $6, '2012-06-01T02:00:00Z') returning id`,
        [me.tenant_id, archiveNo, c.id, `SL2012${suffix}${n}`, sha256, me.id],
      );
      await db.query(
        `insert into archive_items (tenant_id, volume_id, seq, source, title, file_name, size, sha256, sm3) values ($1, $2, 1, 'DOCUMENT', '合同公证书', '合同公证书.pdf', 1024, $3, $3)`,
        [me.tenant_id, v.id, sha256],
      );
      made.push({ archiveNo, sha256 });
    }
    return made;
  } finally {
    await db.end();
  }
}

test('鉴定销毁: expired volumes chosen together go to the committee; once approved they are 已销毁 and keep catalogue and hashes', async ({ browser }) => {
  test.skip(!process.env.E2E_DATABASE_URL, 'writes the expired volumes with SQL: PostgreSQL runs only');
  test.setTimeout(90_000);
  const suffix = String(Date.now()).slice(-5);
  const [a, b] = await expiredVolumes(suffix);

  const archivist = await signedIn(browser, 'archivist', '/archives/index');
  await archivist.getByRole('tab', { name: '鉴定销毁' }).click();
  const panel = archivist.getByRole('tabpanel', { name: '鉴定销毁' });
  for (const v of [a, b]) await dataRows(panel.getByRole('table').first()).filter({ hasText: v.archiveNo }).getByRole('checkbox').check();
  await panel.getByRole('button', { name: '申请鉴定销毁（2 卷）' }).click();
  const dialog = archivist.getByRole('dialog', { name: '鉴定销毁 · 2 卷' });
  await dialog.getByLabel('鉴定意见').fill('保管期满，经鉴定已无保存价值，同意销毁');
  await dialog.getByRole('button', { name: /提交鉴定委员会审批/ }).click();
  await expect(dialog).toBeHidden();
  const request = dataRows(panel.getByRole('table').last()).filter({ hasText: a.archiveNo });
  await expect(request).toContainText('审批中');
  await expect(request).toContainText(b.archiveNo);

  const director = await signedIn(browser, 'director', '/oa/approve');
  await dataRows(director.getByRole('table')).filter({ hasText: a.archiveNo }).getByText('审批', { exact: true }).click();
  await director.getByRole('button', { name: /同\s*意/ }).click();
  await expect(director.locator('.ant-drawer').getByText('已通过')).toBeVisible();

  await panel
    .getByRole('button', { name: /刷\s*新/ })
    .last()
    .click();
  await expect(request).toContainText('已销毁');
  await archivist.screenshot({ path: `${SHOTS}/archives-destroyed.png` });

  await archivist.getByRole('tab', { name: '案卷' }).click();
  await archivist.getByLabel('档案号').fill(a.archiveNo);
  await archivist.getByRole('button', { name: /查\s*询/ }).click();
  const row = dataRows(archivist.getByRole('table').first()).filter({ hasText: a.archiveNo });
  await expect(row).toContainText('已销毁');
  await row.getByRole('button', { name: /^详\s*情$/ }).click();
  await expect(archivist.getByTestId('volume-detail').getByText(a.sha256).first()).toBeVisible();
});
