import { Type, type Static } from '@sinclair/typebox';
import { MoneySummary } from './finance-payments.ts';
import { PageQuery } from './envelope.ts';
import { Id, StringEnum } from './ids.ts';
import { CASE_ACTIONS, PARTY_ROLES } from './business.ts';

const str = (max: number, title: string) => Type.Optional(Type.String({ maxLength: max, title }));

// 公证业务: what the case pages, 当事人 and 业务统计 read.

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

/** A case waiting in its office's 公证业务审批 flow: the step it is at and who decides it (absent: single-step approval). */
export const CaseApprovalProgress = Type.Object({
  requestId: Type.Integer({ title: '审批申请' }),
  flowName: Type.String({ title: '审批流程' }),
  /** 0-based index of the step waiting. */
  currentStep: Type.Integer({ title: '当前步骤' }),
  stepCount: Type.Integer({ title: '步骤数' }),
  stepName: Type.String({ title: '当前步骤名称' }),
  /** Whether the current step is the last one (its approval passes the case and allocates the certificate numbers). */
  lastStep: Type.Boolean({ title: '最后一步' }),
  approverNames: Type.Array(Type.String(), { title: '当前步骤审批人' }),
  steps: Type.Array(
    Type.Object({
      name: Type.String({ title: '步骤' }),
      approverLabel: Type.String({ title: '审批人' }),
      state: StringEnum(['DONE', 'CURRENT', 'WAITING'] as const, '步骤状态'),
    }),
    { title: '步骤' },
  ),
});
export type CaseApprovalProgress = Static<typeof CaseApprovalProgress>;

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
  approval: Type.Optional(CaseApprovalProgress),
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
      /** The case's own party row (a 视频公证 participant names it). */
      id: Type.Optional(Type.Integer({ title: '编号' })),
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
  feeTotalFen: Type.Integer({ title: '收费合计（分）' }),
  fees: Type.Array(
    Type.Object({
      id: Type.Integer({ title: '编号' }),
      feeType: Type.String({ title: '收费类型' }),
      amountFen: Type.Integer({ title: '金额（分）' }),
      note: Type.String({ title: '说明' }),
      basis: Type.String({ title: '计费依据' }),
    }),
    {
      title: '收费',
    },
  ),
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
  /** 应收/实收/未收/已退 and whether the fees are settled (on a case's detail). */
  money: Type.Optional(Type.Union([MoneySummary, Type.Null()])),
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
