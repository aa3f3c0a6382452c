import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ownedRows } from '../../db/rows.ts';
import { dictEntries } from './dict.table.ts';

export type DictRecord = typeof dictEntries.$inferSelect;
const entryRows = ownedRows(dictEntries);
const order = [asc(dictEntries.sort), asc(dictEntries.id)];

export const allEntries = (tx: Tx, tenantId: number) =>
  tx
    .select()
    .from(dictEntries)
    .where(eq(dictEntries.tenantId, tenantId))
    .orderBy(...order);

export const childrenOf = (tx: Tx, tenantId: number, parentKey: string | null) =>
  tx
    .select({
      entry: dictEntries,
      hasChildren: sql<boolean>`exists (select 1 from dict_entries c where c.tenant_id = "dict_entries"."tenant_id" and c.parent_key = "dict_entries"."key")`,
    })
    .from(dictEntries)
    .where(and(eq(dictEntries.tenantId, tenantId), parentKey === null ? isNull(dictEntries.parentKey) : eq(dictEntries.parentKey, parentKey)))
    .orderBy(...order);

export const findByKey = (tx: Tx, tenantId: number, key: string) => entryRows.findBy(tx, tenantId, [eq(dictEntries.key, key)]);
export const findById = (tx: Tx, tenantId: number, id: number) => entryRows.find(tx, tenantId, id);
export const { insert: insertEntry, update: updateEntry, remove: deleteEntry } = entryRows;

export const renameParentKey = (tx: Tx, tenantId: number, from: string, to: string) =>
  tx
    .update(dictEntries)
    .set({ parentKey: to })
    .where(and(eq(dictEntries.tenantId, tenantId), eq(dictEntries.parentKey, from)));
