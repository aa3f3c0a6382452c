import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { CASE_READ_PAGES } from './permissions.ts';

/** Figures that exist at this stage of the product; later modules add theirs. */
export const DashboardSummary = Type.Object({
  tenantName: Type.String(),
  staffTotal: Type.Integer(),
  staffActive: Type.Integer(),
  roleTotal: Type.Integer(),
  deptTotal: Type.Integer(),
  /** Distinct users with a live session in this tenant. */
  onlineUsers: Type.Integer(),
  /** Sign-ins to this tenant per day over the last 7 days, oldest first. */
  signInsByDay: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
  lastSignInAt: Type.Union([Type.String(), Type.Null()]),
  /** This month's money and what is still owed; null for users who may not see finance (FINANCE_VIEW_PAGES). */
  money: Type.Union([
    Type.Object({
      month: Type.String(),
      /** Payments − refunds booked this month (记账 not included). */
      revenueFen: Type.Integer(),
      paymentsFen: Type.Integer(),
      refundsFen: Type.Integer(),
      /** 未收 over every case with fees, now. */
      receivablesFen: Type.Integer(),
      receivableCases: Type.Integer(),
    }),
    Type.Null(),
  ]),
});
export type DashboardSummary = Static<typeof DashboardSummary>;

/** Who sees the office's money on 工作台 and 业务统计: those who may open 月度报表 or 收费列表. */
export const FINANCE_VIEW_PAGES = ['finance:monthReport', 'finance:list'] as const;

/**
 * 我的待办: the steps of a case someone may be waiting on, in the order a case goes through them; `page`
 * is the business page where the step is taken.
 */
export const TODO_STEPS = {
  accept: { label: '待受理', page: 'accept' },
  submitReview: { label: '待提交审批', page: 'accept' },
  approve: { label: '待审批', page: 'approve' },
  approveSpecial: { label: '特殊流程待审批', page: 'approve' },
  transfer: { label: '转办待审批', page: 'approve' },
  issue: { label: '待出证', page: 'certificate' },
  send: { label: '待送达', page: 'certificate' },
  closeSuspended: { label: '已终止，待转归档', page: 'accept' },
  archive: { label: '待归档', page: 'archives' },
  /** Requests of an approval flow (退费, 减免, 请假…) waiting on the user; their rows open 办公审批. */
  approval: { label: '待我审批', page: 'approve' },
} as const;
export type TodoStep = keyof typeof TODO_STEPS;

export const TodoCase = Type.Object({
  id: Type.Integer(),
  businessNumber: Type.String(),
  status: Type.String(),
  itemNames: Type.Array(Type.String()),
  applicants: Type.Array(Type.String()),
  handlerName: Type.String(),
  /** When the case reached this step. */
  since: Type.String({ format: 'date-time' }),
  /** The legal deadline of the step (YYYY-MM-DD, China), null when the step has none. */
  deadline: Type.Union([Type.String(), Type.Null()]),
  /** Left after today, in `deadlineUnit`; 0 on the last day, negative when overdue. */
  daysLeft: Type.Union([Type.Integer(), Type.Null()]),
  /** WORKING: 办理期限, 15 working days from acceptance (公证法 30); CALENDAR: 归档期限, 3 months after closing. */
  deadlineUnit: Type.Union([Type.Literal('WORKING'), Type.Literal('CALENDAR'), Type.Null()]),
  /** The clock is paused while supplementary materials are awaited. */
  paused: Type.Boolean(),
  /** Web route that opens the case where the step is taken. */
  link: Type.String(),
});
export type TodoCase = Static<typeof TodoCase>;

export const TodoGroup = Type.Object({
  step: Type.String(),
  label: Type.String(),
  /** Every case waiting at this step; `list` holds the most urgent ones. */
  total: Type.Integer(),
  list: Type.Array(TodoCase),
});
export type TodoGroup = Static<typeof TodoGroup>;

/** Only the steps the active role may take, each with the cases waiting on the current user. */
export const MyTodo = Type.Object({ groups: Type.Array(TodoGroup) });
export type MyTodo = Static<typeof MyTodo>;

/** A `QuickEntry` as answered. */
const QuickEntryRow = Type.Object({
  section: Type.String({ title: '菜单分组' }),
  page: Type.String({ title: '页面' }),
  path: Type.String({ title: '路径' }),
  title: Type.String({ title: '名称' }),
  icon: Type.String({ title: '图标' }),
});

const tag = '工作台';

export const dashboardApi = {
  summary: endpoint({
    method: 'GET',
    path: '/dashboard/summary',
    access: 'homePage:dashboard',
    tag,
    summary: '工作台概况（本机构的真实数据）',
    response: DashboardSummary,
  }),
  // Cases only: anyone working on a case page; the steps offered follow the active role's functions.
  myTodo: endpoint({
    method: 'GET',
    path: '/dashboard/my-todo',
    access: CASE_READ_PAGES,
    tag,
    summary: '我的待办：等待当前用户办理的业务，按步骤分组，附法定期限',
    response: MyTodo,
  }),
  // Its own function, so a role without it gets nothing from the server either.
  quickEntries: endpoint({
    method: 'GET',
    path: '/dashboard/quick-entries',
    access: 'homePage:dashboard:quick',
    tag,
    summary: '快捷入口：当前角色可打开的页面（每个菜单分组先取一页，最多 12 个）',
    response: Type.Array(QuickEntryRow),
  }),
};
