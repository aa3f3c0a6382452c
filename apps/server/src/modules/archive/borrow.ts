import { and, desc, eq, sql } from 'drizzle-orm';
import { chinaDate, type ArchiveLoanRow, type BorrowBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import { openApprovalOf, registerApprovalKind, startApproval, type ApprovalRequestRow } from '../approval/approval.api.ts';
import type { Actor } from '../auth/auth.api.ts';
import { archiveBorrows, archiveVolumes } from './archive.table.ts';
import { lockVolume, recordMovement } from './movement.ts';

const BORROW_KIND = 'archiveBorrow';

const DAY_MS = 86_400_000;
/** Whole days a loan is past its due date on `today` (both China dates); 0 when not overdue. */
export const overdueDays = (dueOn: string, today: string) => Math.max(0, Math.round((Date.parse(today) - Date.parse(dueOn)) / DAY_MS));

/** 借阅申请: for a volume in store with no other open request; lent only when the flow approves. */
export const applyBorrow = (db: Database, actor: Actor, body: BorrowBody): Promise<{ approvalId: number }> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const v = await lockVolume(tx, actor.tenantId, body.id);
    if (v.status !== 'IN_STORE') throw new AppError('CONFLICT', '只有在库的档案可以借阅');
    if (body.dueOn < chinaDate(new Date())) throw invalid('归还日期不能早于今天');
    if (await openApprovalOf(tx, actor.tenantId, BORROW_KIND, v.id)) throw new AppError('CONFLICT', '该档案已有借阅申请在审批中');
    const [b] = await tx
      .insert(archiveBorrows)
      .values({
        tenantId: actor.tenantId,
        volumeId: v.id,
        borrowerId: actor.userId,
        borrowerName: actor.name,
        purpose: body.purpose,
        dueOn: body.dueOn,
        status: 'PENDING',
        createdBy: actor.userId,
      })
      .returning();
    // The approval's subject is the volume, so one volume has at most one borrowing in approval.
    const approval = await startApproval(tx, actor, { kind: BORROW_KIND, subjectId: v.id, summary: `借阅档案 ${v.archiveNo}，${body.dueOn} 前归还` });
    await tx.update(archiveBorrows).set({ approvalId: approval.id }).where(eq(archiveBorrows.id, b.id));
    return { approvalId: approval.id };
  });

const pendingOf = async (tx: Tx, r: ApprovalRequestRow) =>
  (
    await tx
      .select()
      .from(archiveBorrows)
      .where(and(eq(archiveBorrows.tenantId, r.tenantId), eq(archiveBorrows.approvalId, r.id), eq(archiveBorrows.status, 'PENDING')))
      .for('update')
  )[0];

registerApprovalKind({
  kind: BORROW_KIND,
  title: '档案借阅',
  flowCode: 'archiveBorrow',
  async onApproved(tx, request, actor) {
    const b = await pendingOf(tx, request);
    if (!b) return;
    const v = await lockVolume(tx, request.tenantId, b.volumeId);
    if (v.status !== 'IN_STORE') {
      await tx.update(archiveBorrows).set({ status: 'CANCELLED', updatedAt: new Date() }).where(eq(archiveBorrows.id, b.id));
      return;
    }
    await tx.update(archiveBorrows).set({ status: 'LENT', lentAt: new Date(), updatedAt: new Date() }).where(eq(archiveBorrows.id, b.id));
    await tx.update(archiveVolumes).set({ status: 'BORROWED', updatedAt: new Date() }).where(eq(archiveVolumes.id, v.id));
    await recordMovement(tx, request.tenantId, actor.userId, {
      volumeId: v.id,
      kind: 'BORROW',
      fromLocationId: v.locationId,
      reason: `${b.borrowerName}借阅：${b.purpose}（${b.dueOn} 前归还）`,
      approvalId: request.id,
      borrowId: b.id,
    });
  },
  async onClosed(tx, request) {
    const b = await pendingOf(tx, request);
    if (b) await tx.update(archiveBorrows).set({ status: 'REJECTED', updatedAt: new Date() }).where(eq(archiveBorrows.id, b.id));
  },
  async describe(tx, request) {
    const [b] = await tx
      .select()
      .from(archiveBorrows)
      .where(and(eq(archiveBorrows.tenantId, request.tenantId), eq(archiveBorrows.approvalId, request.id)));
    return b
      ? [
          { label: '借阅人', value: b.borrowerName },
          { label: '借阅事由', value: b.purpose },
          { label: '归还日期', value: b.dueOn },
        ]
      : [];
  },
});

/** 归还: the volume goes back to its shelf. */
export const returnVolume = (db: Database, actor: Actor, id: number): Promise<void> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const v = await lockVolume(tx, actor.tenantId, id);
    const [b] = await tx
      .select()
      .from(archiveBorrows)
      .where(and(eq(archiveBorrows.tenantId, actor.tenantId), eq(archiveBorrows.volumeId, v.id), eq(archiveBorrows.status, 'LENT')))
      .for('update');
    if (v.status !== 'BORROWED' || !b) throw new AppError('CONFLICT', '该档案未借出');
    await tx.update(archiveBorrows).set({ status: 'RETURNED', returnedAt: new Date(), updatedAt: new Date() }).where(eq(archiveBorrows.id, b.id));
    await tx.update(archiveVolumes).set({ status: 'IN_STORE', updatedAt: new Date() }).where(eq(archiveVolumes.id, v.id));
    const late = overdueDays(b.dueOn, chinaDate(new Date()));
    await recordMovement(tx, actor.tenantId, actor.userId, {
      volumeId: v.id,
      kind: 'RETURN',
      toLocationId: v.locationId,
      reason: `${b.borrowerName}归还${late ? `（逾期 ${late} 天）` : ''}`,
      borrowId: b.id,
    });
  });

/** 借阅记录, newest first; `overdue` lists only loans still out past their due date. */
export const listLoans = (db: Database, actor: Actor, overdue = false): Promise<ArchiveLoanRow[]> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const today = chinaDate(new Date());
    const rows = await tx
      .select({ b: archiveBorrows, archiveNo: archiveVolumes.archiveNo })
      .from(archiveBorrows)
      .innerJoin(archiveVolumes, eq(archiveVolumes.id, archiveBorrows.volumeId))
      .where(
        and(eq(archiveBorrows.tenantId, actor.tenantId), overdue ? and(eq(archiveBorrows.status, 'LENT'), sql`${archiveBorrows.dueOn} < ${today}`) : undefined),
      )
      .orderBy(desc(archiveBorrows.id))
      .limit(500);
    return rows.map(({ b, archiveNo }) => ({
      id: b.id,
      volumeId: b.volumeId,
      archiveNo,
      borrowerName: b.borrowerName,
      purpose: b.purpose,
      dueOn: b.dueOn,
      status: b.status,
      overdueDays: b.status === 'LENT' ? overdueDays(b.dueOn, today) : 0,
      lentAt: b.lentAt?.toISOString() ?? null,
      returnedAt: b.returnedAt?.toISOString() ?? null,
    }));
  });
