import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chinaDate } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { asSystem, inTenant } from '../../db/scope.ts';
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

const HOUR_MS = 3_600_000;

/** Announces overdue loans hourly while the app runs (with the evidence worker's switch: one worker per office). */
export function startArchiveRoomUpkeep(app: FastifyInstance): void {
  if (!app.config.evidenceWorker) return;
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    noticeOverdueLoans(app.db, new Date(), app.realtime)
      .catch((err: unknown) => app.log.error({ err }, '档案借阅逾期提醒出错'))
      .finally(() => {
        timer = setTimeout(run, HOUR_MS);
      });
  app.addHook('onReady', async () => {
    timer = setTimeout(run, 5_000);
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
