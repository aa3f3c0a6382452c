import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { FormPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { likeText, offsetOf } from '../../lib/sql-helpers.ts';
import { users } from '../user/user.table.ts';
import { formVersions, forms } from './form.table.ts';

export type FormRecord = typeof forms.$inferSelect;
export type VersionRecord = typeof formVersions.$inferSelect;

export async function pageForms(tx: Tx, tenantId: number, q: FormPageQuery) {
  const where = and(eq(forms.tenantId, tenantId), q.name ? ilike(forms.name, likeText(q.name)) : undefined, q.status ? eq(forms.status, q.status) : undefined);
  const list = await tx.select().from(forms).where(where).orderBy(desc(forms.id)).limit(q.size).offset(offsetOf(q));
  const [{ total }] = await tx.select({ total: count() }).from(forms).where(where);
  return { list, total };
}

export const findForm = async (tx: Tx, tenantId: number, id: number, lock = false) => {
  const q = tx.select().from(forms).where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)));
  return (await (lock ? q.for('update') : q))[0];
};

export async function insertForm(tx: Tx, values: typeof forms.$inferInsert) {
  const [row] = await tx.insert(forms).values(values).returning();
  return row;
}

export const updateForm = async (tx: Tx, tenantId: number, id: number, values: Partial<typeof forms.$inferInsert>) =>
  (await tx.update(forms).set({ ...values, updatedAt: new Date() }).where(and(eq(forms.tenantId, tenantId), eq(forms.id, id))).returning())[0];

export const deleteForm = (tx: Tx, tenantId: number, id: number) => tx.delete(forms).where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)));

export const insertVersion = async (tx: Tx, values: typeof formVersions.$inferInsert) => (await tx.insert(formVersions).values(values).returning())[0];

export const findVersion = async (tx: Tx, tenantId: number, formId: number, version: number) =>
  (await tx.select().from(formVersions).where(and(eq(formVersions.tenantId, tenantId), eq(formVersions.formId, formId), eq(formVersions.version, version))))[0];

export const markPublished = (tx: Tx, tenantId: number, id: number, by: number) =>
  tx.update(formVersions).set({ published: true, publishedAt: new Date(), publishedBy: by }).where(and(eq(formVersions.tenantId, tenantId), eq(formVersions.id, id)));

export const versionsOf = (tx: Tx, tenantId: number, formId: number) =>
  tx
    .select({
      version: formVersions.version, published: formVersions.published, createdBy: formVersions.createdBy,
      createdByName: sql<string>`coalesce(${users.name}, '')`, createdAt: formVersions.createdAt, publishedAt: formVersions.publishedAt,
    })
    .from(formVersions)
    .leftJoin(users, eq(users.id, formVersions.createdBy))
    .where(and(eq(formVersions.tenantId, tenantId), eq(formVersions.formId, formId)))
    .orderBy(asc(formVersions.version));
