import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { APPLICANT_TYPES } from './evidence.ts';
import { IdQuery, StringEnum } from './ids.ts';

/** ID types of the `idType` dictionary; only ID_CARD numbers are checked digit by digit. */
export const ID_TYPES = ['ID_CARD', 'PASSPORT', 'HK_MO_PERMIT', 'TW_PERMIT', 'HMT_RESIDENCE', 'FOREIGN_PR', 'OFFICER', 'OTHER'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const GENDERS = ['MALE', 'FEMALE', 'UNKNOWN'] as const;

const s = (max: number, title: string) => Type.Optional(Type.String({ maxLength: max, title }));

/** 个人客户. With an ID_CARD number, birthDate and gender are taken from the number. */
const personalFields = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '姓名' }),
  formerNames: s(128, '曾用名'),
  gender: Type.Optional(StringEnum(GENDERS, '性别')),
  birthDate: Type.Optional(Type.String({ pattern: '^$|^\\d{4}-\\d{2}-\\d{2}$', title: '出生日期' })),
  idType: StringEnum(ID_TYPES, '证件类型'),
  idNumber: Type.String({ minLength: 1, maxLength: 32, title: '证件号码' }),
  nationality: s(32, '国籍'),
  phone: s(32, '联系电话'),
  email: s(128, '电子邮箱'),
  address: s(200, '地址'),
  employer: s(128, '工作单位'),
  remark: s(200, '备注'),
};
export const PersonalCustomerInput = Type.Object(personalFields);
export type PersonalCustomerInput = Static<typeof PersonalCustomerInput>;
export const UpdatePersonalCustomerBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), ...personalFields });
export type UpdatePersonalCustomerBody = Static<typeof UpdatePersonalCustomerBody>;

export const PersonalCustomerRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  name: Type.String({ title: '姓名' }),
  formerNames: Type.String({ title: '曾用名' }),
  gender: Type.String({ title: '性别' }),
  birthDate: Type.String({ title: '出生日期' }),
  idType: Type.String({ title: '证件类型' }),
  idNumber: Type.String({ title: '证件号码' }),
  nationality: Type.String({ title: '国籍' }),
  phone: Type.String({ title: '联系电话' }),
  email: Type.String({ title: '电子邮箱' }),
  address: Type.String({ title: '地址' }),
  employer: Type.String({ title: '工作单位' }),
  remark: Type.String({ title: '备注' }),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
});
export type PersonalCustomerRow = Static<typeof PersonalCustomerRow>;

export const PersonalCustomerPageQuery = Type.Object({
  ...PageQuery.properties,
  keyword: s(64, '姓名、证件号码或电话'),
  name: s(64, '姓名'),
  idNumber: s(32, '证件号码'),
  phone: s(32, '联系电话'),
});
export type PersonalCustomerPageQuery = Static<typeof PersonalCustomerPageQuery>;

/** 机构客户. */
const institutionFields = {
  name: Type.String({ minLength: 1, maxLength: 128, title: '机构名称' }),
  creditCode: Type.String({ minLength: 1, maxLength: 18, title: '统一社会信用代码' }),
  licenceType: s(32, '证照类型'),
  legalRepName: s(64, '法定代表人'),
  legalRepIdType: Type.Optional(StringEnum(ID_TYPES, '法定代表人证件类型')),
  legalRepIdNumber: s(32, '法定代表人证件号码'),
  address: s(200, '地址'),
  contactName: s(64, '联系人'),
  contactPhone: s(32, '联系电话'),
  remark: s(200, '备注'),
};
export const InstitutionCustomerInput = Type.Object(institutionFields);
export type InstitutionCustomerInput = Static<typeof InstitutionCustomerInput>;
export const UpdateInstitutionCustomerBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), ...institutionFields });
export type UpdateInstitutionCustomerBody = Static<typeof UpdateInstitutionCustomerBody>;

export const InstitutionCustomerRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  name: Type.String({ title: '机构名称' }),
  creditCode: Type.String({ title: '统一社会信用代码' }),
  licenceType: Type.String({ title: '证照类型' }),
  legalRepName: Type.String({ title: '法定代表人' }),
  legalRepIdType: Type.String({ title: '法定代表人证件类型' }),
  legalRepIdNumber: Type.String({ title: '法定代表人证件号码' }),
  address: Type.String({ title: '地址' }),
  contactName: Type.String({ title: '联系人' }),
  contactPhone: Type.String({ title: '联系电话' }),
  remark: Type.String({ title: '备注' }),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
});
export type InstitutionCustomerRow = Static<typeof InstitutionCustomerRow>;

export const InstitutionCustomerPageQuery = Type.Object({
  ...PageQuery.properties,
  keyword: s(64, '名称、信用代码或联系人'),
  name: s(128, '机构名称'),
  creditCode: s(18, '统一社会信用代码'),
});
export type InstitutionCustomerPageQuery = Static<typeof InstitutionCustomerPageQuery>;

/** Excel import: valid rows are saved, each refused row is reported with its sheet row number. */
export const CustomerImportResult = Type.Object({
  total: Type.Integer({ title: '数据行数' }),
  created: Type.Integer({ title: '导入条数' }),
  errors: Type.Array(Type.Object({ row: Type.Integer({ title: '行号' }), message: Type.String({ title: '原因' }) }), { title: '未导入的行' }),
});
export type CustomerImportResult = Static<typeof CustomerImportResult>;

/** Column headers of the import sheets (first row), in template order. */
export const PERSONAL_IMPORT_COLUMNS = {
  姓名: 'name',
  曾用名: 'formerNames',
  性别: 'gender',
  出生日期: 'birthDate',
  证件类型: 'idType',
  证件号码: 'idNumber',
  国籍: 'nationality',
  联系电话: 'phone',
  电子邮箱: 'email',
  地址: 'address',
  工作单位: 'employer',
  备注: 'remark',
} as const;
export const INSTITUTION_IMPORT_COLUMNS = {
  机构名称: 'name',
  统一社会信用代码: 'creditCode',
  证照类型: 'licenceType',
  法定代表人: 'legalRepName',
  法定代表人证件类型: 'legalRepIdType',
  法定代表人证件号码: 'legalRepIdNumber',
  地址: 'address',
  联系人: 'contactName',
  联系电话: 'contactPhone',
  备注: 'remark',
} as const;

/** The content type of the .xlsx file an import sends as its body. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const P = 'custom:personalCustomerList';
const I = 'custom:institutionalClientsList';
/** The parties step of 新建业务 and 编辑当事人 pick customers from the lists too. */
const PICK = ['business:accept:create', 'business:accept:litigantEdit'] as const;

/** Whoever creates evidence picks its applicant from the customers, without access to the customer lists. */
const LOOKUP = ['evidence:obtainList:create', 'evidence:existList:create'] as const;
export const CUSTOMER_LOOKUP_MAX = 20;

export const CustomerLookupQuery = Type.Object({
  type: StringEnum(APPLICANT_TYPES, '客户类型'),
  keyword: s(64, '姓名、名称、证件号码或信用代码'),
});
export type CustomerLookupQuery = Static<typeof CustomerLookupQuery>;

/** What a picker shows: the name and the number masked (1101**********1234). */
export const CustomerLookupRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  name: Type.String({ title: '姓名或名称' }),
  numberMasked: Type.String({ title: '证件号码或信用代码（脱敏）' }),
});
export type CustomerLookupRow = Static<typeof CustomerLookupRow>;

const personal = '个人客户';
const institution = '机构客户';

export const customerApi = {
  personalPage: endpoint({
    method: 'GET',
    path: '/customer/personal/page',
    access: [P, ...PICK],
    tag: personal,
    summary: '个人客户列表（分页）',
    query: PersonalCustomerPageQuery,
    response: Page(PersonalCustomerRow),
  }),
  personal: endpoint({
    method: 'GET',
    path: '/customer/personal',
    access: P,
    tag: personal,
    summary: '个人客户详情',
    query: IdQuery,
    response: PersonalCustomerRow,
  }),
  createPersonal: endpoint({
    method: 'POST',
    path: '/customer/personal',
    access: `${P}:create`,
    tag: personal,
    summary: '新增个人客户（身份证号校验并带出出生日期、性别；同证件号不可重复）',
    body: PersonalCustomerInput,
    response: PersonalCustomerRow,
    done: '客户已添加',
  }),
  updatePersonal: endpoint({
    method: 'PUT',
    path: '/customer/personal',
    access: `${P}:update`,
    tag: personal,
    summary: '修改个人客户',
    body: UpdatePersonalCustomerBody,
    response: PersonalCustomerRow,
    done: '客户已保存',
  }),
  removePersonal: endpoint({
    method: 'DELETE',
    path: '/customer/personal',
    access: `${P}:delete`,
    tag: personal,
    summary: '删除个人客户',
    query: IdQuery,
    response: Type.Null(),
    done: '客户已删除',
  }),
  importPersonal: endpoint({
    method: 'POST',
    path: '/customer/personal/import',
    access: `${P}:create`,
    tag: personal,
    summary: 'Excel 导入个人客户（请求体为 .xlsx 文件；逐行报告未导入原因）',
    upload: 'raw',
    response: CustomerImportResult,
    done: '导入完成',
  }),
  institutionPage: endpoint({
    method: 'GET',
    path: '/customer/institution/page',
    access: [I, ...PICK],
    tag: institution,
    summary: '机构客户列表（分页）',
    query: InstitutionCustomerPageQuery,
    response: Page(InstitutionCustomerRow),
  }),
  institution: endpoint({
    method: 'GET',
    path: '/customer/institution',
    access: I,
    tag: institution,
    summary: '机构客户详情',
    query: IdQuery,
    response: InstitutionCustomerRow,
  }),
  createInstitution: endpoint({
    method: 'POST',
    path: '/customer/institution',
    access: `${I}:create`,
    tag: institution,
    summary: '新增机构客户（统一社会信用代码校验；不可重复）',
    body: InstitutionCustomerInput,
    response: InstitutionCustomerRow,
    done: '机构客户已添加',
  }),
  updateInstitution: endpoint({
    method: 'PUT',
    path: '/customer/institution',
    access: `${I}:update`,
    tag: institution,
    summary: '修改机构客户',
    body: UpdateInstitutionCustomerBody,
    response: InstitutionCustomerRow,
    done: '机构客户已保存',
  }),
  removeInstitution: endpoint({
    method: 'DELETE',
    path: '/customer/institution',
    access: `${I}:delete`,
    tag: institution,
    summary: '删除机构客户',
    query: IdQuery,
    response: Type.Null(),
    done: '机构客户已删除',
  }),
  importInstitution: endpoint({
    method: 'POST',
    path: '/customer/institution/import',
    access: `${I}:create`,
    tag: institution,
    summary: 'Excel 导入机构客户（请求体为 .xlsx 文件）',
    upload: 'raw',
    response: CustomerImportResult,
    done: '导入完成',
  }),
  lookup: endpoint({
    method: 'GET',
    path: '/customer/lookup',
    access: [...LOOKUP],
    tag: personal,
    summary: `选择申请人：按姓名、名称或号码查找个人或机构客户（至多 ${CUSTOMER_LOOKUP_MAX} 条，号码脱敏）`,
    query: CustomerLookupQuery,
    response: Type.Array(CustomerLookupRow),
  }),
};
