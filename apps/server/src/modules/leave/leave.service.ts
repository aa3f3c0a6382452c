import {
  LEAVE_KINDS,
  leaveHalfDays,
  leaveSpanText,
  type HandoverCandidate,
  type LeaveApplyBody,
  type LeaveCalendarEntry,
  type LeavePageQuery,
  type LeaveRow,
  type LeaveSpan,
  type PageResult,
} from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import { startApproval } from '../approval/approval.api.ts';
import type { Actor } from '../auth/auth.api.ts';
import { checkReassignTarget } from '../business/business.api.ts';
import { ownFileOrNone } from '../files/files.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { LEAVE_KIND } from './leave-approval.ts';
import * as repo from './leave.repo.ts';

const M = 'leave';
/** Who handles cases: the function the business module's transfer checks for. */
const NOTARY = 'business:accept:submitReview';

/** Half-day positions (day number × 2, + 1 for 下午) of a span, to compare two leaves. */
const positions = (s: LeaveSpan) => {
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  return [day(s.startDate) * 2 + (s.startHalf === 'PM' ? 1 : 0), day(s.endDate) * 2 + (s.endHalf === 'PM' ? 1 : 0)] as const;
};
const overlaps = (a: LeaveSpan, b: LeaveSpan) => {
  const [a0, a1] = positions(a);
  const [b0, b1] = positions(b);
  return a0 <= b1 && b0 <= a1;
};

/** 请假申请: the days are counted on the working-day calendar, then the `leave` flow decides. */
export const applyLeave = (db: Database, actor: Actor, body: LeaveApplyBody): Promise<LeaveRow> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const t = actor.tenantId;
    const span: LeaveSpan = { startDate: body.startDate, startHalf: body.startHalf, endDate: body.endDate, endHalf: body.endHalf };
    if (body.endDate < body.startDate || (body.endDate === body.startDate && body.startHalf === 'PM' && body.endHalf === 'AM'))
      throw invalid('结束时间不能早于开始时间');
    const halfDays = leaveHalfDays(span);
    if (halfDays === null) throw invalid('请假时间跨度不能超过一年，请分次申请');
    if (halfDays === 0) throw invalid('所选时间内没有工作日（周末或法定节假日），无需请假');
    const clash = (await repo.standingLeavesOf(tx, t, actor.userId, body.startDate, body.endDate)).find((l) => overlaps(l, span));
    if (clash) throw new AppError('CONFLICT', `与已有的请假（${leaveSpanText(clash)}）时间重叠`);
    const attachmentUrl = await ownFileOrNone(tx, t, body.attachmentUrl, '附件');
    const handoverUserId = body.handoverUserId ?? null;
    if (handoverUserId !== null) await checkReassignTarget(tx, t, actor.userId, handoverUserId).catch(rename);
    const reason = body.reason.trim();
    const row = await repo.insertLeave(tx, {
      tenantId: t,
      applicantId: actor.userId,
      deptId: await repo.deptOf(tx, t, actor.userId),
      kind: body.kind,
      ...span,
      halfDays,
      reason,
      attachmentUrl,
      attachmentName: attachmentUrl ? (body.attachmentName?.trim() ?? '') : '',
      handoverUserId,
    });
    const summary = `${actor.name} ${LEAVE_KINDS[body.kind]} ${leaveSpanText(span)}，共 ${halfDays / 2} 天`;
    const approval = await startApproval(tx, actor, { kind: LEAVE_KIND, subjectId: row.id, summary });
    await repo.setLeave(tx, row.id, { approvalId: approval.id });
    await audit(tx, actor, {
      module: M,
      action: 'apply',
      targetId: row.id,
      after: { kind: body.kind, span: leaveSpanText(span), days: halfDays / 2, handoverUserId, approvalId: approval.id },
    });
    return (await repo.leaveById(tx, t, row.id))!;
  });

/** checkReassignTarget names the 接办公证员; on this form the field is 工作交接人. */
function rename(e: unknown): never {
  if (e instanceof AppError) throw invalid(e.message.replace('接办公证员', '工作交接人').replace('原承办公证员本人', '申请人本人'));
  throw e;
}

export const pageMyLeaves = (db: Database, actor: Actor, q: LeavePageQuery): Promise<PageResult<LeaveRow>> =>
  inTenant(db, actor.tenantId, (tx) => repo.pageOwnLeaves(tx, actor.tenantId, actor.userId, q));

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** 请假日历: the office's approved and pending leaves touching a month. */
export const leaveCalendar = (db: Database, actor: Actor, month: string): Promise<LeaveCalendarEntry[]> =>
  inTenant(db, actor.tenantId, (tx) => repo.calendarBetween(tx, actor.tenantId, `${month}-01`, lastDayOf(month)));

/** The notaries who could take over the applicant's cases (the server checks the choice again on applying). */
export const handoverCandidates = (db: Database, actor: Actor): Promise<HandoverCandidate[]> =>
  inTenant(db, actor.tenantId, async (tx) => (await repo.staffWith(tx, actor.tenantId, NOTARY)).filter((u) => u.id !== actor.userId));
