import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { dictEntries } from './dict.table.ts';

export type DictRecord = typeof dictEntries.$inferSelect;
const order = [asc(dictEntries.sort), asc(dictEntries.id)];

export const allEntries = (tx: Tx, tenantId: number) => tx.select().from(dictEntries).where(eq(dictEntries.tenantId, tenantId)).orderBy(...order);

export const childrenOf = (tx: Tx, tenantId: number, parentKey: string | null) =>
  tx
    .select({ entry: dictEntries, hasChildren: sql<boolean>`exists (select 1 from dict_entries c where c.tenant_id = "dict_entries"."tenant_id" and c.parent_key = "dict_entries"."key")` })
    .from(dictEntries)
    .where(and(eq(dictEntries.tenantId, tenantId), parentKey === null ? isNull(dictEntries.parentKey) : eq(dictEntries.parentKey, parentKey)))
    .orderBy(...order);

export const findByKey = async (tx: Tx, tenantId: number, key: string) =>
  (await tx.select().from(dictEntries).where(and(eq(dictEntries.tenantId, tenantId), eq(dictEntries.key, key))))[0];

export const findById = async (tx: Tx, tenantId: number, id: number) =>
  (await tx.select().from(dictEntries).where(and(eq(dictEntries.tenantId, tenantId), eq(dictEntries.id, id))))[0];

export async function insertEntry(tx: Tx, values: typeof dictEntries.$inferInsert) {
  const [row] = await tx.insert(dictEntries).values(values).returning();
  return row;
}

export async function updateEntry(tx: Tx, tenantId: number, id: number, values: Partial<typeof dictEntries.$inferInsert>) {
  const [row] = await tx.update(dictEntries).set(values).where(and(eq(dictEntries.tenantId, tenantId), eq(dictEntries.id, id))).returning();
  return row;
}

export const renameParentKey = (tx: Tx, tenantId: number, from: string, to: string) =>
  tx.update(dictEntries).set({ parentKey: to }).where(and(eq(dictEntries.tenantId, tenantId), eq(dictEntries.parentKey, from)));

export const deleteEntry = (tx: Tx, tenantId: number, id: number) => tx.delete(dictEntries).where(and(eq(dictEntries.tenantId, tenantId), eq(dictEntries.id, id)));
