import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { DateRange, Id, IdQuery, StringEnum } from './ids.ts';

// 办公审批: requests of any kind (退费, 减免, 请假, 用印…) running through the steps of a configured flow. Any signed-in
// user may call these: the server answers only what concerns the caller (their own requests, the steps they approve).

export const APPROVAL_STATUSES = { PENDING: '审批中', APPROVED: '已通过', REJECTED: '已驳回', WITHDRAWN: '已撤回' } as const;
export type ApprovalStatus = keyof typeof APPROVAL_STATUSES;
export const APPROVAL_DECISIONS = { APPROVE: '同意', REJECT: '驳回' } as const;
export type ApprovalDecisionValue = keyof typeof APPROVAL_DECISIONS;

/** A step of the flow as it was when the request started. */
export interface ApprovalStepSnapshot {
  name: string;
  approverType: 'ROLE' | 'USER' | 'DEPT_HEAD';
  approverRoleId: number | null;
  approverUserId: number | null;
  /** The role's or user's name then, or 申请人部门负责人. */
  approverLabel: string;
}

const tag = '办公审批';
const Time = Type.String({ format: 'date-time' });
const Kind = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9_]*$', title: '申请类型', patternMessage: '申请类型不正确' });

export const ApprovalPageQuery = Type.Object({
  ...PageQuery.properties,
  kind: Type.Optional(Kind),
  applicantName: Type.Optional(Type.String({ maxLength: 32, title: '申请人' })),
  status: Type.Optional(StringEnum(Object.keys(APPROVAL_STATUSES) as ApprovalStatus[], '状态')),
  ...DateRange,
});
export type ApprovalPageQuery = Static<typeof ApprovalPageQuery>;

export const ApprovalRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  kind: Type.String({ title: '申请类型' }),
  kindTitle: Type.String({ title: '申请类型' }),
  summary: Type.String({ title: '摘要' }),
  applicantId: Type.Integer(),
  applicantName: Type.String({ title: '申请人' }),
  flowName: Type.String({ title: '审批流程' }),
  status: Type.String({ title: '状态' }),
  /** 0-based index of the step waiting (the last decided one once closed). */
  currentStep: Type.Integer(),
  stepName: Type.String({ title: '当前步骤' }),
  stepCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time', title: '提交时间' }),
  decidedAt: Type.Union([Time, Type.Null()], { title: '办结时间' }),
});
export type ApprovalRow = Static<typeof ApprovalRow>;

export const ApprovalStepView = Type.Object({
  name: Type.String(),
  approverLabel: Type.String(),
  /** DONE: approved; CURRENT: waiting; REJECTED; WAITING: not reached; SKIPPED: never reached (closed before). */
  state: StringEnum(['DONE', 'CURRENT', 'REJECTED', 'WAITING', 'SKIPPED'] as const, '步骤状态'),
  /** Who may decide it now (CURRENT only). */
  approverNames: Type.Array(Type.String()),
});
export type ApprovalStepView = Static<typeof ApprovalStepView>;

export const ApprovalDecisionView = Type.Object({
  stepIndex: Type.Integer(),
  stepName: Type.String(),
  approverName: Type.String(),
  decision: Type.String(),
  opinion: Type.String(),
  at: Time,
});
export type ApprovalDecisionView = Static<typeof ApprovalDecisionView>;

export const ApprovalDetail = Type.Object({
  ...ApprovalRow.properties,
  /** Lines the owning module gives approvers (金额, 原因…). */
  lines: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  steps: Type.Array(ApprovalStepView),
  decisions: Type.Array(ApprovalDecisionView),
  abilities: Type.Object({ decide: Type.Boolean(), withdraw: Type.Boolean() }),
});
export type ApprovalDetail = Static<typeof ApprovalDetail>;

export const ApprovalKindRow = Type.Object({ kind: Type.String(), title: Type.String() });
export type ApprovalKindRow = Static<typeof ApprovalKindRow>;

const Opinion = (minLength: number) => Type.String({ minLength, maxLength: 500, title: '审批意见' });
export const ApprovalApproveBody = Type.Object({ id: Id('申请'), opinion: Type.Optional(Opinion(0)) });
export type ApprovalApproveBody = Static<typeof ApprovalApproveBody>;
export const ApprovalRejectBody = Type.Object({ id: Id('申请'), opinion: Opinion(1) });
export type ApprovalRejectBody = Static<typeof ApprovalRejectBody>;
export const ApprovalWithdrawBody = Type.Object({ id: Id('申请') });

const page = (path: string, summary: string) =>
  endpoint({ method: 'GET', path, access: 'login', tag, summary, query: ApprovalPageQuery, response: Page(ApprovalRow) });

export const approvalApi = {
  kinds: endpoint({
    method: 'GET',
    path: '/approval/kinds',
    access: 'login',
    tag,
    summary: '审批申请的类型',
    response: Type.Array(ApprovalKindRow),
  }),
  pending: page('/approval/pending', '待我审批：当前步骤由我审批的申请'),
  decided: page('/approval/decided', '我已审批：我作出过决定的申请'),
  mine: page('/approval/mine', '我的申请'),
  detail: endpoint({
    method: 'GET',
    path: '/approval/detail',
    access: 'login',
    tag,
    summary: '申请详情：说明、步骤与审批记录（申请人与审批人可见）',
    query: IdQuery,
    response: ApprovalDetail,
  }),
  approve: endpoint({
    method: 'PUT',
    path: '/approval/approve',
    access: 'login',
    tag,
    summary: '同意（当前步骤的审批人）',
    body: ApprovalApproveBody,
    response: ApprovalDetail,
    done: '已同意',
  }),
  reject: endpoint({
    method: 'PUT',
    path: '/approval/reject',
    access: 'login',
    tag,
    summary: '驳回（当前步骤的审批人，须填写意见）',
    body: ApprovalRejectBody,
    response: ApprovalDetail,
    done: '已驳回',
  }),
  withdraw: endpoint({
    method: 'PUT',
    path: '/approval/withdraw',
    access: 'login',
    tag,
    summary: '撤回（申请人，在第一个决定之前）',
    body: ApprovalWithdrawBody,
    response: ApprovalDetail,
    done: '已撤回',
  }),
};
