import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { forms } from '../form/form.table.ts';
import { businessConfigs, notarizationItems as items } from './item.table.ts';

export type ItemRecord = typeof items.$inferSelect;

export const allItems = (tx: Tx, tenantId: number) => tx.select().from(items).where(eq(items.tenantId, tenantId)).orderBy(asc(items.sort), asc(items.id));
export const findItem = async (tx: Tx, tenantId: number, id: number) => (await tx.select().from(items).where(and(eq(items.tenantId, tenantId), eq(items.id, id))))[0];
export const childrenOf = (tx: Tx, tenantId: number, id: number) => tx.select({ id: items.id }).from(items).where(and(eq(items.tenantId, tenantId), eq(items.parentId, id)));
export const insertItem = async (tx: Tx, values: typeof items.$inferInsert) => (await tx.insert(items).values(values).returning())[0];
export const updateItem = async (tx: Tx, tenantId: number, id: number, values: Partial<typeof items.$inferInsert>) =>
  (await tx.update(items).set({ ...values, updatedAt: new Date() }).where(and(eq(items.tenantId, tenantId), eq(items.id, id))).returning())[0];
export const deleteItem = (tx: Tx, tenantId: number, id: number) => tx.delete(items).where(and(eq(items.tenantId, tenantId), eq(items.id, id)));

export const findConfig = async (tx: Tx, tenantId: number, itemId: number) =>
  (
    await tx
      .select({ config: businessConfigs, formName: forms.name, formPublishedVersion: forms.publishedVersion })
      .from(businessConfigs)
      .leftJoin(forms, eq(forms.id, businessConfigs.formId))
      .where(and(eq(businessConfigs.tenantId, tenantId), eq(businessConfigs.itemId, itemId)))
  )[0];

export const upsertConfig = (tx: Tx, tenantId: number, itemId: number, formId: number | null, by: number) =>
  tx
    .insert(businessConfigs)
    .values({ tenantId, itemId, formId, updatedBy: by })
    .onConflictDoUpdate({ target: businessConfigs.itemId, set: { formId, updatedBy: by, updatedAt: new Date() } });

export const itemsUsingForm = (tx: Tx, tenantId: number, formId: number) =>
  tx
    .select({ name: items.name })
    .from(businessConfigs)
    .innerJoin(items, eq(items.id, businessConfigs.itemId))
    .where(and(eq(businessConfigs.tenantId, tenantId), eq(businessConfigs.formId, formId)));
