import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { InstitutionCustomerPageQuery, PersonalCustomerPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { ownedRows, paged } from '../../db/rows.ts';
import { contains, likeText } from '../../lib/sql-helpers.ts';
import { institutionCustomers as ic, personalCustomers as pc } from './customer.table.ts';

export type PersonRecord = typeof pc.$inferSelect;
export type InstitutionRecord = typeof ic.$inferSelect;

const persons = ownedRows(pc);
const institutions = ownedRows(ic);

export function pagePersons(tx: Tx, tenantId: number, q: PersonalCustomerPageQuery) {
  const kw = q.keyword?.trim();
  const where = and(
    eq(pc.tenantId, tenantId),
    kw ? or(ilike(pc.name, likeText(kw)), ilike(pc.idNumber, likeText(kw)), ilike(pc.phone, likeText(kw))) : undefined,
    contains(pc.name, q.name),
    contains(pc.idNumber, q.idNumber),
    contains(pc.phone, q.phone),
  );
  return paged(tx, pc, where, q, tx.select().from(pc).where(where).orderBy(desc(pc.id)).$dynamic());
}

export function pageInstitutions(tx: Tx, tenantId: number, q: InstitutionCustomerPageQuery) {
  const kw = q.keyword?.trim();
  const where = and(
    eq(ic.tenantId, tenantId),
    kw ? or(ilike(ic.name, likeText(kw)), ilike(ic.creditCode, likeText(kw)), ilike(ic.contactName, likeText(kw))) : undefined,
    contains(ic.name, q.name),
    contains(ic.creditCode, q.creditCode),
  );
  return paged(tx, ic, where, q, tx.select().from(ic).where(where).orderBy(desc(ic.id)).$dynamic());
}

/** The few customers a picker offers: newest first, matching the name or the number. */
export function lookupPersons(tx: Tx, tenantId: number, keyword: string | undefined, limit: number) {
  const kw = keyword?.trim();
  const where = and(eq(pc.tenantId, tenantId), kw ? or(ilike(pc.name, likeText(kw)), ilike(pc.idNumber, likeText(kw))) : undefined);
  return tx.select({ id: pc.id, name: pc.name, number: pc.idNumber }).from(pc).where(where).orderBy(desc(pc.id)).limit(limit);
}

export function lookupInstitutions(tx: Tx, tenantId: number, keyword: string | undefined, limit: number) {
  const kw = keyword?.trim();
  const where = and(eq(ic.tenantId, tenantId), kw ? or(ilike(ic.name, likeText(kw)), ilike(ic.creditCode, likeText(kw))) : undefined);
  return tx.select({ id: ic.id, name: ic.name, number: ic.creditCode }).from(ic).where(where).orderBy(desc(ic.id)).limit(limit);
}

export const findPerson = (tx: Tx, tenantId: number, id: number) => persons.find(tx, tenantId, id);
export const findPersonById = (tx: Tx, tenantId: number, idType: string, idNumber: string) =>
  persons.findBy(tx, tenantId, [eq(pc.idType, idType), eq(pc.idNumber, idNumber)]);
export const { insert: insertPerson, update: updatePerson, remove: deletePerson } = persons;

export const findInstitution = (tx: Tx, tenantId: number, id: number) => institutions.find(tx, tenantId, id);
export const findInstitutionByCode = (tx: Tx, tenantId: number, code: string) => institutions.findBy(tx, tenantId, [eq(ic.creditCode, code)]);
export const { insert: insertInstitution, update: updateInstitution, remove: deleteInstitution } = institutions;
