import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDate, maskIdNumber } from '@notaria/contracts';
import { client, type Client } from '../../../test/api.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createOffice, userIdOf } from '../../../test/fixtures.ts';
import { uploadFile } from '../../../test/upload.ts';
import { asSystem, inTenant } from '../../db/scope.ts';
import { realEstateQueries } from './real-estate-query.table.ts';

const URL = '/business/real-estate-query';
const dataDir = mkdtempSync(join(tmpdir(), 'notaria-req-'));
let ctx: TestContext;
let director: Client, notary: Client, directorAsNotary: Client, them: Client;
let directorToken: string, themToken: string;
let caseA: { id: number; businessNumber: string }, caseB: typeof caseA;
let other: Awaited<ReturnType<typeof createOffice>>;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('不动产登记信息查询结果'.repeat(20)), Buffer.from('\n%%EOF\n')]);
const OWNER_ID = '110105196508121234';
const today = chinaDate(new Date());

async function upload(token: string, name: string, bytes: Buffer) {
  const res = await uploadFile(ctx, token, name, bytes, 'application/pdf');
  expect(res.status).toBe(200);
  return res.body.data.ossUrl as string;
}

async function signIn(account: string, roleCode?: string, password?: string) {
  const token = await ctx.login(account, password);
  if (roleCode) {
    const me = (await client(ctx, token).get('/auth/current-user')).body.data;
    await client(ctx, token).put('/auth/active-role', { roleId: me.roleList.find((r: { code: string }) => r.code === roleCode).id });
  }
  return token;
}

beforeAll(async () => {
  ctx = await createTestContext({ dataDir });
  directorToken = await signIn('director', 'director');
  director = client(ctx, directorToken);
  directorAsNotary = client(ctx, await signIn('director', 'notary'));
  notary = client(ctx, await signIn('notary'));
  const assistant = client(ctx, await signIn('assistant'));
  const birth = (await client(ctx, await signIn('office_admin')).get('/notarization-item/tree', { name: '出生' })).body.data[0].children[0].children[0];
  const newCase = async (name: string, idNumber: string) =>
    (
      await assistant.post('/business', {
        itemIds: [birth.id],
        handlerId: await userIdOf(ctx.db, 'notary'),
        parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person: { name, idType: 'PASSPORT', idNumber } }],
      })
    ).body.data;
  caseA = await newCase('赵永刚', 'E10000001');
  caseB = await newCase('孙丽华', 'E10000002');
  other = await createOffice(ctx.db, '另一公证处', 'req_other', ['*']);
  themToken = await ctx.login('req_other', other.password);
  them = client(ctx, themToken);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const record = (over: Record<string, unknown> = {}) => ({
  caseId: caseA.id,
  propertyLocation: '北京市朝阳区建国路88号院3号楼1单元1502',
  certificateNumber: '京(2021)朝阳区不动产权第0012345号',
  ownerName: '赵永刚',
  ownerIdNumber: OWNER_ID,
  channel: 'WINDOW',
  queryDate: today,
  result: 'MORTGAGED',
  notes: '抵押权人：中国建设银行北京分行',
  ...over,
});

describe('不动产查询', () => {
  let id: number;

  it('records a query with the owner ID masked (never stored in full), its attachment and who recorded it; the log has it', async () => {
    const file = await upload(directorToken, '查询结果.pdf', PDF);
    const res = await director.post(URL, record({ attachments: [file] }));
    expect(res.body.message).toBe('不动产查询已登记');
    const row = res.body.data;
    id = row.id;
    expect(row).toMatchObject({
      caseId: caseA.id,
      businessNumber: caseA.businessNumber,
      ownerName: '赵永刚',
      ownerIdNumber: '1101**********1234',
      channel: 'WINDOW',
      result: 'MORTGAGED',
      queryDate: today,
      attachments: [{ url: file, name: '查询结果.pdf' }],
      recordedBy: await userIdOf(ctx.db, 'director'),
      recordedByName: '王建国',
    });
    const stored = await asSystem(ctx.db, (tx) => tx.select().from(realEstateQueries).where(eq(realEstateQueries.id, id)));
    expect(JSON.stringify(stored)).not.toContain(OWNER_ID);
    const log = (await director.get('/operate-log/page', { module: 'realEstateQuery', size: 10 })).body.data;
    expect(log.list[0]).toMatchObject({
      action: 'create',
      message: `${caseA.businessNumber}：登记不动产查询（京(2021)朝阳区不动产权第0012345号）`,
    });
  });

  it('masks ID numbers of any length, and a masked number stays as it is', () => {
    expect(maskIdNumber(' 11010519650812123x ')).toBe('1101**********123X');
    expect(maskIdNumber('E10000001')).toBe('E1*****01');
    expect(maskIdNumber('1101**********1234')).toBe('1101**********1234');
    expect(maskIdNumber('123')).toBe('***');
    expect(maskIdNumber('')).toBe('');
  });

  it('validates at the boundary: case of this office, real past date, known channel and result, notes for 其他, uploaded files only', async () => {
    const before = (await director.get(`${URL}/page`)).body.data.total;
    const refused: [Record<string, unknown>, number, string | RegExp][] = [
      [{ caseId: 999999 }, 400, '所选业务不存在'],
      [{ queryDate: '2026-02-30' }, 400, '查询日期无效'],
      [{ queryDate: '2999-01-01' }, 400, '查询日期不能晚于今天'],
      [{ queryDate: '2026/01/05' }, 400, /查询日期/],
      [{ result: 'OTHER', notes: '  ' }, 400, '查询结果为“其他”时须在备注中说明'],
      [{ channel: 'PHONE' }, 400, /查询方式/],
      [{ result: 'UNKNOWN' }, 400, /查询结果/],
      [{ propertyLocation: '   ' }, 400, '不动产坐落不能为空'],
      [{ ownerIdNumber: '<script>' }, 400, /权利人证件号码/],
      [{ attachments: ['/api/file/0123456789abcdef0123456789abcdef'] }, 400, '附件须为本机构已上传的文件，请重新上传'],
      [{ attachments: ['https://example.com/x.pdf'] }, 400, '附件须为本机构已上传的文件，请重新上传'],
    ];
    for (const [over, status, message] of refused) {
      const res = await director.post(URL, record(over));
      expect({ over, status: res.status }).toEqual({ over, status });
      expect(res.body.message).toMatch(message);
    }
    expect((await director.get(`${URL}/page`)).body.data.total).toBe(before);
  });

  it('lists with search and paging, newest query date first', async () => {
    await director.post(
      URL,
      record({
        caseId: caseB.id,
        propertyLocation: '北京市海淀区中关村大街27号',
        certificateNumber: '京(2019)海淀区不动产权第0098765号',
        ownerName: '孙丽华',
        channel: 'ONLINE',
        result: 'CLEAR',
        queryDate: '2026-03-02',
        notes: '',
      }),
    );
    await director.post(URL, record({ channel: 'LETTER', result: 'SEIZED', queryDate: '2026-01-05', notes: '朝阳法院查封' }));
    const page = async (q: Record<string, unknown>) => (await director.get(`${URL}/page`, q)).body.data;
    const all = await page({ size: 50 });
    expect(all.total).toBe(3);
    expect(all.list.map((r: any) => r.queryDate)).toEqual([today, '2026-03-02', '2026-01-05']);
    expect((await page({ keyword: '中关村' })).list.map((r: any) => r.ownerName)).toEqual(['孙丽华']);
    expect((await page({ keyword: '赵永刚' })).total).toBe(2);
    expect((await page({ businessNumber: caseB.businessNumber })).total).toBe(1);
    expect((await page({ caseId: caseA.id })).total).toBe(2);
    expect((await page({ result: 'SEIZED' })).list[0].notes).toBe('朝阳法院查封');
    expect((await page({ channel: 'ONLINE' })).total).toBe(1);
    expect((await page({ from: '2026-01-01', to: '2026-03-31' })).total).toBe(2);
    expect((await director.get(`${URL}/page`, { from: '2026-02-30' })).body).toMatchObject({ code: 'VALIDATION_FAILED', message: '查询日期无效' });
    expect((await page({ keyword: '100%_' })).total).toBe(0);
    const p2 = await page({ current: 2, size: 2 });
    expect([p2.total, p2.list.length]).toEqual([3, 1]);
  });

  it('updates and deletes, logging before and after', async () => {
    const res = await director.put(URL, { id, ...record({ result: 'CLEAR', notes: '抵押已注销', ownerIdNumber: '1101**********1234', attachments: [] }) });
    expect(res.body.data).toMatchObject({ id, result: 'CLEAR', notes: '抵押已注销', ownerIdNumber: '1101**********1234', attachments: [] });
    const admin = client(ctx, await signIn('office_admin'));
    const entry = (await admin.get('/operate-log/page', { module: 'realEstateQuery', size: 10 })).body.data.list[0];
    expect(entry.action).toBe('update');
    expect((await admin.get('/operate-log', { id: entry.id })).body.data.diff).toEqual(
      expect.arrayContaining([{ field: 'result', before: 'MORTGAGED', after: 'CLEAR' }]),
    );
    expect((await director.put(URL, { id: 999999, ...record() })).status).toBe(404);
    expect((await director.del(URL, id)).body.message).toBe('不动产查询已删除');
    expect((await director.del(URL, id)).status).toBe(404);
    expect((await admin.get('/operate-log/page', { module: 'realEstateQuery', size: 10 })).body.data.list[0].action).toBe('delete');
  });

  it('refuses those without 审批 › 不动产查询, including the director working as a notary', async () => {
    const target = (await director.get(`${URL}/page`)).body.data.list[0];
    for (const c of [notary, directorAsNotary]) {
      expect((await c.get(`${URL}/page`)).status).toBe(403);
      expect((await c.post(URL, record())).status).toBe(403);
      expect((await c.put(URL, { id: target.id, ...record({ ownerName: '改' }) })).status).toBe(403);
      expect((await c.del(URL, target.id)).status).toBe(403);
    }
    expect((await director.get(`${URL}/page`)).body.data.list[0]).toEqual(target);
  });

  it('keeps offices apart: another office sees nothing, cannot touch or attach to our records, and row-level security hides the rows', async () => {
    const ours = (await director.get(`${URL}/page`, { size: 50 })).body.data;
    expect(ours.total).toBe(2);
    const target = ours.list[0];
    expect((await them.get(`${URL}/page`)).body.data.total).toBe(0);
    expect((await them.put(URL, { id: target.id, ...record({ ownerName: '改' }) })).status).toBe(404);
    expect((await them.del(URL, target.id)).status).toBe(404);
    expect((await them.post(URL, record())).body.message).toBe('所选业务不存在');
    const theirFile = await upload(themToken, '他处.pdf', PDF);
    expect((await director.post(URL, record({ attachments: [theirFile] }))).body.message).toBe('附件须为本机构已上传的文件，请重新上传');
    expect((await director.get(`${URL}/page`, { size: 50 })).body.data).toEqual(ours);
    // Without any tenant filter in the query, the policy alone hides the other office's rows.
    expect(await inTenant(ctx.db, other.tenantId, (tx) => tx.select().from(realEstateQueries))).toEqual([]);
    expect((await inTenant(ctx.db, 2, (tx) => tx.select().from(realEstateQueries))).length).toBe(2);
  });
});
