import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Id, IdQuery, StringEnum } from './ids.ts';

// 介绍信: a staff member asks for a letter introducing colleagues to another organisation (a registry, an archive,
// a bank, another office); the 介绍信 flow approves it, the approval allocates its number (rule introductionLetter)
// and the letter prints with its counterfoil (存根). A letter may be voided with a reason; its number is never reused.

const tag = '介绍信';
const APPLY = 'oa:apply:introductionLetter';
const APPROVE = 'oa:approve:introductionLetter';

/** PENDING 审批中 → APPROVED 已开具 (numbered) → VOIDED 已作废; or REJECTED 已驳回 / WITHDRAWN 已撤回. */
export const INTRO_LETTER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN', 'VOIDED'] as const;
export type IntroLetterStatus = (typeof INTRO_LETTER_STATUSES)[number];
export const INTRO_LETTER_STATUS_LABELS: Record<IntroLetterStatus, string> = {
  PENDING: '审批中',
  APPROVED: '已开具',
  REJECTED: '已驳回',
  WITHDRAWN: '已撤回',
  VOIDED: '已作废',
};

/** 核实 is a verification trip: the rules want two people, except for simple checks. */
export const INTRO_LETTER_PURPOSES = ['VERIFY', 'CONTACT', 'COLLECT', 'OTHER'] as const;
export type IntroLetterPurpose = (typeof INTRO_LETTER_PURPOSES)[number];
export const INTRO_LETTER_PURPOSE_LABELS: Record<IntroLetterPurpose, string> = {
  VERIFY: '核实',
  CONTACT: '联系工作',
  COLLECT: '调取材料',
  OTHER: '其他',
};

/** The warning shown in the form and to the approver when a verification trip names fewer than two people. */
export const FEW_PERSONS_WARNING = '核实一般应由二人进行；只派一人的，仅限简单核实，请审批人留意';
/** Whether a letter needs the two-person warning. */
export const needsTwoPersons = (purpose: IntroLetterPurpose, persons: number) => purpose === 'VERIFY' && persons < 2;

export const INTRO_LETTER_MAX_PERSONS = 10;
export const INTRO_LETTER_MAX_DAYS = 90;

export const IntroLetterBody = Type.Object({
  destination: Type.String({ minLength: 1, maxLength: 100, title: '前往单位' }),
  personIds: Type.Array(Id('人员'), { minItems: 1, maxItems: INTRO_LETTER_MAX_PERSONS, uniqueItems: true, title: '人员' }),
  purpose: StringEnum(INTRO_LETTER_PURPOSES, '事由类别'),
  matter: Type.String({ minLength: 1, maxLength: 200, title: '具体事项' }),
  validDays: Type.Integer({ minimum: 1, maximum: INTRO_LETTER_MAX_DAYS, title: '有效天数' }),
  caseId: Type.Optional(Type.Union([Id('关联业务'), Type.Null()], { title: '关联业务' })),
});
export type IntroLetterBody = Static<typeof IntroLetterBody>;

export const IntroLetterVoidBody = Type.Object({
  id: Id('介绍信'),
  reason: Type.String({ minLength: 1, maxLength: 200, title: '作废原因' }),
});
export type IntroLetterVoidBody = Static<typeof IntroLetterVoidBody>;

const Time = Type.String({ format: 'date-time' });
const MaybeTime = Type.Union([Time, Type.Null()]);

export const IntroLetterRow = Type.Object({
  id: Type.Integer(),
  status: StringEnum(INTRO_LETTER_STATUSES, '状态'),
  /** Empty until approved. */
  letterNo: Type.String({ title: '介绍信编号' }),
  applicantId: Type.Integer(),
  applicantName: Type.String({ title: '申请人' }),
  destination: Type.String({ title: '前往单位' }),
  persons: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), { title: '人员' }),
  purpose: StringEnum(INTRO_LETTER_PURPOSES, '事由类别'),
  matter: Type.String({ title: '具体事项' }),
  validDays: Type.Integer({ title: '有效天数' }),
  /** The last day the letter is valid (China date), from its issue; null until approved. */
  validUntil: Type.Union([Type.String({ format: 'date' }), Type.Null()], { title: '有效期至' }),
  caseId: Type.Union([Type.Integer(), Type.Null()]),
  caseNumber: Type.String({ title: '关联业务' }),
  /** A verification trip of fewer than two people: recorded when applied, shown to the approver. */
  fewPersons: Type.Boolean({ title: '核实人员不足二人' }),
  approvalId: Type.Union([Type.Integer(), Type.Null()]),
  approverName: Type.String({ title: '批准人' }),
  issuedAt: MaybeTime,
  voidReason: Type.String({ title: '作废原因' }),
  voidedByName: Type.String({ title: '作废人' }),
  voidedAt: MaybeTime,
  createdAt: Time,
});
export type IntroLetterRow = Static<typeof IntroLetterRow>;

export const IntroLetterPageQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(StringEnum(INTRO_LETTER_STATUSES, '状态')),
  purpose: Type.Optional(StringEnum(INTRO_LETTER_PURPOSES, '事由类别')),
  letterNo: Type.Optional(Type.String({ maxLength: 64, title: '介绍信编号' })),
  destination: Type.Optional(Type.String({ maxLength: 100, title: '前往单位' })),
  applicant: Type.Optional(Type.String({ maxLength: 32, title: '申请人' })),
  from: Type.Optional(Type.String({ format: 'date', title: '申请日期起' })),
  to: Type.Optional(Type.String({ format: 'date', title: '申请日期止' })),
});
export type IntroLetterPageQuery = Static<typeof IntroLetterPageQuery>;

export const IntroLetterCaseQuery = Type.Object({ businessNumber: Type.String({ minLength: 1, maxLength: 64, title: '业务编号' }) });
export const IntroLetterCaseOption = Type.Object({ id: Type.Integer(), businessNumber: Type.String(), status: Type.String() });
export type IntroLetterCaseOption = Static<typeof IntroLetterCaseOption>;

export const introLetterApi = {
  apply: endpoint({
    method: 'POST',
    path: '/intro-letters',
    access: APPLY,
    tag,
    summary: '申请介绍信（送介绍信审批流程；核实事由不足二人时记录提示）',
    body: IntroLetterBody,
    response: IntroLetterRow,
    done: '介绍信申请已提交审批',
  }),
  mine: endpoint({
    method: 'GET',
    path: '/intro-letters/mine',
    access: APPLY,
    tag,
    summary: '我的介绍信（状态、编号、有效期）',
    query: IntroLetterPageQuery,
    response: Page(IntroLetterRow),
  }),
  page: endpoint({
    method: 'GET',
    path: '/intro-letters/page',
    access: APPROVE,
    tag,
    summary: '本处全部介绍信（含作废及原因）',
    query: IntroLetterPageQuery,
    response: Page(IntroLetterRow),
  }),
  voidLetter: endpoint({
    method: 'PUT',
    path: '/intro-letters/void',
    access: [APPLY, APPROVE],
    tag,
    summary: '作废已开具的介绍信（申请人本人或有审批功能者；编号作废不再使用）',
    body: IntroLetterVoidBody,
    response: IntroLetterRow,
    done: '介绍信已作废',
  }),
  print: endpoint({
    method: 'GET',
    path: '/intro-letters/print',
    access: [APPLY, APPROVE],
    tag,
    summary: '打印介绍信（PDF：上为存根，下为介绍信正文）',
    query: IdQuery,
    download: true,
  }),
  cases: endpoint({
    method: 'GET',
    path: '/intro-letters/cases',
    access: APPLY,
    tag,
    summary: '按业务编号查找可关联的业务',
    query: IntroLetterCaseQuery,
    response: Type.Array(IntroLetterCaseOption),
  }),
};
