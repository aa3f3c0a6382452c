import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseParties, smsOutbox } from './business.table.ts';

/** The SMS outbox of cases. */

export const applicantsOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select()
    .from(caseParties)
    .where(and(eq(caseParties.tenantId, tenantId), eq(caseParties.caseId, caseId), eq(caseParties.role, 'APPLICANT')));

export const insertOutbox = (tx: Tx, rows: (typeof smsOutbox.$inferInsert)[]) => tx.insert(smsOutbox).values(rows);

/** The case's pending messages, now marked as being sent (so no other delivery takes them). */
export const claimPending = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .update(smsOutbox)
    .set({ status: 'SENDING' })
    .where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.caseId, caseId), eq(smsOutbox.status, 'PENDING')))
    .returning();

export const markSent = (tx: Tx, tenantId: number, ids: number[], sentAt: Date) =>
  tx
    .update(smsOutbox)
    .set({ status: 'SENT', sentAt, attempts: 1 })
    .where(and(eq(smsOutbox.tenantId, tenantId), inArray(smsOutbox.id, ids)));

export const markFailed = (tx: Tx, tenantId: number, id: number, error: string) =>
  tx
    .update(smsOutbox)
    .set({ status: 'FAILED', error, attempts: 1 })
    .where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.id, id)));

export const outboxOf = (tx: Tx, tenantId: number, caseId: number) =>
  tx
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.caseId, caseId)))
    .orderBy(asc(smsOutbox.id));
