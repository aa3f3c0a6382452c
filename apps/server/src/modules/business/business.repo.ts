import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { ownedRows } from '../../db/rows.ts';
import { caseEvents, caseFees, caseItems, caseMaterials, caseParties, casePauses, caseTransfers, cases } from './business.table.ts';

/** One case and its parts. Lists, reports and the people around a case: business-query.repo.ts. */
export type CaseRecord = typeof cases.$inferSelect;
export type CaseItemRecord = typeof caseItems.$inferSelect;
export type CasePartyRecord = typeof caseParties.$inferSelect;
export type PauseRecord = typeof casePauses.$inferSelect;
export type TransferRecord = typeof caseTransfers.$inferSelect;
type New<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'tenantId' | 'caseId'>;
type CasePart = PgTable & { id: PgColumn; tenantId: PgColumn; caseId: PgColumn; $inferSelect: object; $inferInsert: object };

/** A table of a case's parts: its rows of some cases or of one case in id order, and new rows for a case. */
function caseParts<T extends CasePart>(table: T) {
  type Row = T['$inferSelect'];
  const rowsWhere = (tx: Tx, tenantId: number, cond: ReturnType<typeof eq>) =>
    tx
      .select()
      .from(table as PgTable)
      .where(and(eq(table.tenantId, tenantId), cond))
      .orderBy(asc(table.id)) as Promise<Row[]>;
  return {
    ofCases: (tx: Tx, tenantId: number, caseIds: number[]): Promise<Row[]> =>
      caseIds.length ? rowsWhere(tx, tenantId, inArray(table.caseId, caseIds)) : Promise.resolve([]),
    ofCase: (tx: Tx, tenantId: number, caseId: number) => rowsWhere(tx, tenantId, eq(table.caseId, caseId)),
    insertFor: (tx: Tx, tenantId: number, caseId: number, rows: New<T>[]) => tx.insert(table).values(rows.map((r) => ({ ...r, tenantId, caseId })) as never),
  };
}

export const { find: findCase, insert: insertCase, update: updateCase } = ownedRows(cases);

export const { ofCases: itemsOf, insertFor: insertItems } = caseParts(caseItems);
export const setCertificate = (tx: Tx, tenantId: number, id: number, certificateNumber: string, ledgerId: number) =>
  tx
    .update(caseItems)
    .set({ certificateNumber, ledgerId })
    .where(and(eq(caseItems.tenantId, tenantId), eq(caseItems.id, id)));
export const casesOfItem = (tx: Tx, tenantId: number, itemId: number) => ownedRows(caseItems).count(tx, tenantId, eq(caseItems.itemId, itemId));

export const { ofCases: partiesOf, insertFor: insertParties } = caseParts(caseParties);
/** Replaces every party of a case. */
export async function replaceParties(tx: Tx, tenantId: number, caseId: number, rows: New<typeof caseParties>[]) {
  await tx.delete(caseParties).where(and(eq(caseParties.tenantId, tenantId), eq(caseParties.caseId, caseId)));
  await insertParties(tx, tenantId, caseId, rows);
}

export const { ofCase: materialsOf, insertFor: insertMaterials } = caseParts(caseMaterials);
/** Some case keeps the file at `fileUrl` as a material. */
export const isMaterialFile = async (tx: Tx, tenantId: number, fileUrl: string) =>
  (
    await tx
      .select({ id: caseMaterials.id })
      .from(caseMaterials)
      .where(and(eq(caseMaterials.tenantId, tenantId), eq(caseMaterials.fileUrl, fileUrl)))
      .limit(1)
  ).length > 0;
/** The materials of a case named `names` that were 待补充 become 已收取. */
export const markMaterialsReceived = (tx: Tx, tenantId: number, caseId: number, names: string[]) =>
  tx
    .update(caseMaterials)
    .set({ status: 'RECEIVED' })
    .where(
      and(eq(caseMaterials.tenantId, tenantId), eq(caseMaterials.caseId, caseId), eq(caseMaterials.status, 'MISSING'), inArray(caseMaterials.name, names)),
    );

export const { ofCase: feesOf, insertFor: insertFees } = caseParts(caseFees);

export const eventsOf = caseParts(caseEvents).ofCase;
export const insertEvent = (tx: Tx, values: typeof caseEvents.$inferInsert) => tx.insert(caseEvents).values(values);

export const pausesOf = caseParts(casePauses).ofCases;
export const insertPause = (tx: Tx, values: typeof casePauses.$inferInsert) => tx.insert(casePauses).values(values);
export const closePause = async (tx: Tx, tenantId: number, caseId: number, receivedBy: number) =>
  (
    await tx
      .update(casePauses)
      .set({ receivedBy, receivedAt: new Date() })
      .where(and(eq(casePauses.tenantId, tenantId), eq(casePauses.caseId, caseId), isNull(casePauses.receivedAt)))
      .returning()
  )[0];

export const transfersOf = caseParts(caseTransfers).ofCase;
export const pendingTransfersOf = (tx: Tx, tenantId: number, caseIds: number[]) =>
  caseIds.length
    ? tx
        .select()
        .from(caseTransfers)
        .where(and(eq(caseTransfers.tenantId, tenantId), inArray(caseTransfers.caseId, caseIds), eq(caseTransfers.status, 'PENDING')))
    : Promise.resolve([]);
export const insertTransfer = (tx: Tx, values: typeof caseTransfers.$inferInsert) => tx.insert(caseTransfers).values(values);
export const decideTransfer = ownedRows(caseTransfers).update;
