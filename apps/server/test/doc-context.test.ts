import { dateCn, dateNumeric } from '@notaria/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, inTenant } from '../src/db/scope.ts';
import { caseItems, cases } from '../src/db/schema.ts';
import { officeDate } from '../src/lib/office-time.ts';
import { documentValues } from '../src/modules/doc-template/doc-template.api.ts';
import { fieldCatalogue, isKnownPath } from '../src/modules/doc-template/doc-fields.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { DEMO_TENANT_ID, userIdOf } from './fixtures.ts';

let ctx: TestContext;
let admin: Client, assistant: Client;
let caseId: number;
let caseItemId: number;

const person = (name: string, idNumber: string, extra: Record<string, unknown> = {}) => ({
  role: 'APPLICANT',
  customerType: 'PERSONAL',
  person: { name, idType: 'ID_CARD', idNumber, ...extra },
});

beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await ctx.login('office_admin'));
  assistant = client(ctx, await ctx.login('assistant'));
  const tree = (await admin.get('/notarization-item/tree', { name: '出生' })).body.data;
  const birth = tree[0].children[0].children[0];
  const created = await assistant.post('/business', {
    itemIds: [birth.id],
    parties: [
      person('张三', '110101200001010010', { phone: '13800138000', address: '北京市东城区和平里街道1号' }),
      person('李四', '11010119920308002X'),
      { role: 'AGENT', customerType: 'PERSONAL', person: { name: '王五', idType: 'PASSPORT', idNumber: 'E12345678', gender: 'MALE', birthDate: '1965-05-12' } },
    ],
    handlerId: await userIdOf(ctx.db, 'notary'),
    purpose: '留学',
    useCountry: 'US',
    language: 'en',
    copies: 2,
    formData: { birthPlace: '北京市东城区', fatherName: '张国强', motherName: '王秀英', graduated: '2022-06-30' },
    fees: [
      { feeType: 'NOTARY_FEE', amountFen: 20000 },
      { feeType: 'COPY', amountFen: 8050 },
    ],
  });
  expect(created.status).toBe(200);
  caseId = created.body.data.id;
  await asSystem(ctx.db, async (tx) => {
    caseItemId = (await tx.select().from(caseItems).where(eq(caseItems.caseId, caseId)))[0].id;
    await tx
      .update(cases)
      .set({ acceptedAt: new Date('2026-01-05T02:00:00Z') })
      .where(eq(cases.id, caseId));
    await tx.update(caseItems).set({ certificateNumber: '（2026）京长安内民证字第00123号' }).where(eq(caseItems.id, caseItemId));
  });
});
afterAll(() => ctx.close());

const values = () => inTenant(ctx.db, DEMO_TENANT_ID, (tx) => documentValues(tx, DEMO_TENANT_ID, caseId, caseItemId));

describe('the document context of a case', () => {
  it('gives two applicants and an agent by role and position, names joined, birth dates in Chinese numerals, masked IDs', async () => {
    const v = await values();
    expect(v).toMatchObject({
      'parties.APPLICANT.0.name': '张三',
      'parties.APPLICANT.1.name': '李四',
      'parties.AGENT.0.name': '王五',
      'parties.APPLICANT.names': '张三、李四',
      'parties.AGENT.names': '王五',
      'parties.APPLICANT.0.gender': '男',
      'parties.APPLICANT.1.gender': '女',
      'parties.APPLICANT.0.birthDateCn': '二〇〇〇年一月一日',
      'parties.APPLICANT.1.birthDateCn': '一九九二年三月八日',
      'parties.AGENT.0.birthDateCn': '一九六五年五月十二日',
      'parties.APPLICANT.0.idType': '居民身份证',
      'parties.AGENT.0.idType': '护照',
      'parties.APPLICANT.0.idNumber': '110101200001010010',
      'parties.APPLICANT.0.idNumberMasked': '1101**********0010',
      'parties.APPLICANT.1.idNumberMasked': '1101**********002X',
      'parties.APPLICANT.0.address': '北京市东城区和平里街道1号',
      'parties.APPLICANT.0.phone': '13800138000',
    });
    expect(v['parties.APPLICANT.2.name']).toBeUndefined();
  });

  it('fills the case, the item, the notary, the office, today, the fees and the intake form', async () => {
    const v = await values();
    const today = `${officeDate().year}-${String(officeDate().month).padStart(2, '0')}-${String(officeDate().day).padStart(2, '0')}`;
    expect(v).toMatchObject({
      'case.purpose': '留学',
      'case.useCountry': '美国',
      'case.language': '英文',
      'case.copies': '2',
      'case.acceptedDateCn': '二〇二六年一月五日',
      'case.acceptedDate': '2026年1月5日',
      'case.itemNames': '出生',
      'item.itemName': '出生',
      'item.categoryName': '国内民事',
      'item.certificateNumber': '（2026）京长安内民证字第00123号',
      'notary.name': '李明',
      'notary.certNo': '11010120150012',
      'office.fullName': '北京市长安公证处',
      'office.phone': '010-65120000',
      'today.cn': dateCn(today),
      'today.date': dateNumeric(today),
      'fees.total': '280.50',
      'fees.totalCn': '贰佰捌拾元伍角整',
      'form.birthPlace': '北京市东城区',
      'form.fatherName': '张国强',
      'form.graduated': '2022-06-30',
      'form.graduatedCn': '二〇二二年六月三十日',
    });
    expect(v['case.businessNumber']).toMatch(/^SL\d{12}$/);
  });

  it('never states an age', async () => {
    const v = await values();
    const agePath = /(^|\.)age|Age/;
    expect(Object.keys(v).filter((k) => agePath.test(k))).toEqual([]);
    expect(Object.values(v).filter((x) => /岁|年龄|周岁/.test(x))).toEqual([]);
    expect(fieldCatalogue().filter((f) => agePath.test(f.path) || /年龄|岁/.test(f.label))).toEqual([]);
  });

  it('prints the office as its document settings name it, and leaves out what the case lacks', async () => {
    const saved = await admin.put('/template/document/settings', {
      officeFullName: '北京市长安公证处（全称）',
      address: '北京市东城区东长安街1号',
      phone: '',
      sealUrl: '',
    });
    expect(saved.status).toBe(200);
    const v = await values();
    expect(v['office.fullName']).toBe('北京市长安公证处（全称）');
    expect(v['office.address']).toBe('北京市东城区东长安街1号');
    expect(v['office.phone']).toBe('010-65120000');
    expect('delivery.recipient' in v).toBe(false);
    expect('decision.kindName' in v).toBe(false);
    expect(Object.values(v).every((x) => x !== '')).toBe(true);
  });

  it('knows every path it fills', async () => {
    const v = await values();
    expect(Object.keys(v).filter((p) => !isKnownPath(p))).toEqual([]);
    expect(isKnownPath('parties.RELATED.3.birthDateCn')).toBe(true);
    expect(isKnownPath('parties.APPLICANT.0.age')).toBe(false);
    expect(isKnownPath('parties.STRANGER.0.name')).toBe(false);
    expect(isKnownPath('case.secret')).toBe(false);
  });

  it('refuses another office’s case', async () => {
    await expect(inTenant(ctx.db, 1, (tx) => documentValues(tx, 1, caseId))).rejects.toThrow('业务不存在');
  });
});
