import { and, eq, isNull, lt } from 'drizzle-orm';
import { chinaDate } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { asSystem, inTenant } from '../../db/scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { notify } from '../notice/notice.api.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { archiveBorrows, archiveVolumes } from './archive.table.ts';
import { overdueDays } from './borrow.ts';

const storeOnly = { deliver: async () => undefined } as unknown as RealtimeHub;

/**
 * Loans still out past their due date are announced once, to the borrower and to the archivist who received the
 * volume. Returns how many loans were announced.
 */
export async function noticeOverdueLoans(db: Database, now: Date, hub: RealtimeHub = storeOnly): Promise<number> {
  const today = chinaDate(now);
  const due = await asSystem(db, (tx) =>
    tx
      .select({ id: archiveBorrows.id, tenantId: archiveBorrows.tenantId })
      .from(archiveBorrows)
      .where(and(eq(archiveBorrows.status, 'LENT'), lt(archiveBorrows.dueOn, today), isNull(archiveBorrows.overdueNotifiedAt))),
  );
  for (const { id, tenantId } of due)
    await inTenant(db, tenantId, async (tx) => {
      const [row] = await tx
        .select({ b: archiveBorrows, archiveNo: archiveVolumes.archiveNo, receivedBy: archiveVolumes.receivedBy })
        .from(archiveBorrows)
        .innerJoin(archiveVolumes, eq(archiveVolumes.id, archiveBorrows.volumeId))
        .where(and(eq(archiveBorrows.id, id), isNull(archiveBorrows.overdueNotifiedAt)))
        .for('update', { of: archiveBorrows });
      if (!row) return;
      await notify(tx, hub, tenantId, {
        to: { userIds: [...new Set([row.b.borrowerId, row.receivedBy])] },
        notifyType: 'ARCHIVE_BORROW_OVERDUE',
        title: `档案 ${row.archiveNo} 借阅逾期 ${overdueDays(row.b.dueOn, today)} 天`,
        content: `${row.b.borrowerName}借阅的档案 ${row.archiveNo} 应于 ${row.b.dueOn} 归还，请尽快归还。`,
        link: '/archives/index',
      });
      await tx.update(archiveBorrows).set({ overdueNotifiedAt: now }).where(eq(archiveBorrows.id, id));
    });
  return due.length;
}

/** 催还: the archivist reminds the borrower of one loan still out past its due date. */
export const remindBorrower = (db: Database, hub: RealtimeHub, actor: Actor, id: number): Promise<null> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const [row] = await tx
      .select({ b: archiveBorrows, archiveNo: archiveVolumes.archiveNo })
      .from(archiveBorrows)
      .innerJoin(archiveVolumes, eq(archiveVolumes.id, archiveBorrows.volumeId))
      .where(and(eq(archiveBorrows.tenantId, actor.tenantId), eq(archiveBorrows.id, id)));
    if (!row) throw notFound('借阅记录');
    const today = chinaDate(new Date());
    if (row.b.status !== 'LENT') throw new AppError('CONFLICT', '该借阅不在借出中，无需催还');
    const late = overdueDays(row.b.dueOn, today);
    if (!late) throw new AppError('CONFLICT', `该借阅应于 ${row.b.dueOn} 归还，尚未逾期`);
    await notify(tx, hub, actor.tenantId, {
      to: { userIds: [row.b.borrowerId] },
      notifyType: 'ARCHIVE_BORROW_OVERDUE',
      title: `请归还档案 ${row.archiveNo}（已逾期 ${late} 天）`,
      content: `您借阅的档案 ${row.archiveNo} 应于 ${row.b.dueOn} 归还，已逾期 ${late} 天，请尽快归还档案室。`,
      link: '/archives/index',
    });
    await audit(tx, actor, {
      module: '档案管理',
      action: 'remind',
      targetId: row.b.id,
      message: `催还档案 ${row.archiveNo}（借阅人 ${row.b.borrowerName}，逾期 ${late} 天）`,
    });
    return null;
  });
