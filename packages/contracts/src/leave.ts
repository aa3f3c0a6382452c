import { Type, type Static } from '@sinclair/typebox';
import { APPROVAL_STATUSES, type ApprovalStatus } from './approvals.ts';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Id, StringEnum } from './ids.ts';
import { isWorkingDay } from './working-days.ts';

// 请假: a leave request runs through the `leave` approval flow; its days are counted on the office's working-day
// calendar (the one of the 15-day clock), in half days. The codes match the values of the `leaveType` dictionary.

export const LEAVE_KINDS = {
  PERSONAL: '事假',
  SICK: '病假',
  ANNUAL: '年假',
  MARRIAGE: '婚假',
  MATERNITY: '产假',
  PATERNITY: '陪产假',
  BEREAVEMENT: '丧假',
  COMPENSATORY: '调休',
  BUSINESS_TRIP: '公出',
} as const;
export type LeaveKind = keyof typeof LEAVE_KINDS;

export const HALF_DAYS = { AM: '上午', PM: '下午' } as const;
export type HalfDay = keyof typeof HALF_DAYS;

/** A leave may span at most this many calendar days (a year and a day: the longest 产假 with extensions fits). */
export const LEAVE_MAX_SPAN_DAYS = 366;

const DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
const dayOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

export interface LeaveSpan {
  startDate: string;
  startHalf: HalfDay;
  endDate: string;
  endHalf: HalfDay;
}

/**
 * The working half days a leave covers: from the start date's half to the end date's half, both included,
 * counting only working days of the calendar (weekends and holidays off, make-up workdays on). Null when the
 * end comes before the start or the span is longer than LEAVE_MAX_SPAN_DAYS.
 */
export function leaveHalfDays(s: LeaveSpan): number | null {
  const from = dayNumber(s.startDate);
  const to = dayNumber(s.endDate);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return null;
  const first = from * 2 + (s.startHalf === 'PM' ? 1 : 0);
  const last = to * 2 + (s.endHalf === 'PM' ? 1 : 0);
  if (last < first || to - from >= LEAVE_MAX_SPAN_DAYS) return null;
  let halves = 0;
  for (let d = from; d <= to; d++) {
    if (!isWorkingDay(dayOf(d))) continue;
    if (d * 2 >= first && d * 2 <= last) halves++;
    if (d * 2 + 1 >= first && d * 2 + 1 <= last) halves++;
  }
  return halves;
}

/** The leave's days (0.5 steps), as shown: 1.5 天. */
export const leaveDays = (s: LeaveSpan): number | null => {
  const h = leaveHalfDays(s);
  return h === null ? null : h / 2;
};

/** 2026-05-06 上午 – 2026-05-07 下午 */
export const leaveSpanText = (s: LeaveSpan) =>
  s.startDate === s.endDate && s.startHalf === s.endHalf
    ? `${s.startDate} ${HALF_DAYS[s.startHalf]}`
    : `${s.startDate} ${HALF_DAYS[s.startHalf]} 至 ${s.endDate} ${HALF_DAYS[s.endHalf]}`;

const tag = '请假';
const APPLY = 'oa:apply:leave';
const DateOnly = (title: string) => Type.String({ format: 'date', title });
const Kind = StringEnum(Object.keys(LEAVE_KINDS) as LeaveKind[], '请假类型');
const Half = (title: string) => StringEnum(Object.keys(HALF_DAYS) as HalfDay[], title);
const Status = StringEnum(Object.keys(APPROVAL_STATUSES) as ApprovalStatus[], '状态');

export const LeaveApplyBody = Type.Object({
  kind: Kind,
  startDate: DateOnly('开始日期'),
  startHalf: Half('开始时段'),
  endDate: DateOnly('结束日期'),
  endHalf: Half('结束时段'),
  reason: Type.String({ minLength: 1, maxLength: 500, title: '请假事由' }),
  /** A file uploaded with POST /file/upload (病假条 etc.); '' for none. */
  attachmentUrl: Type.Optional(Type.String({ maxLength: 300, title: '附件' })),
  attachmentName: Type.Optional(Type.String({ maxLength: 200, title: '附件名称' })),
  /** The notary who takes over the applicant's open cases once the leave is approved. */
  handoverUserId: Type.Optional(Type.Union([Id('工作交接人'), Type.Null()], { title: '工作交接人' })),
});
export type LeaveApplyBody = Static<typeof LeaveApplyBody>;

export const LeaveRow = Type.Object({
  id: Type.Integer(),
  applicantId: Type.Integer(),
  applicantName: Type.String({ title: '申请人' }),
  deptName: Type.String({ title: '部门' }),
  kind: Type.String({ title: '请假类型' }),
  startDate: Type.String({ title: '开始日期' }),
  startHalf: Half('开始时段'),
  endDate: Type.String({ title: '结束日期' }),
  endHalf: Half('结束时段'),
  /** Working days, in half-day steps. */
  days: Type.Number({ title: '天数' }),
  reason: Type.String({ title: '请假事由' }),
  attachmentUrl: Type.String(),
  attachmentName: Type.String(),
  handoverUserId: Type.Union([Type.Integer(), Type.Null()]),
  handoverName: Type.String({ title: '工作交接人' }),
  /** Cases transferred to the handover notary when the leave was approved. */
  handedOverCases: Type.Integer(),
  status: Status,
  approvalId: Type.Union([Type.Integer(), Type.Null()]),
  /** The applicant may still withdraw it (no decision yet). */
  canWithdraw: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time', title: '提交时间' }),
});
export type LeaveRow = Static<typeof LeaveRow>;

export const LeavePageQuery = Type.Object({
  ...PageQuery.properties,
  kind: Type.Optional(Kind),
  status: Type.Optional(Status),
});
export type LeavePageQuery = Static<typeof LeavePageQuery>;

/** One leave on the calendar: who, which days, approved or still in approval. No reason (it is the applicant's). */
export const LeaveCalendarEntry = Type.Object({
  id: Type.Integer(),
  applicantId: Type.Integer(),
  applicantName: Type.String(),
  deptName: Type.String(),
  kind: Type.String(),
  startDate: Type.String(),
  startHalf: Half('开始时段'),
  endDate: Type.String(),
  endHalf: Half('结束时段'),
  days: Type.Number(),
  status: Status,
});
export type LeaveCalendarEntry = Static<typeof LeaveCalendarEntry>;

export const LeaveCalendarQuery = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', title: '月份', patternMessage: '月份格式应为 YYYY-MM' }),
});
export type LeaveCalendarQuery = Static<typeof LeaveCalendarQuery>;

/** A notary who may take over the applicant's cases. */
export const HandoverCandidate = Type.Object({ id: Type.Integer(), name: Type.String(), deptName: Type.String() });
export type HandoverCandidate = Static<typeof HandoverCandidate>;

export const leaveApi = {
  apply: endpoint({
    method: 'POST',
    path: '/leave/apply',
    access: APPLY,
    tag,
    summary: '提交请假申请（按工作日历计算天数，进入请假审批流程）',
    body: LeaveApplyBody,
    response: LeaveRow,
    done: '请假申请已提交',
  }),
  mine: endpoint({
    method: 'GET',
    path: '/leave/mine',
    access: APPLY,
    tag,
    summary: '我的请假申请',
    query: LeavePageQuery,
    response: Page(LeaveRow),
  }),
  handoverCandidates: endpoint({
    method: 'GET',
    path: '/leave/handover-candidates',
    access: APPLY,
    tag,
    summary: '可作为工作交接人的公证员（本机构在岗、不含本人）',
    response: Type.Array(HandoverCandidate),
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/leave/calendar',
    access: [APPLY, 'oa:business:manager'],
    tag,
    summary: '请假日历：本机构某月已批准及审批中的请假',
    query: LeaveCalendarQuery,
    response: Type.Array(LeaveCalendarEntry),
  }),
};
