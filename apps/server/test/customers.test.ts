import writeXlsxFile from 'write-excel-file/node';
import { pageFunctions } from '@notaria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice } from './fixtures.ts';

let ctx: TestContext;
let assistant: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  assistant = client(ctx, await ctx.login('assistant'));
});
afterAll(() => ctx.close());

const xlsx = async (rows: (string | null)[][]) => writeXlsxFile(rows.map((r) => r.map((v) => (v === null ? null : { value: v, type: String })))).toBuffer();
const upload = async (token: string, url: string, file: Buffer) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { satoken: token, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    payload: file,
  });
  return { status: res.statusCode, body: res.json() };
};

describe('personal customers', () => {
  let id: number;

  it('checks the resident ID and fills birth date and gender from it', async () => {
    const bad = await assistant.post('/customer/personal', { name: '张三', idType: 'ID_CARD', idNumber: '110105194912310021' });
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '身份证号码校验位不正确，请核对' });
    const created = await assistant.post('/customer/personal', {
      name: '张三',
      idType: 'ID_CARD',
      idNumber: '11010519491231002x',
      gender: 'MALE',
      birthDate: '2000-01-01',
      phone: '13912345678',
    });
    expect(created.body.data).toMatchObject({
      name: '张三',
      idNumber: '11010519491231002X',
      birthDate: '1949-12-31',
      gender: 'FEMALE',
      nationality: '中国',
      phone: '13912345678',
    });
    id = created.body.data.id;
    expect((await assistant.post('/customer/personal', { name: '李四', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '12345' })).body.message).toBe(
      '联系电话格式不正确（手机或固定电话）',
    );
    const passport = await assistant.post('/customer/personal', {
      name: 'John Smith',
      idType: 'PASSPORT',
      idNumber: 'E12345678',
      gender: 'MALE',
      birthDate: '1980-02-03',
      nationality: '美国',
      phone: '010-65120000',
    });
    expect(passport.body.data).toMatchObject({ idNumber: 'E12345678', gender: 'MALE', birthDate: '1980-02-03' });
    expect(
      (await assistant.post('/customer/personal', { name: 'Jane Smith', idType: 'PASSPORT', idNumber: 'E87654321', birthDate: '1980-02-30' })).body.message,
    ).toBe('出生日期无效');
  });

  it('refuses a second customer with the same ID number in the tenant', async () => {
    const dup = await assistant.post('/customer/personal', { name: '张三丰', idType: 'ID_CARD', idNumber: '11010519491231002X' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('证件号码 11010519491231002X 已登记为个人客户“张三”，请勿重复添加');
    const other = (await assistant.post('/customer/personal', { name: '王五', idType: 'ID_CARD', idNumber: '110101199003078515' })).body.data;
    expect((await assistant.put('/customer/personal', { ...other, idNumber: '11010519491231002X' })).status).toBe(409);
    expect((await assistant.put('/customer/personal', { ...other, name: '王五一', employer: '北京某公司' })).body.data).toMatchObject({
      name: '王五一',
      employer: '北京某公司',
    });
  });

  it('searches and pages', async () => {
    expect((await assistant.get('/customer/personal/page', { keyword: '1949' })).body.data).toMatchObject({ total: 1, list: [{ id }] });
    expect((await assistant.get('/customer/personal/page', { name: '王五' })).body.data.total).toBe(1);
    const page = (await assistant.get('/customer/personal/page', { size: 2, current: 2 })).body.data;
    expect(page).toMatchObject({ total: 3 });
    expect(page.list).toHaveLength(1);
  });

  it('imports an Excel sheet and reports each refused row', async () => {
    const file = await xlsx([
      ['姓名', '证件类型', '证件号码', '性别', '联系电话', '地址'],
      ['赵一', '居民身份证', '110101198506151230', null, '13800000001', '北京市东城区'],
      ['钱二', '居民身份证', '110101198506151231', null, null, null],
      ['孙三', '护照', 'G1234567', '女', '010-65120000', null],
      ['重复', '居民身份证', '11010519491231002X', null, null, null],
      ['赵一', '身份证', '110101198506151230', null, null, null],
      [null, '居民身份证', '110101199003078515', null, null, null],
      ['周四', '驾照', 'X1', null, null, null],
    ]);
    const token = await ctx.login('assistant');
    const result = await upload(token, '/customer/personal/import', file);
    expect(result.body.data).toEqual({
      total: 7,
      created: 2,
      errors: [
        { row: 3, message: '身份证号码校验位不正确，请核对' },
        { row: 5, message: '证件号码 11010519491231002X 已登记为个人客户“张三”，请勿重复添加' },
        { row: 6, message: '证件号码 110101198506151230 已登记为个人客户“赵一”，请勿重复添加' },
        { row: 7, message: '姓名不能为空' },
        { row: 8, message: '证件类型“驾照”不正确' },
      ],
    });
    const zhao = (await assistant.get('/customer/personal/page', { name: '赵一' })).body.data.list[0];
    expect(zhao).toMatchObject({ birthDate: '1985-06-15', gender: 'MALE', address: '北京市东城区' });
    expect((await upload(token, '/customer/personal/import', Buffer.from('not a spreadsheet'))).body.message).toBe('请上传 .xlsx 格式的 Excel 文件');
    expect((await upload(token, '/customer/personal/import', await xlsx([['名字'], ['x']]))).body.message).toBe('Excel 缺少列：姓名、证件号码');
  });
});

describe('institutional customers', () => {
  it('checks the unified social credit code and refuses duplicates', async () => {
    expect((await assistant.post('/customer/institution', { name: '某公司', creditCode: '91350100M000100Y44' })).body.message).toBe(
      '统一社会信用代码校验位不正确，请核对',
    );
    const created = await assistant.post('/customer/institution', {
      name: '北京某科技有限公司',
      creditCode: '91110108ma01kpgk0l',
      legalRepName: '周五',
      legalRepIdNumber: '110101199003078515',
      contactPhone: '010-65120000',
    });
    expect(created.body.data).toMatchObject({ creditCode: '91110108MA01KPGK0L', licenceType: '营业执照', legalRepIdType: 'ID_CARD' });
    const dup = await assistant.post('/customer/institution', { name: '另一家', creditCode: '91110108MA01KPGK0L' });
    expect(dup.body).toMatchObject({ code: 'CONFLICT', message: '统一社会信用代码 91110108MA01KPGK0L 已登记为机构客户“北京某科技有限公司”，请勿重复添加' });
    expect(
      (await assistant.post('/customer/institution', { name: 'x', creditCode: '91350100M000100Y43', legalRepIdNumber: '110101199003078516' })).body.message,
    ).toBe('法定代表人身份证号码校验位不正确，请核对');
    expect((await assistant.get('/customer/institution/page', { keyword: 'KPGK' })).body.data.total).toBe(1);
    const file = await xlsx([
      ['机构名称', '统一社会信用代码'],
      ['福建某公司', '91350100M000100Y43'],
      ['坏代码', '91350100M000100Y40'],
    ]);
    const result = await upload(await ctx.login('assistant'), '/customer/institution/import', file);
    expect(result.body.data).toEqual({ total: 2, created: 1, errors: [{ row: 3, message: '统一社会信用代码校验位不正确，请核对' }] });
  });

  it('writes the operation log, refuses users without the page, and gives another tenant nothing', async () => {
    const log = (await client(ctx, await ctx.login('office_admin')).get('/operate-log/page', { module: 'customer', size: 50 })).body.data.list.map(
      (e: any) => e.action,
    );
    expect(log).toEqual(expect.arrayContaining(['createPersonal', 'updatePersonal', 'importPersonal', 'createInstitution', 'importInstitution']));
    const archivist = client(ctx, await ctx.login('archivist'));
    expect((await archivist.get('/customer/personal/page')).status).toBe(403);
    expect((await archivist.post('/customer/institution', { name: 'x', creditCode: '91350100M000100Y43' })).status).toBe(403);

    const mine = (await assistant.get('/customer/personal/page', { name: '张三' })).body.data.list[0];
    const other = await createOffice(ctx.db, '另一公证处', 'cust_other', [
      ...pageFunctions('custom', 'personalCustomerList'),
      ...pageFunctions('custom', 'institutionalClientsList'),
    ]);
    const them = client(ctx, await ctx.login('cust_other', other.password));
    expect((await them.get('/customer/personal', { id: mine.id })).status).toBe(404);
    expect((await them.put('/customer/personal', { ...mine, name: '改' })).status).toBe(404);
    expect((await them.del('/customer/personal', mine.id)).status).toBe(404);
    expect((await them.get('/customer/personal/page')).body.data.total).toBe(0);
    // the same person may be a customer of another office
    expect((await them.post('/customer/personal', { name: '张三', idType: 'ID_CARD', idNumber: '11010519491231002X' })).status).toBe(200);
    expect((await assistant.get('/customer/personal', { id: mine.id })).body.data.name).toBe('张三');
    expect((await assistant.del('/customer/personal', mine.id)).status).toBe(200);
  });
});
