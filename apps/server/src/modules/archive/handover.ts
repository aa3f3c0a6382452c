import { chinaDate, hasPermission, isWorkingDay, type ArchiveHandoverRow } from '@notaria/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { asSystem, inTenant } from '../../db/scope.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import { cases } from '../business/business.table.ts';
import { notify } from '../notice/notice.api.ts';
import { roles } from '../role/role.table.ts';
import { userRoles, users } from '../user/user.table.ts';
import { archiveHandoverFlags } from './archive.table.ts';

// 移交期限: a closed case (WAIT_ARCHIVES: delivered, or a suspended case closed) goes to the archive within three
// months. The period is month arithmetic (the same day three months later, the month's last day when it has none);
// when that day is not a working day of the office calendar (weekends, holidays, make-up days) the deadline is the
// next working day, as for any period ending on a rest day. The case is overdue from the day after the deadline.

const HANDOVER_MONTHS = 3;
const ARCHIVIST_PERMISSION = 'archives:index';

const addMonths = (day: string, months: number) => {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
};
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The last day of hand-over for a case closed on `closedDay` (office calendar dates). */
export function handoverDeadline(closedDay: string): string {
  let due = addMonths(closedDay, HANDOVER_MONTHS);
  while (!isWorkingDay(due)) due = nextDay(due);
  return due;
}

/** Cases waiting for hand-over past their deadline, oldest first. */
export async function overdueHandovers(tx: Tx, tenantId: number, now = new Date()): Promise<(ArchiveHandoverRow & { handlerId: number })[]> {
  const today = chinaDate(now);
  const rows = await tx
    .select({ c: cases, handlerName: sql<string>`coalesce(${users.name}, '')` })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.handlerId))
    .where(and(eq(cases.tenantId, tenantId), eq(cases.status, 'WAIT_ARCHIVES')))
    .orderBy(asc(cases.id));
  return rows.flatMap(({ c, handlerName }) => {
    const closedAt = c.deliveredAt ?? c.suspendedAt ?? c.updatedAt;
    const due = handoverDeadline(chinaDate(closedAt));
    if (today <= due) return [];
    return [
      { caseId: c.id, businessNumber: c.businessNumber, handlerId: c.handlerId, handlerName, closedAt: closedAt.toISOString(), dueAt: `${due}T15:59:59.999Z` },
    ];
  });
}

export const handoverOverdueList = (db: Database, actor: Actor, now = new Date()) =>
  inTenant(db, actor.tenantId, async (tx) => (await overdueHandovers(tx, actor.tenantId, now)).map(({ handlerId: _, ...r }) => r));

async function archivists(tx: Tx, tenantId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: users.id, permissions: roles.permissions })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.tenantId, tenantId), eq(users.activated, true)));
  return [...new Set(rows.filter((r) => hasPermission(r.permissions, ARCHIVIST_PERMISSION)).map((r) => r.userId))];
}

/** Flags each newly overdue case once and tells the archivists and the handler. Returns how many were flagged. */
export async function flagOverdueHandovers(db: Database, hub: RealtimeHub, now = new Date()): Promise<number> {
  const offices = await asSystem(db, (tx) => tx.selectDistinct({ tenantId: cases.tenantId }).from(cases).where(eq(cases.status, 'WAIT_ARCHIVES')));
  let flagged = 0;
  for (const { tenantId } of offices)
    flagged += await inTenant(db, tenantId, async (tx) => {
      let n = 0;
      for (const r of await overdueHandovers(tx, tenantId, now)) {
        const [flag] = await tx
          .insert(archiveHandoverFlags)
          .values({ tenantId, caseId: r.caseId, closedAt: new Date(r.closedAt), dueAt: new Date(r.dueAt) })
          .onConflictDoNothing()
          .returning();
        if (!flag) continue;
        n++;
        await notify(tx, hub, tenantId, {
          to: { userIds: [...new Set([...(await archivists(tx, tenantId)), r.handlerId])] },
          notifyType: 'STATUS_WAIT_ARCHIVES',
          title: `业务 ${r.businessNumber} 结案已满三个月，仍未归档`,
          content: `移交期限 ${r.dueAt.slice(0, 10)} 已过，请尽快归档。`,
          link: `/business/archives?id=${r.caseId}`,
        });
      }
      return n;
    });
  return flagged;
}
