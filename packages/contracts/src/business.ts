import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './envelope.ts';
import { Id, StringEnum } from './ids.ts';
import { InstitutionCustomerInput, PersonalCustomerInput } from './customer.ts';
import { Delivery } from './case-documents.ts';
import { Fen } from './money.ts';

/** 业务状态. CERTIFIED = certificate issued; SPECIAL_PENDING = a special flow awaits approval. */
export const CASE_STATUSES = [
  'NEW',
  'ACCEPTED',
  'WAIT_APPROVE',
  'APPROVE_PASS',
  'APPROVE_REJECT',
  'CERTIFIED',
  'WAIT_ARCHIVES',
  'ARCHIVED',
  'SPECIAL_PENDING',
  'SUSPENDED',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_ACTIONS = [
  'accept',
  'submitReview',
  'approve',
  'reject',
  'issue',
  'send',
  'archive',
  'specialFlowLaunch',
  'approveSpecial',
  'rejectSpecial',
  'closeSuspended',
] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];
/** The name of each status, wherever it is shown (tags, filters, statistics, the server's messages). */
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  NEW: '新业务',
  ACCEPTED: '已受理',
  WAIT_APPROVE: '待审批',
  APPROVE_PASS: '审批通过',
  APPROVE_REJECT: '审批驳回',
  CERTIFIED: '已出证',
  WAIT_ARCHIVES: '待归档',
  ARCHIVED: '已归档',
  SPECIAL_PENDING: '特殊流程审批中',
  SUSPENDED: '已终止',
};
/** The function permissions of each status action (any one of them), checked by the server's transition table. */
export const CASE_ACTION_PERMISSIONS: Record<CaseAction, readonly string[]> = {
  accept: ['business:accept:create'],
  submitReview: ['business:accept:submitReview'],
  approve: ['business:approve:notarization'],
  reject: ['business:approve:notarization'],
  issue: ['business:certificate'],
  send: ['business:certificate:send', 'business:accept:send'],
  archive: ['business:archives:archives'],
  specialFlowLaunch: ['business:accept:specialFlowLaunch', 'business:certificate:specialFlowLaunch'],
  approveSpecial: ['business:approve:special'],
  rejectSpecial: ['business:approve:special'],
  closeSuspended: ['business:accept:archives'],
};
/** What the server answers when a status action succeeds. */
export const CASE_ACTION_DONE: Record<CaseAction, string> = {
  accept: '已受理',
  submitReview: '已提交审批',
  approve: '审批通过',
  reject: '已驳回',
  issue: '已出证',
  send: '已送达，待归档',
  archive: '已归档',
  specialFlowLaunch: '特殊流程已发起',
  approveSpecial: '特殊流程已批准，业务终止',
  rejectSpecial: '特殊流程未批准',
  closeSuspended: '已转归档',
};
/** submitReview's answer when no item of the case requires approval (免审批). */
export const SUBMIT_REVIEW_EXEMPT_DONE = '免审批，审批通过';
/** The button of each status action. */
export const CASE_ACTION_LABELS: Record<CaseAction, string> = {
  accept: '受理',
  submitReview: '提交审批',
  approve: '通过',
  reject: '驳回',
  issue: '出证',
  send: '送达',
  archive: '归档',
  specialFlowLaunch: '发起特殊流程',
  approveSpecial: '批准',
  rejectSpecial: '不批准',
  closeSuspended: '转归档',
};
/** What each step on a case is called in its timeline (status actions and the other recorded steps). */
export const CASE_EVENT_NAMES: Record<string, string> = {
  create: '新建业务',
  accept: '受理',
  submitReview: '提交审批',
  approve: '审批通过',
  approveStep: '审批同意（转下一步）',
  reject: '审批驳回',
  issue: '出证',
  send: '送达',
  archive: '归档',
  specialFlowLaunch: '发起特殊流程',
  approveSpecial: '批准特殊流程',
  rejectSpecial: '驳回特殊流程',
  closeSuspended: '转归档',
  additional: '要求补充材料',
  additionalReceived: '补充材料已收到',
  transferApply: '申请转办',
  transferApprove: '批准转办',
  transferReject: '不批准转办',
  litigantEdit: '编辑当事人',
  financeAppend: '追加收费',
  feeConfirm: '确认收费',
  smsSetting: '短信设置',
  collectiveVote: '集体讨论表决',
};
export const PARTY_ROLES = { APPLICANT: '申请人', AGENT: '代理人', LEGAL_REP: '法定代表人', RELATED: '关系人' } as const;
export const SPECIAL_KINDS = { TERMINATE: '终止公证', REFUSE: '不予办理', WITHDRAW: '撤回申请' } as const;
export const MATERIAL_STATUSES = { RECEIVED: '已收取', MISSING: '待补充', RETURNED: '已退还' } as const;

const str = (max: number, title: string) => Type.Optional(Type.String({ maxLength: max, title }));

export const CasePartyInput = Type.Object({
  role: StringEnum(Object.keys(PARTY_ROLES) as (keyof typeof PARTY_ROLES)[], '当事人角色'),
  /** An existing customer, or `person`/`institution` to be saved as a new customer. */
  customerType: StringEnum(['PERSONAL', 'INSTITUTION'] as const, '客户类型'),
  customerId: Type.Optional(Id('客户')),
  person: Type.Optional(PersonalCustomerInput),
  institution: Type.Optional(InstitutionCustomerInput),
});
export type CasePartyInput = Static<typeof CasePartyInput>;

export const CaseMaterialInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64, title: '材料名称' }),
  kind: str(32, '材料类别'),
  originalSeen: Type.Optional(Type.Boolean({ title: '已核验原件' })),
  status: Type.Optional(StringEnum(Object.keys(MATERIAL_STATUSES) as (keyof typeof MATERIAL_STATUSES)[], '材料状态')),
  fileUrl: str(512, '文件地址'),
});
export const CaseFeeInput = Type.Object({
  feeType: Type.String({ minLength: 1, maxLength: 32, title: '收费类型' }),
  amountFen: Fen({ description: '金额（分）' }),
  note: str(100, '说明'),
  /** How the amount was computed (the standard and its bracket working), when it came from a fee standard. */
  basis: str(500, '计费依据'),
  feeStandardId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: '收费标准' })),
});
export type CaseFeeInput = Static<typeof CaseFeeInput>;

export const CreateCaseBody = Type.Object({
  itemIds: Type.Array(Id('公证事项'), { minItems: 1, maxItems: 20, uniqueItems: true, title: '公证事项' }),
  parties: Type.Array(CasePartyInput, { minItems: 1, maxItems: 30, title: '当事人' }),
  handlerId: Id('承办公证员'),
  assistantId: Type.Optional(Type.Union([Id('助理'), Type.Null()], { title: '助理' })),
  purpose: str(200, '用途'),
  useCountry: str(32, '使用地'),
  language: str(16, '译文语种'),
  copies: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, title: '份数' })),
  formData: Type.Optional(Type.Object({}, { additionalProperties: true, title: '受理表单数据' })),
  materials: Type.Optional(Type.Array(CaseMaterialInput, { maxItems: 100, title: '材料' })),
  fees: Type.Optional(Type.Array(CaseFeeInput, { maxItems: 50, title: '收费' })),
  feeConfirmed: Type.Optional(Type.Boolean({ title: '收费已确认' })),
});
export type CreateCaseBody = Static<typeof CreateCaseBody>;

/** One transition call; fields used by some actions only. */
export const CaseTransitionBody = Type.Object({
  id: Id('业务'),
  opinion: str(500, '审批意见'),
  reason: str(500, '原因'),
  specialKind: Type.Optional(StringEnum(Object.keys(SPECIAL_KINDS) as (keyof typeof SPECIAL_KINDS)[], '特殊流程类型')),
  /** Ignored (accepted for old clients): 归档 takes the archive number from the number rule `archive`. */
  archiveNumber: str(64, '档案号'),
  /** 归档: 密卷 or 普通卷 (遗嘱 cases are 密卷 whatever is asked). */
  volumeType: Type.Optional(StringEnum(['ORDINARY', 'SECRET'] as const, '卷别')),
  /** Ignored (accepted for old clients): the period comes from the archive retention rules. */
  retentionYears: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, title: '保管期限（年，0 为永久）' })),
  /** 送达: how, to whom and when the certificate was delivered. */
  delivery: Type.Optional(Delivery),
});
export type CaseTransitionBody = Static<typeof CaseTransitionBody>;

export const CasePageQuery = Type.Object({
  ...PageQuery.properties,
  businessNumber: str(64, '业务编号'),
  itemId: Type.Optional(Id('公证事项')),
  party: str(64, '当事人姓名或证件号'),
  status: Type.Optional(StringEnum(CASE_STATUSES, '状态')),
  handlerId: Type.Optional(Id('承办公证员')),
  from: Type.Optional(Type.String({ format: 'date-time', title: '开始时间' })),
  to: Type.Optional(Type.String({ format: 'date-time', title: '结束时间' })),
  transferPending: Type.Optional(Type.Boolean({ title: '有待审批的转办申请' })),
  /** 审批 page: only the 待审批 cases whose current approval step the caller decides. */
  awaitingMe: Type.Optional(Type.Boolean({ title: '待我审批' })),
});
export type CasePageQuery = Static<typeof CasePageQuery>;

/** 补充材料: ask for supplementary materials; the clock pauses until they are received. */
export const AdditionalBody = Type.Object({
  id: Id('业务'),
  reason: Type.String({ minLength: 1, maxLength: 500, title: '补充原因' }),
  materials: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64, title: '材料名称' }), { maxItems: 30, title: '需补充的材料' })),
});
export type AdditionalBody = Static<typeof AdditionalBody>;
/** 转办申请 */
export const TransferApplyBody = Type.Object({
  id: Id('业务'),
  toUserId: Id('转办给'),
  reason: Type.String({ minLength: 1, maxLength: 500, title: '转办原因' }),
});
export type TransferApplyBody = Static<typeof TransferApplyBody>;
export const TransferDecisionBody = Type.Object({ id: Id('业务'), opinion: str(500, '审批意见') });
export type TransferDecisionBody = Static<typeof TransferDecisionBody>;
export const TRANSFER_STATUSES = { PENDING: '待审批', APPROVED: '已批准', REJECTED: '未批准' } as const;

/** 编辑当事人: the full new list of parties (before approval). */
export const EditPartiesBody = Type.Object({ id: Id('业务'), parties: Type.Array(CasePartyInput, { minItems: 1, maxItems: 30, title: '当事人' }) });
export type EditPartiesBody = Static<typeof EditPartiesBody>;
/** 追加收费 */
export const AppendFeesBody = Type.Object({ id: Id('业务'), fees: Type.Array(CaseFeeInput, { minItems: 1, maxItems: 50, title: '收费' }) });
export type AppendFeesBody = Static<typeof AppendFeesBody>;

/** The SMS notices an applicant can get. */
export const SMS_EVENTS = {
  ACCEPTED: '已受理',
  ADDITIONAL: '需补充材料',
  APPROVED: '审批通过',
  CERTIFIED: '公证书已出具，可领取',
  DELIVERED: '公证书已送达',
  SUSPENDED: '办理终止',
} as const;
export type SmsEvent = keyof typeof SMS_EVENTS;
export const SmsSettingBody = Type.Object({
  id: Id('业务'),
  events: Type.Array(StringEnum(Object.keys(SMS_EVENTS) as SmsEvent[], '短信通知'), { maxItems: 10, uniqueItems: true, title: '短信通知' }),
});
export type SmsSettingBody = Static<typeof SmsSettingBody>;
export const SmsOutboxRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  event: Type.String({ title: '事件' }),
  phone: Type.String({ title: '手机号' }),
  recipientName: Type.String({ title: '收信人' }),
  content: Type.String({ title: '内容' }),
  status: Type.String({ title: '状态' }),
  error: Type.String({ title: '失败原因' }),
  attempts: Type.Integer({ title: '发送次数' }),
  createdAt: Type.String({ title: '创建时间' }),
  sentAt: Type.Union([Type.String(), Type.Null()], { title: '发送时间' }),
});
export type SmsOutboxRow = Static<typeof SmsOutboxRow>;
