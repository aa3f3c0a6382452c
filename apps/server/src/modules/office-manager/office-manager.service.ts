import {
  chinaDate,
  OPEN_CASE_STATUSES,
  type LeaveCalendarEntry,
  type ManagerOverview,
  type NotaryWorkload,
  type OpenCaseStatus,
  type ReassignBody,
  type ReassignResult,
} from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { kindTitle } from '../approval/approval.api.ts';
import type { Actor } from '../auth/auth.api.ts';
import { clockOf, pausesOf, reassignOpenCases } from '../business/business.api.ts';
import { leavesBetween, staffWith } from '../leave/leave.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './office-manager.repo.ts';

const NOTARY = 'business:accept:submitReview';
/** The 15-working-day clock runs in these statuses (as on the 工作台). */
const CLOCK_RUNNING = ['ACCEPTED', 'APPROVE_REJECT', 'WAIT_APPROVE', 'SPECIAL_PENDING'];
const PENDING_LIMIT = 50;

/** The Sunday ending the week of `day` (weeks run Monday to Sunday). */
export function weekEndOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const weekday = new Date(at).getUTCDay();
  return new Date(at + ((7 - weekday) % 7) * 86_400_000).toISOString().slice(0, 10);
}

const onLeaveOn = (entries: LeaveCalendarEntry[], userId: number, day: string) =>
  entries.some((e) => e.applicantId === userId && e.startDate <= day && e.endDate >= day);

const noCounts = (): Record<OpenCaseStatus, number> => ({ NEW: 0, ACCEPTED: 0, WAIT_APPROVE: 0, APPROVE_REJECT: 0, APPROVE_PASS: 0, CERTIFIED: 0 });

/** 业务管理: each notary's open cases by status and overdue clocks, approvals waiting, who is off this week. */
export const managerOverview = (db: Database, actor: Actor, now = new Date()): Promise<ManagerOverview> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const t = actor.tenantId;
    const today = chinaDate(now);
    const weekEnd = weekEndOf(today);
    const open = await repo.casesIn(tx, t, [...new Set([...OPEN_CASE_STATUSES, ...CLOCK_RUNNING])]);
    const pauses = await pausesOf(
      tx,
      t,
      open.filter((c) => CLOCK_RUNNING.includes(c.status)).map((c) => c.id),
    );
    const staff = await staffWith(tx, t, NOTARY);
    const known = new Set(staff.map((s) => s.id));
    const others = await repo.usersByIds(tx, t, [...new Set(open.map((c) => c.handlerId).filter((id) => !known.has(id)))]);
    const onLeave = await leavesBetween(tx, t, today, weekEnd);
    const rows = new Map<number, NotaryWorkload>();
    for (const u of [...staff, ...others])
      rows.set(u.id, {
        userId: u.id,
        name: u.name,
        deptName: u.deptName,
        byStatus: noCounts(),
        open: 0,
        overdue: 0,
        onLeaveToday: onLeaveOn(onLeave, u.id, today),
      });
    for (const c of open) {
      const row = rows.get(c.handlerId);
      if (!row) continue;
      if ((OPEN_CASE_STATUSES as readonly string[]).includes(c.status)) {
        row.byStatus[c.status as OpenCaseStatus]++;
        row.open++;
      }
      if (CLOCK_RUNNING.includes(c.status) && c.acceptedAt) {
        const clock = clockOf(c, pauses, now);
        if (clock.daysLeft !== null && clock.daysLeft < 0) row.overdue++;
      }
    }
    const pending = await repo.pendingApprovals(tx, t, PENDING_LIMIT);
    const approverIds = [...new Set(pending.list.flatMap((p) => p.r.currentApproverIds))];
    const names = new Map((await repo.usersByIds(tx, t, approverIds)).map((u) => [u.id, u.name]));
    return {
      today,
      weekEnd,
      notaries: [...rows.values()].sort((a, b) => b.open - a.open || a.userId - b.userId),
      pendingApprovals: pending.list.map(({ r, applicantName }) => ({
        id: r.id,
        kindTitle: kindTitle(r.kind),
        summary: r.summary,
        applicantName,
        stepName: r.steps[r.currentStep]?.name ?? '',
        approverNames: r.currentApproverIds.map((id) => names.get(id) ?? ''),
        createdAt: r.createdAt.toISOString(),
      })),
      pendingApprovalTotal: pending.total,
      onLeave,
    };
  });

/** 转办 from the console: every open case of one notary to another, decided by the office head. */
export const reassignNotaryCases = (db: Database, hub: RealtimeHub, actor: Actor, body: ReassignBody): Promise<ReassignResult> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const [from] = await repo.usersByIds(tx, actor.tenantId, [body.fromUserId]);
    if (!from) throw notFound('原承办公证员');
    const result = await reassignOpenCases(tx, hub, actor, body);
    await audit(tx, actor, {
      module: 'officeManager',
      action: 'reassign',
      targetId: body.fromUserId,
      after: { fromUserId: body.fromUserId, toUserId: body.toUserId, reason: body.reason, moved: result.moved },
    });
    return result;
  });
