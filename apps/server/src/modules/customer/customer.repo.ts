import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { InstitutionCustomerPageQuery, PersonalCustomerPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { likeText, offsetOf } from '../../lib/sql-helpers.ts';
import { institutionCustomers as ic, personalCustomers as pc } from './customer.table.ts';

export type PersonRecord = typeof pc.$inferSelect;
export type InstitutionRecord = typeof ic.$inferSelect;

export async function pagePersons(tx: Tx, tenantId: number, q: PersonalCustomerPageQuery) {
  const kw = q.keyword?.trim();
  const where = and(
    eq(pc.tenantId, tenantId),
    kw ? or(ilike(pc.name, likeText(kw)), ilike(pc.idNumber, likeText(kw)), ilike(pc.phone, likeText(kw))) : undefined,
    q.name ? ilike(pc.name, likeText(q.name)) : undefined,
    q.idNumber ? ilike(pc.idNumber, likeText(q.idNumber)) : undefined,
    q.phone ? ilike(pc.phone, likeText(q.phone)) : undefined,
  );
  const list = await tx.select().from(pc).where(where).orderBy(desc(pc.id)).limit(q.size).offset(offsetOf(q));
  const [{ total }] = await tx.select({ total: count() }).from(pc).where(where);
  return { list, total };
}

export async function pageInstitutions(tx: Tx, tenantId: number, q: InstitutionCustomerPageQuery) {
  const kw = q.keyword?.trim();
  const where = and(
    eq(ic.tenantId, tenantId),
    kw ? or(ilike(ic.name, likeText(kw)), ilike(ic.creditCode, likeText(kw)), ilike(ic.contactName, likeText(kw))) : undefined,
    q.name ? ilike(ic.name, likeText(q.name)) : undefined,
    q.creditCode ? ilike(ic.creditCode, likeText(q.creditCode)) : undefined,
  );
  const list = await tx.select().from(ic).where(where).orderBy(desc(ic.id)).limit(q.size).offset(offsetOf(q));
  const [{ total }] = await tx.select({ total: count() }).from(ic).where(where);
  return { list, total };
}

export const findPerson = async (tx: Tx, tenantId: number, id: number) => (await tx.select().from(pc).where(and(eq(pc.tenantId, tenantId), eq(pc.id, id))))[0];
export const findPersonById = async (tx: Tx, tenantId: number, idType: string, idNumber: string) =>
  (await tx.select().from(pc).where(and(eq(pc.tenantId, tenantId), eq(pc.idType, idType), eq(pc.idNumber, idNumber))))[0];
export const insertPerson = async (tx: Tx, values: typeof pc.$inferInsert) => (await tx.insert(pc).values(values).returning())[0];
export const updatePerson = async (tx: Tx, tenantId: number, id: number, values: Partial<typeof pc.$inferInsert>) =>
  (await tx.update(pc).set({ ...values, updatedAt: new Date() }).where(and(eq(pc.tenantId, tenantId), eq(pc.id, id))).returning())[0];
export const deletePerson = (tx: Tx, tenantId: number, id: number) => tx.delete(pc).where(and(eq(pc.tenantId, tenantId), eq(pc.id, id)));

export const findInstitution = async (tx: Tx, tenantId: number, id: number) => (await tx.select().from(ic).where(and(eq(ic.tenantId, tenantId), eq(ic.id, id))))[0];
export const findInstitutionByCode = async (tx: Tx, tenantId: number, code: string) =>
  (await tx.select().from(ic).where(and(eq(ic.tenantId, tenantId), eq(ic.creditCode, code))))[0];
export const insertInstitution = async (tx: Tx, values: typeof ic.$inferInsert) => (await tx.insert(ic).values(values).returning())[0];
export const updateInstitution = async (tx: Tx, tenantId: number, id: number, values: Partial<typeof ic.$inferInsert>) =>
  (await tx.update(ic).set({ ...values, updatedAt: new Date() }).where(and(eq(ic.tenantId, tenantId), eq(ic.id, id))).returning())[0];
export const deleteInstitution = (tx: Tx, tenantId: number, id: number) => tx.delete(ic).where(and(eq(ic.tenantId, tenantId), eq(ic.id, id)));
