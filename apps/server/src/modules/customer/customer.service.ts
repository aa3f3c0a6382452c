import {
  CUSTOMER_LOOKUP_MAX,
  maskIdNumber,
  type CustomerLookupQuery,
  type CustomerLookupRow,
  type InstitutionCustomerInput,
  type InstitutionCustomerPageQuery,
  type InstitutionCustomerRow,
  type PageResult,
  type PersonalCustomerInput,
  type PersonalCustomerPageQuery,
  type PersonalCustomerRow,
  type UpdateInstitutionCustomerBody,
  type UpdatePersonalCustomerBody,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './customer.repo.ts';
import { institutionValues, personalValues } from './customer.values.ts';

const M = 'customer';
const dates = <T extends { createdAt: Date; updatedAt: Date }>({ createdAt, updatedAt, ...r }: T) => ({
  ...r,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});
export const toPerson = ({ tenantId: _t, createdBy: _c, ...r }: repo.PersonRecord): PersonalCustomerRow => dates(r);
export const toInstitution = ({ tenantId: _t, createdBy: _c, ...r }: repo.InstitutionRecord): InstitutionCustomerRow => dates(r);
const snap = ({ createdAt: _a, updatedAt: _b, ...r }: Record<string, unknown>) => r;

const personTaken = (r: repo.PersonRecord) => new AppError('CONFLICT', `证件号码 ${r.idNumber} 已登记为个人客户“${r.name}”，请勿重复添加`);
const institutionTaken = (r: repo.InstitutionRecord) => new AppError('CONFLICT', `统一社会信用代码 ${r.creditCode} 已登记为机构客户“${r.name}”，请勿重复添加`);

/** 选择申请人: names and masked numbers only, for those who may create evidence but not open the customer lists. */
export const lookupCustomers = (db: Database, actor: Actor, q: CustomerLookupQuery): Promise<CustomerLookupRow[]> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const find = q.type === 'PERSONAL' ? repo.lookupPersons : repo.lookupInstitutions;
    const rows = await find(tx, actor.tenantId, q.keyword, CUSTOMER_LOOKUP_MAX);
    return rows.map((r) => ({ id: r.id, name: r.name, numberMasked: maskIdNumber(r.number) }));
  });

// ---- 个人客户

export const pagePersons = (db: Database, actor: Actor, q: PersonalCustomerPageQuery): Promise<PageResult<PersonalCustomerRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pagePersons(tx, actor.tenantId, q);
    return { total: page.total, list: page.list.map(toPerson) };
  });

async function loadPerson(tx: Tx, tenantId: number, id: number) {
  const r = await repo.findPerson(tx, tenantId, id);
  if (!r) throw notFound('客户');
  return r;
}
export const getPerson = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => toPerson(await loadPerson(tx, actor.tenantId, id)));

/** Inserts a checked person in the caller's transaction (cases save new parties through it too). */
export async function insertPerson(tx: Tx, actor: Actor, input: PersonalCustomerInput, auditIt = true) {
  const v = personalValues(input);
  const existing = await repo.findPersonById(tx, actor.tenantId, v.idType, v.idNumber);
  if (existing) throw personTaken(existing);
  const row = await repo.insertPerson(tx, { ...v, tenantId: actor.tenantId, createdBy: actor.userId });
  if (auditIt) await audit(tx, actor, { module: M, action: 'createPersonal', targetId: row.id, after: snap(v) });
  return row;
}

export const createPerson = (db: Database, actor: Actor, input: PersonalCustomerInput) =>
  inTenant(db, actor.tenantId, async (tx) => toPerson(await insertPerson(tx, actor, input)));

export const updatePerson = (db: Database, actor: Actor, input: UpdatePersonalCustomerBody) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const v = personalValues(input);
    const before = await loadPerson(tx, actor.tenantId, input.id);
    const other = await repo.findPersonById(tx, actor.tenantId, v.idType, v.idNumber);
    if (other && other.id !== input.id) throw personTaken(other);
    const after = await repo.updatePerson(tx, actor.tenantId, input.id, v);
    await audit(tx, actor, { module: M, action: 'updatePersonal', targetId: input.id, before: snap(toPerson(before)), after: snap(toPerson(after)) });
    return toPerson(after);
  });

export const deletePerson = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadPerson(tx, actor.tenantId, id);
    await repo.deletePerson(tx, actor.tenantId, id);
    await audit(tx, actor, { module: M, action: 'deletePersonal', targetId: id, before: snap(toPerson(before)) });
  });

// ---- 机构客户

export const pageInstitutions = (db: Database, actor: Actor, q: InstitutionCustomerPageQuery): Promise<PageResult<InstitutionCustomerRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pageInstitutions(tx, actor.tenantId, q);
    return { total: page.total, list: page.list.map(toInstitution) };
  });

async function loadInstitution(tx: Tx, tenantId: number, id: number) {
  const r = await repo.findInstitution(tx, tenantId, id);
  if (!r) throw notFound('机构客户');
  return r;
}
export const getInstitution = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => toInstitution(await loadInstitution(tx, actor.tenantId, id)));

export async function insertInstitution(tx: Tx, actor: Actor, input: InstitutionCustomerInput, auditIt = true) {
  const v = institutionValues(input);
  const existing = await repo.findInstitutionByCode(tx, actor.tenantId, v.creditCode);
  if (existing) throw institutionTaken(existing);
  const row = await repo.insertInstitution(tx, { ...v, tenantId: actor.tenantId, createdBy: actor.userId });
  if (auditIt) await audit(tx, actor, { module: M, action: 'createInstitution', targetId: row.id, after: snap(v) });
  return row;
}

export const createInstitution = (db: Database, actor: Actor, input: InstitutionCustomerInput) =>
  inTenant(db, actor.tenantId, async (tx) => toInstitution(await insertInstitution(tx, actor, input)));

export const updateInstitution = (db: Database, actor: Actor, input: UpdateInstitutionCustomerBody) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const v = institutionValues(input);
    const before = await loadInstitution(tx, actor.tenantId, input.id);
    const other = await repo.findInstitutionByCode(tx, actor.tenantId, v.creditCode);
    if (other && other.id !== input.id) throw institutionTaken(other);
    const after = await repo.updateInstitution(tx, actor.tenantId, input.id, v);
    await audit(tx, actor, {
      module: M,
      action: 'updateInstitution',
      targetId: input.id,
      before: snap(toInstitution(before)),
      after: snap(toInstitution(after)),
    });
    return toInstitution(after);
  });

export const deleteInstitution = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadInstitution(tx, actor.tenantId, id);
    await repo.deleteInstitution(tx, actor.tenantId, id);
    await audit(tx, actor, { module: M, action: 'deleteInstitution', targetId: id, before: snap(toInstitution(before)) });
  });
