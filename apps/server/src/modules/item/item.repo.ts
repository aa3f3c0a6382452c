import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { first, ownedRows } from '../../db/rows.ts';
import { forms } from '../form/form.table.ts';
import { businessConfigs, notarizationItems as items } from './item.table.ts';

export type ItemRecord = typeof items.$inferSelect;
const itemRows = ownedRows(items);

export const allItems = (tx: Tx, tenantId: number) => tx.select().from(items).where(eq(items.tenantId, tenantId)).orderBy(asc(items.sort), asc(items.id));
export const findItem = (tx: Tx, tenantId: number, id: number) => itemRows.find(tx, tenantId, id);
export const childrenOf = (tx: Tx, tenantId: number, id: number) =>
  tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.tenantId, tenantId), eq(items.parentId, id)));
export const { insert: insertItem, update: updateItem, remove: deleteItem } = itemRows;

export const findConfig = (tx: Tx, tenantId: number, itemId: number) =>
  first(
    tx
      .select({ config: businessConfigs, formName: forms.name, formPublishedVersion: forms.publishedVersion })
      .from(businessConfigs)
      .leftJoin(forms, eq(forms.id, businessConfigs.formId))
      .where(and(eq(businessConfigs.tenantId, tenantId), eq(businessConfigs.itemId, itemId))),
  );

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
