import { Type, type Static } from '@sinclair/typebox';
import { Page, PageQuery } from './envelope.ts';
import { endpoint } from './endpoint.ts';
import { Id, IdQuery, StringEnum } from './ids.ts';
import { InstitutionCustomerInput, PersonalCustomerInput } from './customer.ts';
import { Delivery } from './documents.ts';
import { CASE_DETAIL_PAGES, CASE_READ_PAGES } from './permissions.ts';

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
  amount: Type.Number({ minimum: 0, maximum: 100_000_000, multipleOf: 0.01, title: '金额' }),
  note: str(100, '说明'),
});

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
  archiveNumber: str(64, '档案号'),
  volumeType: Type.Optional(StringEnum(['ORDINARY', 'SECRET'] as const, '卷别')),
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

/** 当事人 across cases. */
export const LitigantPageQuery = Type.Object({
  ...PageQuery.properties,
  keyword: str(64, '姓名/名称或证件号'),
  role: Type.Optional(StringEnum(Object.keys(PARTY_ROLES) as (keyof typeof PARTY_ROLES)[], '当事人角色')),
});
export type LitigantPageQuery = Static<typeof LitigantPageQuery>;
export const LitigantRow = Type.Object({
  customerType: Type.String({ title: '客户类型' }),
  customerId: Type.Integer({ title: '客户' }),
  name: Type.String({ title: '名称' }),
  idNumber: Type.String({ title: '证件号码' }),
  phone: Type.String({ title: '电话' }),
  caseCount: Type.Integer({ title: '业务数' }),
  cases: Type.Array(
    Type.Object({
      id: Type.Integer({ title: '业务' }),
      businessNumber: Type.String({ title: '业务编号' }),
      status: Type.String({ title: '状态' }),
      role: Type.String({ title: '角色' }),
      itemNames: Type.Array(Type.String(), { title: '公证事项' }),
      createdAt: Type.String({ title: '创建时间' }),
    }),
    { title: '业务' },
  ),
});
export type LitigantRow = Static<typeof LitigantRow>;

/** 业务统计: cases created in [from, to]. */
export const CaseStatisticsQuery = Type.Object({
  from: Type.Optional(Type.String({ format: 'date-time', title: '开始时间' })),
  to: Type.Optional(Type.String({ format: 'date-time', title: '结束时间' })),
});
export type CaseStatisticsQuery = Static<typeof CaseStatisticsQuery>;
const bucket = (extra: Record<string, ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>> = {}) =>
  Type.Array(Type.Object({ key: Type.String({ title: '键' }), name: Type.String({ title: '名称' }), count: Type.Integer({ title: '件数' }), ...extra }));
export const CaseStatistics = Type.Object({
  total: Type.Integer({ title: '业务总数' }),
  byStatus: bucket(),
  byItem: bucket(),
  byCategory: bucket(),
  byHandler: bucket(),
  /** key = YYYY-MM (China time), ascending. */
  byMonth: bucket(),
});
export type CaseStatistics = Static<typeof CaseStatistics>;

export const CaseIdBody = Type.Object({ id: Id('业务') });
export type CaseIdBody = Static<typeof CaseIdBody>;

const nullableStr = (title: string) => Type.Union([Type.String(), Type.Null()], { title });
const caseRow = {
  id: Type.Integer({ title: '编号' }),
  businessNumber: Type.String({ title: '业务编号' }),
  status: Type.String({ title: '状态' }),
  itemNames: Type.Array(Type.String(), { title: '公证事项' }),
  applicants: Type.Array(Type.String(), { title: '申请人' }),
  handlerId: Type.Integer({ title: '承办公证员' }),
  handlerName: Type.String({ title: '承办公证员姓名' }),
  assistantId: Type.Union([Type.Integer(), Type.Null()], { title: '助理' }),
  approverId: Type.Union([Type.Integer(), Type.Null()], { title: '审批人' }),
  createdAt: Type.String({ title: '创建时间' }),
  deadline: nullableStr('办理期限（最后一日）'),
  daysLeft: Type.Union([Type.Integer(), Type.Null()], { title: '剩余工作日' }),
  paused: Type.Boolean({ title: '补充材料中（计时暂停）' }),
  /** The status actions this reader may take on the case now (the server's transition table), in table order. */
  abilities: Type.Array(StringEnum(CASE_ACTIONS, '操作'), { title: '可执行的操作' }),
};
const CaseTransfer = Type.Object({
  id: Type.Integer({ title: '编号' }),
  fromUserId: Type.Integer({ title: '原承办公证员' }),
  fromName: Type.String({ title: '原承办公证员姓名' }),
  toUserId: Type.Integer({ title: '转办给' }),
  toName: Type.String({ title: '转办给（姓名）' }),
  reason: Type.String({ title: '转办原因' }),
  status: Type.String({ title: '状态' }),
  opinion: Type.String({ title: '审批意见' }),
  requestedAt: Type.String({ title: '申请时间' }),
  decidedAt: nullableStr('审批时间'),
});
export const CaseRow = Type.Object({ ...caseRow, pendingTransfer: Type.Optional(CaseTransfer) });
export type CaseRow = Static<typeof CaseRow>;

export const CaseDetail = Type.Object({
  ...caseRow,
  statusBeforeSpecial: nullableStr('发起特殊流程前状态'),
  purpose: Type.String({ title: '用途' }),
  useCountry: Type.String({ title: '使用地' }),
  language: Type.String({ title: '译文语种' }),
  copies: Type.Integer({ title: '份数' }),
  formId: Type.Union([Type.Integer(), Type.Null()], { title: '受理表单' }),
  formVersion: Type.Union([Type.Integer(), Type.Null()], { title: '表单版本' }),
  formData: Type.Unsafe<Record<string, unknown>>({ title: '受理表单数据' }),
  feeConfirmed: Type.Boolean({ title: '收费已确认' }),
  smsEvents: Type.Array(Type.String(), { title: '申请人短信通知' }),
  specialKind: Type.String({ title: '特殊流程类型' }),
  specialReason: Type.String({ title: '特殊流程原因' }),
  approvalOpinion: Type.String({ title: '审批意见' }),
  archiveNumber: Type.String({ title: '档案号' }),
  volumeType: Type.String({ title: '卷别' }),
  retentionYears: Type.Union([Type.Integer(), Type.Null()], { title: '保管期限' }),
  dates: Type.Object(
    {
      acceptedAt: nullableStr('受理时间'),
      submittedAt: nullableStr('提交审批时间'),
      approvedAt: nullableStr('审批时间'),
      certifiedAt: nullableStr('出证时间'),
      deliveredAt: nullableStr('送达时间'),
      archivedAt: nullableStr('归档时间'),
      suspendedAt: nullableStr('终止时间'),
    },
    { title: '各步时间' },
  ),
  items: Type.Array(
    Type.Object({
      /** The case's own item row (one certificate each): what a case document names as its item. */
      caseItemId: Type.Optional(Type.Integer({ title: '业务事项' })),
      itemId: Type.Integer({ title: '公证事项' }),
      itemName: Type.String({ title: '事项名称' }),
      parentItemName: Type.String({ title: '事项分组' }),
      categoryName: Type.String({ title: '类别' }),
      certificateNumber: Type.String({ title: '公证书编号' }),
    }),
    { title: '公证事项' },
  ),
  parties: Type.Array(
    Type.Object({
      role: Type.String({ title: '角色' }),
      customerType: Type.String({ title: '客户类型' }),
      customerId: Type.Integer({ title: '客户' }),
      name: Type.String({ title: '名称' }),
      snapshot: Type.Unsafe<Record<string, unknown>>({ title: '受理时的客户信息' }),
    }),
    { title: '当事人' },
  ),
  materials: Type.Array(
    Type.Object({
      id: Type.Integer({ title: '编号' }),
      name: Type.String({ title: '材料名称' }),
      kind: Type.String({ title: '类别' }),
      originalSeen: Type.Boolean({ title: '已核验原件' }),
      status: Type.String({ title: '状态' }),
      fileUrl: Type.String({ title: '文件地址' }),
    }),
    { title: '材料' },
  ),
  feeTotal: Type.Number({ title: '收费合计' }),
  fees: Type.Array(Type.Object({ feeType: Type.String({ title: '收费类型' }), amount: Type.Number({ title: '金额' }), note: Type.String({ title: '说明' }) }), {
    title: '收费',
  }),
  pauses: Type.Array(
    Type.Object({
      reason: Type.String({ title: '补充原因' }),
      materials: Type.Array(Type.String(), { title: '需补充的材料' }),
      requestedAt: Type.String({ title: '要求补充时间' }),
      receivedAt: nullableStr('收到时间'),
    }),
    { title: '补充材料记录' },
  ),
  transfers: Type.Array(CaseTransfer, { title: '转办记录' }),
  /** Set when the reader works on the case as the fee desk (追加收费 alone): no identity details, materials, form data, notices or log. */
  feeView: Type.Optional(Type.Boolean({ title: '仅收费信息' })),
  /** On GET /business only: notices whose link points at this case. */
  notices: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer({ title: '编号' }),
        notifyType: Type.String({ title: '类型' }),
        title: Type.String({ title: '标题' }),
        recipientId: Type.Integer({ title: '接收人' }),
        recipientName: Type.String({ title: '接收人姓名' }),
        isRead: Type.Boolean({ title: '已读' }),
        createdAt: Type.String({ title: '时间' }),
      }),
      { title: '已发通知' },
    ),
  ),
  /** On GET /business only: operation-log entries of this case. */
  logs: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer({ title: '编号' }),
        at: Type.String({ title: '时间' }),
        userName: Type.String({ title: '操作人' }),
        action: Type.String({ title: '操作' }),
        result: Type.String({ title: '结果' }),
        message: Type.String({ title: '说明' }),
      }),
      { title: '操作日志' },
    ),
  ),
  timeline: Type.Array(
    Type.Object({
      action: Type.String({ title: '操作' }),
      fromStatus: Type.String({ title: '原状态' }),
      toStatus: Type.String({ title: '新状态' }),
      actorId: Type.Integer({ title: '操作人' }),
      actorName: Type.String({ title: '操作人姓名' }),
      note: Type.String({ title: '说明' }),
      at: Type.String({ title: '时间' }),
    }),
    { title: '流转记录' },
  ),
});
export type CaseDetail = Static<typeof CaseDetail>;

const tag = '公证业务';

/**
 * One endpoint per status action. Whoever works on a case page reaches the transition table, which checks the
 * function permission (any of CASE_ACTION_PERMISSIONS[action]) and the case role, so a refusal is logged against the case.
 */
const caseActionEndpoint = <A extends CaseAction>(action: A) =>
  endpoint({
    method: 'PUT',
    path: `/business/${action}` as `/business/${A}`,
    access: CASE_READ_PAGES,
    tag,
    summary: `流转：${action}（需 ${CASE_ACTION_PERMISSIONS[action].join(' 或 ')}）`,
    body: CaseTransitionBody,
    response: CaseDetail,
    done: CASE_ACTION_DONE[action],
  });
export const caseActionApi = Object.fromEntries(CASE_ACTIONS.map((a) => [a, caseActionEndpoint(a)])) as {
  [A in CaseAction]: ReturnType<typeof caseActionEndpoint<A>>;
};

export const businessApi = {
  create: endpoint({
    method: 'POST',
    path: '/business',
    access: 'business:accept:create',
    tag,
    summary: '新建业务（事项 → 当事人 → 受理表单 → 材料 → 收费）',
    body: CreateCaseBody,
    response: CaseDetail,
    done: '业务已创建',
  }),
  get: endpoint({
    method: 'GET',
    path: '/business',
    access: CASE_DETAIL_PAGES,
    tag,
    summary: '业务详情（含当事人、表单、材料、收费、流转记录、可执行的操作；审批、出证、归档只读其所办状态的业务，财务只读收费）',
    query: IdQuery,
    response: CaseDetail,
  }),
  page: endpoint({
    method: 'GET',
    path: '/business/page',
    access: CASE_READ_PAGES,
    tag,
    summary: '业务列表（按编号、事项、当事人、状态、时间、承办人筛选）',
    query: CasePageQuery,
    response: Page(CaseRow),
  }),
  requestAdditional: endpoint({
    method: 'PUT',
    path: '/business/additional',
    access: 'business:accept:additional',
    tag,
    summary: '补充材料：要求补充（计时暂停）',
    body: AdditionalBody,
    response: CaseDetail,
    done: '已要求补充材料，计时暂停',
  }),
  receiveAdditional: endpoint({
    method: 'PUT',
    path: '/business/additional/received',
    access: 'business:accept:additional',
    tag,
    summary: '补充材料：已收到（恢复计时）',
    body: CaseIdBody,
    response: CaseDetail,
    done: '补充材料已收到，恢复计时',
  }),
  applyTransfer: endpoint({
    method: 'PUT',
    path: '/business/transferApply',
    access: 'business:accept:transferApply',
    tag,
    summary: '转办申请（承办公证员；审批后生效）',
    body: TransferApplyBody,
    response: CaseDetail,
    done: '转办申请已提交，待审批',
  }),
  approveTransfer: endpoint({
    method: 'PUT',
    path: '/business/transferApprove',
    access: 'business:approve:special',
    tag,
    summary: '批准转办（承办公证员改为受让人）',
    body: TransferDecisionBody,
    response: CaseDetail,
    done: '已批准转办',
  }),
  rejectTransfer: endpoint({
    method: 'PUT',
    path: '/business/transferReject',
    access: 'business:approve:special',
    tag,
    summary: '不批准转办（须填写意见）',
    body: TransferDecisionBody,
    response: CaseDetail,
    done: '已不批准转办',
  }),
  editParties: endpoint({
    method: 'PUT',
    path: '/business/parties',
    access: 'business:accept:litigantEdit',
    tag,
    summary: '编辑当事人（审批前；整体替换，保存客户快照）',
    body: EditPartiesBody,
    response: CaseDetail,
    done: '当事人已保存',
  }),
  appendFees: endpoint({
    method: 'POST',
    path: '/business/fees',
    access: 'business:accept:financeAppend',
    tag,
    summary: '追加收费（追加后须重新确认）',
    body: AppendFeesBody,
    response: CaseDetail,
    done: '已追加收费',
  }),
  confirmFees: endpoint({
    method: 'PUT',
    path: '/business/fees/confirm',
    access: 'business:accept:financeAppend',
    tag,
    summary: '确认收费',
    body: CaseIdBody,
    response: CaseDetail,
    done: '收费已确认',
  }),
  setSmsEvents: endpoint({
    method: 'PUT',
    path: '/business/smsSetting',
    access: 'business:accept:smsSetting',
    tag,
    summary: '短信设置：申请人收到哪些短信通知',
    body: SmsSettingBody,
    response: CaseDetail,
    done: '短信设置已保存',
  }),
  smsOutbox: endpoint({
    method: 'GET',
    path: '/business/sms-outbox',
    access: 'business:accept:smsSetting',
    tag,
    summary: '业务的短信发送记录（发件箱）',
    query: IdQuery,
    response: Type.Array(SmsOutboxRow),
  }),
  materialPackage: endpoint({
    method: 'GET',
    path: '/business/material-package',
    access: 'business:accept:materialPackage',
    tag,
    summary: '材料打包：全部材料文件与清单（manifest.json，含 SHA-256）的 zip',
    query: IdQuery,
    download: true,
  }),
  litigantPage: endpoint({
    method: 'GET',
    path: '/business/litigant/page',
    access: 'business:litigant',
    tag,
    summary: '当事人：各业务的当事人（按客户合并）及其业务',
    query: LitigantPageQuery,
    response: Page(LitigantRow),
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/business/statistics',
    access: 'business:statistics',
    tag,
    summary: '业务统计：按状态、事项、类别、承办公证员和月份',
    query: CaseStatisticsQuery,
    response: CaseStatistics,
  }),
  ...caseActionApi,
};
