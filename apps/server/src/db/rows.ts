import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { offsetOf } from '../lib/sql-helpers.ts';
import type { Tx } from './client.ts';

/** A table whose first columns are `tenantRow()`'s: the row's id and the organisation that owns it. */
type OwnedTable = PgTable & { id: PgColumn; tenantId: PgColumn; $inferSelect: object; $inferInsert: object };

/** The first row a query returns, or undefined. */
export const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/** How many rows of `table` match `where`. */
export const countRows = async (tx: Tx, table: PgTable, where: SQL | undefined): Promise<number> =>
  (await tx.select({ n: count() }).from(table).where(where))[0].n;

/**
 * A page of a list query (`.$dynamic()`, already filtered by `where` and ordered) with the number of rows of `table`
 * that match `where`: the page is read first, then the count.
 */
export async function paged<Q extends PgSelect>(tx: Tx, table: PgTable, where: SQL | undefined, q: { current: number; size: number }, list: Q) {
  const rows: Awaited<Q> = await list.limit(q.size).offset(offsetOf(q));
  return { list: rows, total: await countRows(tx, table, where) };
}

/**
 * The per-row statements of a table an organisation owns. Every statement carries the tenant condition itself:
 * row-level security is the second lock, not the only one. `update` also sets `updatedAt` where the table has it
 * and, like `insert`, gives back the row it wrote.
 */
export function ownedRows<T extends OwnedTable>(table: T) {
  type Row = T['$inferSelect'];
  type New = T['$inferInsert'];
  const owned = (tenantId: number, ...conds: (SQL | undefined)[]) => and(eq(table.tenantId, tenantId), ...conds);
  const touches = 'updatedAt' in table;

  /** The organisation's first row matching `conds`, locked FOR UPDATE when `lock`. */
  async function findBy(tx: Tx, tenantId: number, conds: (SQL | undefined)[], lock = false): Promise<Row | undefined> {
    const q = tx
      .select()
      .from(table as PgTable)
      .where(owned(tenantId, ...conds));
    return ((await (lock ? q.for('update') : q)) as Row[])[0];
  }

  return {
    findBy,
    find: (tx: Tx, tenantId: number, id: number, lock = false) => findBy(tx, tenantId, [eq(table.id, id)], lock),
    /** The organisation has a row with this id. */
    owns: async (tx: Tx, tenantId: number, id: number): Promise<boolean> =>
      (
        await tx
          .select({ id: table.id })
          .from(table as PgTable)
          .where(owned(tenantId, eq(table.id, id)))
      ).length > 0,
    /** How many of the organisation's rows match `conds`. */
    count: (tx: Tx, tenantId: number, ...conds: SQL[]) => countRows(tx, table, owned(tenantId, ...conds)),
    insert: async (tx: Tx, values: New): Promise<Row> =>
      (
        (await tx
          .insert(table)
          .values(values as never)
          .returning()) as Row[]
      )[0],
    update: async (tx: Tx, tenantId: number, id: number, values: Partial<New>): Promise<Row> =>
      (
        (await tx
          .update(table)
          .set((touches ? { ...values, updatedAt: new Date() } : values) as never)
          .where(owned(tenantId, eq(table.id, id)))
          .returning()) as Row[]
      )[0],
    remove: async (tx: Tx, tenantId: number, id: number): Promise<void> => {
      await tx.delete(table).where(owned(tenantId, eq(table.id, id)));
    },
  };
}
