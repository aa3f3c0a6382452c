import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { noticeOverdueLoans } from '../src/modules/archive/borrow-overdue.ts';
import { client, type Client } from './api.ts';
import { archivedCase, receivedVolume, shelf } from './archive-ops-setup.ts';
import { staff, type Staff } from './case-document-setup.ts';
import { createTestContext, type TestContext } from './context.ts';
import { fetchFile, unzip } from './evidence-certificate-setup.ts';
import { userIdOf } from './fixtures.ts';

let ctx: TestContext;
let archivist: Client, director: Client;
let archivistToken = '';
let archivistId = 0;
let s: Staff;

const rows = async (q: ReturnType<typeof sql>) => asSystem(ctx.db, async (tx) => ((await tx.execute(q)) as unknown as { rows: Record<string, any>[] }).rows);
const movementsOf = (volumeId: number) => rows(sql`select * from archive_movements where volume_id = ${volumeId} order by id`);
const volumeRow = async (id: number) => (await rows(sql`select * from archive_volumes where id = ${id}`))[0];
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

async function approveOpen(kind: string) {
  const [req] = await rows(sql`select id from approval_requests where kind = ${kind} and status = 'PENDING' order by id desc limit 1`);
  const res = await director.put('/approval/approve', { id: req.id, opinion: '同意' });
  expect(res.status, res.body.message).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  archivistToken = await ctx.login('archivist');
  archivist = client(ctx, archivistToken);
  archivistId = await userIdOf(ctx.db, 'archivist');
  const token = await ctx.login('director');
  const me = (await client(ctx, token).get('/auth/current-user')).body.data;
  await client(ctx, token).put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === 'director').id });
  director = client(ctx, token);
  s = await staff(ctx);
});
afterAll(() => ctx.close());

describe('库位 and 移库', () => {
  it('builds the tree 库房 → 柜 → 层, and a move into a full shelf is refused while moves record from and to', async () => {
    const room = await archivist.post('/archives/locations', { parentId: null, kind: 'ROOM', name: '一号库房', capacity: null });
    expect(room.status, room.body.message).toBe(200);
    expect((await archivist.post('/archives/locations', { parentId: room.body.data.id, kind: 'SHELF', name: '层', capacity: 1 })).body.message).toBe(
      '该位置下只能新增“柜”',
    );
    const cab = (await archivist.post('/archives/locations', { parentId: room.body.data.id, kind: 'CABINET', name: 'A柜', capacity: null })).body.data;
    const small = await archivist.post('/archives/locations', { parentId: cab.id, kind: 'SHELF', name: '第1层', capacity: 1 });
    expect(small.body.data).toMatchObject({ path: '一号库房 › A柜 › 第1层', capacity: 1, used: 0 });
    const other = await shelf(ctx, '二号', 5);

    // Received through 归档 (not shelved yet), then put on the second room's shelf.
    const a = await archivedCase(ctx, s, archivist);
    const b = await archivedCase(ctx, s, archivist);
    for (const v of [a, b]) expect((await archivist.put('/archives/move', { id: v.id, locationId: other, reason: '上架' })).status).toBe(200);
    expect((await archivist.put('/archives/move', { id: a.id, locationId: small.body.data.id, reason: '调整' })).status).toBe(200);
    const full = await archivist.put('/archives/move', { id: b.id, locationId: small.body.data.id, reason: '' });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('目标位置已满（容量 1 卷）');
    expect((await volumeRow(b.id)).location_id).toBe(other);
    expect((await archivist.put('/archives/move', { id: b.id, locationId: cab.id, reason: '' })).body.message).toBe('档案只能放在层或格上');

    expect((await movementsOf(a.id)).map((m) => [m.kind, m.from_location_id, m.to_location_id])).toEqual([
      ['RECEIVE', null, null],
      ['MOVE', null, other],
      ['MOVE', other, small.body.data.id],
    ]);
    // The refused moves wrote nothing.
    expect((await movementsOf(b.id)).map((m) => m.kind)).toEqual(['RECEIVE', 'MOVE']);
    const tree = (await archivist.get('/archives/locations')).body.data as { id: number; used: number }[];
    expect(tree.find((l) => l.id === small.body.data.id)!.used).toBe(1);
    expect((await archivist.del('/archives/locations', small.body.data.id)).status).toBe(409);
    expect(
      await rows(sql`update archive_movements set reason = 'x' where volume_id = ${a.id}`).catch(
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      ),
    ).toMatch('只能追加');
  });
});

describe('借阅 and 归还', () => {
  it('lends only after approval, returns, and announces a loan once it is overdue', async () => {
    const v = await archivedCase(ctx, s, archivist);
    const applied = await archivist.post('/archives/borrow', { id: v.id, dueOn: '2099-01-01', purpose: '复查' });
    expect(applied.status, applied.body.message).toBe(200);
    expect((await volumeRow(v.id)).status).toBe('IN_STORE');
    expect((await archivist.post('/archives/borrow', { id: v.id, dueOn: '2099-01-01', purpose: '再借' })).status).toBe(409);
    await approveOpen('archiveBorrow');
    expect((await volumeRow(v.id)).status).toBe('BORROWED');

    await rows(sql`update archive_borrows set due_on = '2020-01-01' where volume_id = ${v.id}`);
    const overdue = (await archivist.get('/archives/borrows', { overdue: true })).body.data;
    expect(overdue).toEqual([expect.objectContaining({ volumeId: v.id, status: 'LENT', borrowerName: '刘洋' })]);
    expect(overdue[0].overdueDays).toBeGreaterThan(365);
    expect(await noticeOverdueLoans(ctx.db, new Date())).toBe(1);
    expect(await noticeOverdueLoans(ctx.db, new Date())).toBe(0);
    expect(await rows(sql`select * from notices where notify_type = 'ARCHIVE_BORROW_OVERDUE'`)).toHaveLength(1);
    const reminded = await archivist.post('/archives/borrows/remind', { id: overdue[0].id });
    expect(reminded.status, reminded.body.message).toBe(200);
    expect(reminded.body.message).toBe('已提醒借阅人');
    const [reminder] = await rows(sql`select recipient_id, title from notices where notify_type = 'ARCHIVE_BORROW_OVERDUE' order by id desc limit 1`);
    expect(reminder.recipient_id).toBe(archivistId);
    expect(reminder.title).toMatch(new RegExp(`^请归还档案 ${v.archiveNo}（已逾期 \\d+ 天）$`));

    expect((await archivist.put('/archives/return', { id: v.id })).status).toBe(200);
    expect((await archivist.put('/archives/return', { id: v.id })).status).toBe(409);
    expect((await archivist.post('/archives/borrows/remind', { id: overdue[0].id })).body.message).toBe('该借阅不在借出中，无需催还');
    expect((await volumeRow(v.id)).status).toBe('IN_STORE');
    expect((await movementsOf(v.id)).map((m) => m.kind)).toEqual(['RECEIVE', 'BORROW', 'RETURN']);
  });
});

describe('下载', () => {
  it('streams a zip whose manifest and files hash as received, and records the download with the package hash', async () => {
    const v = await archivedCase(ctx, s, archivist);
    const res = await fetchFile(ctx, archivistToken, `/archives/download?id=${v.id}`);
    expect(res.status).toBe(200);
    const zip = unzip(res.bytes);
    try {
      const manifest = zip.files.get('manifest.json')!;
      expect(sha256(manifest)).toBe(v.manifestSha256);
      const listed = (JSON.parse(manifest.toString('utf8')).items as { seq: number; fileName: string; sha256: string }[]).map((i) => i.sha256);
      const inZip = [...zip.files].filter(([name]) => name.startsWith('files/')).map(([, bytes]) => sha256(bytes));
      expect(inZip.sort()).toEqual([...listed].sort());
      expect(zip.files.get('verify.html')!.toString('utf8')).toContain(v.archiveNo);
      expect(JSON.parse(zip.files.get('chain-entry.json')!.toString('utf8')).sha256).toBe(v.manifestSha256);
    } finally {
      zip.cleanup();
    }
    const [, m] = await movementsOf(v.id);
    expect(m).toMatchObject({ kind: 'DOWNLOAD', package_sha256: sha256(res.bytes) });
    expect(await rows(sql`select status, package_sha256 from archive_downloads where volume_id = ${v.id}`)).toEqual([
      { status: 'DONE', package_sha256: sha256(res.bytes) },
    ]);
  });

  it('a 密卷 needs an approved request, good for one download', async () => {
    const v = await archivedCase(ctx, s, archivist, 'SECRET');
    const refused = await fetchFile(ctx, archivistToken, `/archives/download?id=${v.id}`);
    expect(refused.status).toBe(403);
    expect(refused.json().message).toBe('密卷须先申请下载并经审批通过');
    expect((await archivist.post('/archives/download-request', { id: v.id, reason: '法院调卷' })).status).toBe(200);
    expect((await fetchFile(ctx, archivistToken, `/archives/download?id=${v.id}`)).status).toBe(403);
    await approveOpen('archiveSecretDownload');
    expect((await fetchFile(ctx, archivistToken, `/archives/download?id=${v.id}`)).status).toBe(200);
    expect((await fetchFile(ctx, archivistToken, `/archives/download?id=${v.id}`)).status).toBe(403);
    expect((await movementsOf(v.id)).map((m) => m.kind)).toEqual(['RECEIVE', 'DOWNLOAD']);
  });
});

describe('移交 and 鉴定销毁', () => {
  it('transfers with approval and a transfer list with hashes; the catalogue stays', async () => {
    const v = await archivedCase(ctx, s, archivist);
    expect((await archivist.post('/archives/transfer', { id: v.id, toOrg: '市档案馆', reason: '保管期满移交' })).status).toBe(200);
    await approveOpen('archiveTransfer');
    expect((await volumeRow(v.id)).status).toBe('TRANSFERRED');
    expect((await movementsOf(v.id)).map((m) => [m.kind, m.to_org])).toEqual([
      ['RECEIVE', ''],
      ['TRANSFER', '市档案馆'],
    ]);
    const list = await fetchFile(ctx, archivistToken, `/archives/transfer-list?id=${v.id}`);
    expect(list.status).toBe(200);
    const x = unzip(list.bytes);
    const sheet = x.files.get('xl/worksheets/sheet1.xml')!.toString('utf8');
    x.cleanup();
    const [item] = await rows(sql`select sha256, sm3 from archive_items where volume_id = ${v.id} order by seq limit 1`);
    expect(sheet).toContain(item.sha256);
    expect(sheet).toContain(item.sm3);
  });

  it('never destroys a permanent volume; expired ones, several on one request, lose their bytes but keep catalogue and hashes', async () => {
    const permanent = await archivedCase(ctx, s, archivist);
    const refused = await archivist.post('/archives/destroy', { ids: [permanent.id], reason: '鉴定' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`档案 ${permanent.archiveNo}：永久保管的档案不能销毁`);
    expect(await rows(sql`update archive_volumes set status = 'DESTROYED' where id = ${permanent.id}`).catch(() => 'refused')).toBe('refused');

    const notYet = await receivedVolume(ctx, archivistId, { retention: 'SHORT' });
    expect((await archivist.post('/archives/destroy', { ids: [notYet.id], reason: '鉴定' })).body.message).toBe(
      `档案 ${notYet.archiveNo}：保管期限至 2086-12-31，尚未期满`,
    );

    const expired = await receivedVolume(ctx, archivistId, { retention: 'SHORT', retentionUntil: '2020-12-31' });
    const expired2 = await receivedVolume(ctx, archivistId, { retention: 'LONG', retentionUntil: '2024-12-31' });
    const due = async () =>
      (await archivist.get('/archives/page', { current: 1, size: 50, dueForAppraisal: true })).body.data.list.map((r: { id: number }) => r.id).sort();
    expect(await due()).toEqual([expired.id, expired2.id].sort());
    const dueCount = async () => (await archivist.get('/archives/statistics')).body.data.dueForAppraisal;
    expect(await dueCount()).toBe(2);
    // One refused volume refuses the whole request: nothing is started.
    expect((await archivist.post('/archives/destroy', { ids: [expired.id, permanent.id], reason: '鉴定' })).status).toBe(409);
    expect(await rows(sql`select id from archive_requests where kind = 'DESTROY'`)).toEqual([]);

    const paths = await rows(sql`select f.path from archive_items i join stored_files f on f.id = i.file_id where i.volume_id = ${expired.id}`);
    const applied = await archivist.post('/archives/destroy', { ids: [expired.id, expired2.id], reason: '保管期满，鉴定委员会同意销毁' });
    expect(applied.status, applied.body.message).toBe(200);
    expect(await due()).toEqual([]);
    expect(await dueCount()).toBe(0);
    expect((await archivist.post('/archives/destroy', { ids: [expired2.id], reason: '再次' })).body.message).toBe(
      `档案 ${expired2.archiveNo} 已有鉴定销毁申请在审批中`,
    );
    const [pending] = (await archivist.get('/archives/destroy-requests', { current: 1, size: 10 })).body.data.list;
    expect(pending).toMatchObject({ status: 'PENDING', archiveNos: [expired.archiveNo, expired2.archiveNo], createdByName: '刘洋' });
    await approveOpen('archiveDestroy');
    expect((await archivist.get('/archives/destroy-requests', { current: 1, size: 10 })).body.data.list[0]).toMatchObject({ id: pending.id, status: 'DONE' });
    for (const v of [expired, expired2]) {
      expect((await volumeRow(v.id)).status).toBe('DESTROYED');
      const items = await rows(sql`select file_id, sha256, sm3 from archive_items where volume_id = ${v.id}`);
      expect(items.map((i) => i.file_id)).toEqual([null, null]);
      expect(items.every((i) => i.sha256.length === 64 && i.sm3.length === 64)).toBe(true);
      expect((await movementsOf(v.id)).map((m) => m.kind)).toEqual(['DESTROY']);
      const detail = (await archivist.get('/archives/detail', { id: v.id })).body.data;
      expect(detail).toMatchObject({ status: 'DESTROYED', archiveNo: v.archiveNo });
      expect(detail.items).toHaveLength(2);
    }
    // The bytes go after the commit, without holding up the answer.
    await expect.poll(() => paths.map((p) => existsSync(join(ctx.config.dataDir, 'files', p.path))), { timeout: 5_000 }).toEqual([false, false]);
    expect((await fetchFile(ctx, archivistToken, `/archives/download?id=${expired.id}`)).status).toBe(409);
  });
});
