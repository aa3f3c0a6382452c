import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseEvents, caseFees, caseItems, caseMaterials, caseParties, casePauses, caseTransfers, cases } from './business.table.ts';

/** One case and its parts. Lists, reports and the people around a case: business-query.repo.ts. */
export type CaseRecord = typeof cases.$inferSelect;
export type CaseItemRecord = typeof caseItems.$inferSelect;
export type CasePartyRecord = typeof caseParties.$inferSelect;
export type PauseRecord = typeof casePauses.$inferSelect;
export type TransferRecord = typeof caseTransfers.$inferSelect;
type New<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'tenantId' | 'caseId'>;

export const findCase = async (tx: Tx, tenantId: number, id: number, lock = false) => {
  const q = tx.select().from(cases).where(and(eq(cases.tenantId, tenantId), eq(cases.id, id)));
  return (await (lock ? q.for('update') : q))[0];
};

export const insertCase = async (tx: Tx, values: typeof cases.$inferInsert) => (await tx.insert(cases).values(values).returning())[0];
export const updateCase = async (tx: Tx, tenantId: number, id: number, values: Partial<typeof cases.$inferInsert>) =>
  (await tx.update(cases).set({ ...values, updatedAt: new Date() }).where(and(eq(cases.tenantId, tenantId), eq(cases.id, id))).returning())[0];

export const itemsOf = (tx: Tx, tenantId: number, caseIds: number[]) =>
  caseIds.length
    ? tx.select().from(caseItems).where(and(eq(caseItems.tenantId, tenantId), inArray(caseItems.caseId, caseIds))).orderBy(asc(caseItems.id))
    : Promise.resolve([]);
export const insertItems = (tx: Tx, tenantId: number, caseId: number, rows: New<typeof caseItems>[]) =>
  tx.insert(caseItems).values(rows.map((r) => ({ ...r, tenantId, caseId })));
export const setCertificate = (tx: Tx, tenantId: number, id: number, certificateNumber: string, ledgerId: number) =>
  tx.update(caseItems).set({ certificateNumber, ledgerId }).where(and(eq(caseItems.tenantId, tenantId), eq(caseItems.id, id)));
export const casesOfItem = async (tx: Tx, tenantId: number, itemId: number) =>
  (await tx.select({ n: count() }).from(caseItems).where(and(eq(caseItems.tenantId, tenantId), eq(caseItems.itemId, itemId))))[0].n;

export const partiesOf = (tx: Tx, tenantId: number, caseIds: number[]) =>
  caseIds.length
    ? tx
        .select()
        .from(caseParties)
        .where(and(eq(caseParties.tenantId, tenantId), inArray(caseParties.caseId, caseIds)))
        .orderBy(asc(caseParties.id))
    : Promise.resolve([]);
export const insertParties = (tx: Tx, tenantId: number, caseId: number, rows: New<typeof caseParties>[]) =>
  tx.insert(caseParties).values(rows.map((r) => ({ ...r, tenantId, caseId })));
/** Replaces every party of a case. */
export async function replaceParties(tx: Tx, tenantId: number, caseId: number, rows: New<typeof caseParties>[]) {
  await tx.delete(caseParties).where(and(eq(caseParties.tenantId, tenantId), eq(caseParties.caseId, caseId)));
  await insertParties(tx, tenantId, caseId, rows);
}

export const materialsOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select()
    .from(caseMaterials)
    .where(and(eq(caseMaterials.tenantId, tenantId), eq(caseMaterials.caseId, caseId)))
    .orderBy(asc(caseMaterials.id));
export const insertMaterials = (tx: Tx, tenantId: number, caseId: number, rows: New<typeof caseMaterials>[]) =>
  tx.insert(caseMaterials).values(rows.map((r) => ({ ...r, tenantId, caseId })));
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
    .where(and(
      eq(caseMaterials.tenantId, tenantId), eq(caseMaterials.caseId, caseId), eq(caseMaterials.status, 'MISSING'),
      inArray(caseMaterials.name, names),
    ));

export const feesOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx.select().from(caseFees).where(and(eq(caseFees.tenantId, tenantId), eq(caseFees.caseId, caseId))).orderBy(asc(caseFees.id));
export const insertFees = (tx: Tx, tenantId: number, caseId: number, rows: New<typeof caseFees>[]) =>
  tx.insert(caseFees).values(rows.map((r) => ({ ...r, tenantId, caseId })));

export const eventsOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx.select().from(caseEvents).where(and(eq(caseEvents.tenantId, tenantId), eq(caseEvents.caseId, caseId))).orderBy(asc(caseEvents.id));
export const insertEvent = (tx: Tx, values: typeof caseEvents.$inferInsert) => tx.insert(caseEvents).values(values);

export const pausesOf = (tx: Tx, tenantId: number, caseIds: number[]) =>
  caseIds.length
    ? tx
        .select()
        .from(casePauses)
        .where(and(eq(casePauses.tenantId, tenantId), inArray(casePauses.caseId, caseIds)))
        .orderBy(asc(casePauses.id))
    : Promise.resolve([]);
export const insertPause = (tx: Tx, values: typeof casePauses.$inferInsert) => tx.insert(casePauses).values(values);
export const closePause = async (tx: Tx, tenantId: number, caseId: number, receivedBy: number) =>
  (
    await tx
      .update(casePauses)
      .set({ receivedBy, receivedAt: new Date() })
      .where(and(eq(casePauses.tenantId, tenantId), eq(casePauses.caseId, caseId), isNull(casePauses.receivedAt)))
      .returning()
  )[0];

export const transfersOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select()
    .from(caseTransfers)
    .where(and(eq(caseTransfers.tenantId, tenantId), eq(caseTransfers.caseId, caseId)))
    .orderBy(asc(caseTransfers.id));
export const pendingTransfersOf = (tx: Tx, tenantId: number, caseIds: number[]) =>
  caseIds.length
    ? tx
        .select()
        .from(caseTransfers)
        .where(and(eq(caseTransfers.tenantId, tenantId), inArray(caseTransfers.caseId, caseIds), eq(caseTransfers.status, 'PENDING')))
    : Promise.resolve([]);
export const insertTransfer = (tx: Tx, values: typeof caseTransfers.$inferInsert) => tx.insert(caseTransfers).values(values);
export const decideTransfer = async (tx: Tx, tenantId: number, id: number, values: Partial<typeof caseTransfers.$inferInsert>) =>
  (await tx.update(caseTransfers).set(values).where(and(eq(caseTransfers.tenantId, tenantId), eq(caseTransfers.id, id))).returning())[0];
