import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FormPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { ownedRows, paged } from '../../db/rows.ts';
import { contains } from '../../lib/sql-helpers.ts';
import { users } from '../user/user.table.ts';
import { formVersions, forms } from './form.table.ts';

export type FormRecord = typeof forms.$inferSelect;
const formRows = ownedRows(forms);
const versionRows = ownedRows(formVersions);

export function pageForms(tx: Tx, tenantId: number, q: FormPageQuery) {
  const where = and(eq(forms.tenantId, tenantId), contains(forms.name, q.name), q.status ? eq(forms.status, q.status) : undefined);
  return paged(tx, forms, where, q, tx.select().from(forms).where(where).orderBy(desc(forms.id)).$dynamic());
}

export const { find: findForm, insert: insertForm, update: updateForm, remove: deleteForm } = formRows;

export const insertVersion = versionRows.insert;

export const findVersion = (tx: Tx, tenantId: number, formId: number, version: number) =>
  versionRows.findBy(tx, tenantId, [eq(formVersions.formId, formId), eq(formVersions.version, version)]);

export const markPublished = (tx: Tx, tenantId: number, id: number, by: number) =>
  tx
    .update(formVersions)
    .set({ published: true, publishedAt: new Date(), publishedBy: by })
    .where(and(eq(formVersions.tenantId, tenantId), eq(formVersions.id, id)));

export const versionsOf = (tx: Tx, tenantId: number, formId: number) =>
  tx
    .select({
      version: formVersions.version,
      published: formVersions.published,
      createdBy: formVersions.createdBy,
      createdByName: sql<string>`coalesce(${users.name}, '')`,
      createdAt: formVersions.createdAt,
      publishedAt: formVersions.publishedAt,
    })
    .from(formVersions)
    .leftJoin(users, eq(users.id, formVersions.createdBy))
    .where(and(eq(formVersions.tenantId, tenantId), eq(formVersions.formId, formId)))
    .orderBy(asc(formVersions.version));
