import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Id } from './ids.ts';
import { LeaveCalendarEntry } from './leave.ts';

// 业务管理: the office head's console — open cases by notary, overdue 15-day clocks, approvals pending across the
// office, who is on leave, and 转办 of a notary's open cases to another.

const tag = '业务管理';
const MANAGER = 'oa:business:manager';

/** The statuses a case is open in (it can still be transferred), in the order of the table. */
export const OPEN_CASE_STATUSES = ['NEW', 'ACCEPTED', 'WAIT_APPROVE', 'APPROVE_REJECT', 'APPROVE_PASS', 'CERTIFIED'] as const;
export type OpenCaseStatus = (typeof OPEN_CASE_STATUSES)[number];

const Count = (title: string) => Type.Integer({ title });

export const NotaryWorkload = Type.Object({
  userId: Type.Integer(),
  name: Type.String({ title: '公证员' }),
  deptName: Type.String({ title: '部门' }),
  /** Open cases by status. */
  byStatus: Type.Object({
    NEW: Count('新业务'),
    ACCEPTED: Count('已受理'),
    WAIT_APPROVE: Count('待审批'),
    APPROVE_REJECT: Count('审批驳回'),
    APPROVE_PASS: Count('审批通过'),
    CERTIFIED: Count('已出证'),
  }),
  open: Count('在办'),
  /** Cases whose 15-working-day clock is past its deadline. */
  overdue: Count('超期'),
  /** Approved or pending leave covering today. */
  onLeaveToday: Type.Boolean(),
});
export type NotaryWorkload = Static<typeof NotaryWorkload>;

export const PendingApproval = Type.Object({
  id: Type.Integer(),
  kindTitle: Type.String({ title: '申请类型' }),
  summary: Type.String({ title: '摘要' }),
  applicantName: Type.String({ title: '申请人' }),
  stepName: Type.String({ title: '当前步骤' }),
  approverNames: Type.Array(Type.String(), { title: '审批人' }),
  createdAt: Type.String({ format: 'date-time', title: '提交时间' }),
});
export type PendingApproval = Static<typeof PendingApproval>;

export const ManagerOverview = Type.Object({
  /** Today and the last day (Sunday) of this week, China dates. */
  today: Type.String(),
  weekEnd: Type.String(),
  notaries: Type.Array(NotaryWorkload),
  pendingApprovals: Type.Array(PendingApproval),
  pendingApprovalTotal: Type.Integer(),
  /** Leaves (approved or in approval) overlapping today … weekEnd. */
  onLeave: Type.Array(LeaveCalendarEntry),
});
export type ManagerOverview = Static<typeof ManagerOverview>;

export const ReassignBody = Type.Object({
  fromUserId: Id('原承办公证员'),
  toUserId: Id('接办公证员'),
  reason: Type.String({ minLength: 1, maxLength: 200, title: '转办原因' }),
});
export type ReassignBody = Static<typeof ReassignBody>;

export const ReassignResult = Type.Object({
  moved: Type.Integer({ title: '转办件数' }),
  businessNumbers: Type.Array(Type.String()),
});
export type ReassignResult = Static<typeof ReassignResult>;

export const officeManagerApi = {
  overview: endpoint({
    method: 'GET',
    path: '/office-manager/overview',
    access: MANAGER,
    tag,
    summary: '业务管理概览：各公证员在办与超期、待审批、本周请假',
    response: ManagerOverview,
  }),
  reassign: endpoint({
    method: 'POST',
    path: '/office-manager/reassign',
    access: MANAGER,
    tag,
    summary: '转办：把一名公证员的全部在办业务转给另一名公证员',
    body: ReassignBody,
    response: ReassignResult,
    done: '已转办',
  }),
};
