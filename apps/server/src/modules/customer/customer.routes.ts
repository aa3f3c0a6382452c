import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CustomerImportResult, Envelope, IdQuery, InstitutionCustomerInput, InstitutionCustomerPageQuery, InstitutionCustomerRow, Page, PersonalCustomerInput,
  PersonalCustomerPageQuery, PersonalCustomerRow, UpdateInstitutionCustomerBody, UpdatePersonalCustomerBody,
} from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { invalid } from '../../lib/app-error.ts';
import { actorOf } from '../../plugins/auth.ts';
import { importInstitutions, importPersons } from './customer.import.ts';
import * as service from './customer.service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const P = 'custom:personalCustomerList';
const I = 'custom:institutionalClientsList';
/** The parties step of 新建业务 and 编辑当事人 pick customers from the lists too. */
const PICK = ['business:accept:create', 'business:accept:litigantEdit'] as const;

export default async function customerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Excel imports send the file itself as the body.
  app.addContentTypeParser([XLSX, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: 5 * 1024 * 1024 }, (_req, body, done) => done(null, body));
  const fileOf = (body: unknown) => {
    if (!Buffer.isBuffer(body)) throw invalid(`请以 ${XLSX} 上传 Excel 文件`);
    return body;
  };

  let tags = ['个人客户'];
  app.get('/personal/page', { config: { access: [P, ...PICK] }, schema: { tags, summary: '个人客户列表（分页）', querystring: PersonalCustomerPageQuery, response: { 200: Envelope(Page(PersonalCustomerRow)) } }, handler: async (r) => ok(r, await service.pagePersons(app.db, actorOf(r), r.query)) });
  app.get('/personal', { config: { access: P }, schema: { tags, summary: '个人客户详情', querystring: IdQuery, response: { 200: Envelope(PersonalCustomerRow) } }, handler: async (r) => ok(r, await service.getPerson(app.db, actorOf(r), r.query.id)) });
  app.post('/personal', { config: { access: `${P}:create` }, schema: { tags, summary: '新增个人客户（身份证号校验并带出出生日期、性别；同证件号不可重复）', body: PersonalCustomerInput, response: { 200: Envelope(PersonalCustomerRow) } }, handler: async (r) => ok(r, await service.createPerson(app.db, actorOf(r), r.body), '客户已添加') });
  app.put('/personal', { config: { access: `${P}:update` }, schema: { tags, summary: '修改个人客户', body: UpdatePersonalCustomerBody, response: { 200: Envelope(PersonalCustomerRow) } }, handler: async (r) => ok(r, await service.updatePerson(app.db, actorOf(r), r.body), '客户已保存') });
  app.delete('/personal', { config: { access: `${P}:delete` }, schema: { tags, summary: '删除个人客户', querystring: IdQuery, response: { 200: Envelope(Type.Null()) } }, handler: async (r) => { await service.deletePerson(app.db, actorOf(r), r.query.id); return ok(r, null, '客户已删除'); } });
  app.post('/personal/import', { config: { access: `${P}:create` }, schema: { tags, summary: 'Excel 导入个人客户（请求体为 .xlsx 文件；逐行报告未导入原因）', response: { 200: Envelope(CustomerImportResult) } }, handler: async (r) => ok(r, await importPersons(app.db, actorOf(r), fileOf(r.body)), '导入完成') });

  tags = ['机构客户'];
  app.get('/institution/page', { config: { access: [I, ...PICK] }, schema: { tags, summary: '机构客户列表（分页）', querystring: InstitutionCustomerPageQuery, response: { 200: Envelope(Page(InstitutionCustomerRow)) } }, handler: async (r) => ok(r, await service.pageInstitutions(app.db, actorOf(r), r.query)) });
  app.get('/institution', { config: { access: I }, schema: { tags, summary: '机构客户详情', querystring: IdQuery, response: { 200: Envelope(InstitutionCustomerRow) } }, handler: async (r) => ok(r, await service.getInstitution(app.db, actorOf(r), r.query.id)) });
  app.post('/institution', { config: { access: `${I}:create` }, schema: { tags, summary: '新增机构客户（统一社会信用代码校验；不可重复）', body: InstitutionCustomerInput, response: { 200: Envelope(InstitutionCustomerRow) } }, handler: async (r) => ok(r, await service.createInstitution(app.db, actorOf(r), r.body), '机构客户已添加') });
  app.put('/institution', { config: { access: `${I}:update` }, schema: { tags, summary: '修改机构客户', body: UpdateInstitutionCustomerBody, response: { 200: Envelope(InstitutionCustomerRow) } }, handler: async (r) => ok(r, await service.updateInstitution(app.db, actorOf(r), r.body), '机构客户已保存') });
  app.delete('/institution', { config: { access: `${I}:delete` }, schema: { tags, summary: '删除机构客户', querystring: IdQuery, response: { 200: Envelope(Type.Null()) } }, handler: async (r) => { await service.deleteInstitution(app.db, actorOf(r), r.query.id); return ok(r, null, '机构客户已删除'); } });
  app.post('/institution/import', { config: { access: `${I}:create` }, schema: { tags, summary: 'Excel 导入机构客户（请求体为 .xlsx 文件）', response: { 200: Envelope(CustomerImportResult) } }, handler: async (r) => ok(r, await importInstitutions(app.db, actorOf(r), fileOf(r.body)), '导入完成') });
}
