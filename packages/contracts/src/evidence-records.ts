import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { CAPTURE_TYPES, EVIDENCE_STATUSES, EvidenceArtifact, EvidenceRow } from './evidence.ts';
import { DateRange, Id, IdQuery, StringEnum } from './ids.ts';

// 取证列表 / 存证列表: the records of one kind, their detail with the proof, and what may be done with them before
// (确认, 放弃, 删除) and after sealing (申请出证). The record's kind decides which page's function is required.

const tag = '电子证据';

export const EvidencePageQuery = Type.Object({
  ...PageQuery.properties,
  captureType: Type.Optional(StringEnum(CAPTURE_TYPES, '取证方式')),
  status: Type.Optional(StringEnum(EVIDENCE_STATUSES, '状态')),
  applicantName: Type.Optional(Type.String({ maxLength: 64, title: '申请人' })),
  /** Text in the number, the title or the address. */
  keyword: Type.Optional(Type.String({ maxLength: 100, title: '关键字' })),
  ...DateRange,
});
export type EvidencePageQuery = Static<typeof EvidencePageQuery>;

const Time = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** The trusted time of a sealed record's chain entry (RFC 3161). */
export const EvidenceTimestamp = Type.Object({
  genTime: Type.String({ format: 'date-time' }),
  serial: Type.String(),
  tsaName: Type.String(),
  /** LOCAL: the office's own authority; HTTP: a contracted TSA. */
  provider: Type.String(),
});

export const EvidenceProof = Type.Object({
  /** What was hashed when the record was sealed (null before). */
  manifest: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  manifestSha256: Type.String(),
  manifestSm3: Type.String(),
  chainSeq: Type.Union([Type.Integer(), Type.Null()]),
  confirmedByName: Type.String(),
  timestamp: Type.Union([EvidenceTimestamp, Type.Null()]),
  certificateIssued: Type.Boolean(),
  certificateIssuedAt: Time,
});
export type EvidenceProof = Static<typeof EvidenceProof>;

/** What the reader may do with the record now, decided by the server (status, case link, functions held). */
export const EvidenceAbilities = Type.Object({
  confirm: Type.Boolean(),
  discard: Type.Boolean(),
  remove: Type.Boolean(),
  apply: Type.Boolean(),
});

export const EvidenceDetail = Type.Object({
  ...EvidenceRow.properties,
  applicantIdMasked: Type.String(),
  applicantPhone: Type.String(),
  remark: Type.String(),
  discardedReason: Type.String(),
  device: Type.Record(Type.String(), Type.String()),
  caseNumber: Type.String(),
  artifacts: Type.Array(EvidenceArtifact),
  proof: EvidenceProof,
  abilities: EvidenceAbilities,
});
export type EvidenceDetail = Static<typeof EvidenceDetail>;

const Reason = Type.String({ minLength: 1, maxLength: 500, title: '原因' });

export const EvidenceConfirmBody = Type.Object({ id: Id('证据') });
export const EvidenceDiscardBody = Type.Object({ id: Id('证据'), reason: Reason });
export type EvidenceDiscardBody = Static<typeof EvidenceDiscardBody>;
export const EvidenceDeleteQuery = Type.Object({ id: Id('证据'), reason: Reason });
export type EvidenceDeleteQuery = Static<typeof EvidenceDeleteQuery>;

/** 申请出证: a notarization case (保全证据) for the record's applicant, handled by `handlerId`. */
export const EvidenceApplyBody = Type.Object({
  id: Id('证据'),
  handlerId: Id('承办公证员'),
  assistantId: Type.Optional(Id('助理')),
  purpose: Type.Optional(Type.String({ maxLength: 200, title: '用途' })),
});
export type EvidenceApplyBody = Static<typeof EvidenceApplyBody>;
export const EvidenceApplyResult = Type.Object({ caseId: Type.Integer(), businessNumber: Type.String() });
export type EvidenceApplyResult = Static<typeof EvidenceApplyResult>;

const both = (fn: string) => [`evidence:obtainList:${fn}`, `evidence:existList:${fn}`] as const;

export const evidenceApi = {
  obtainPage: endpoint({
    method: 'GET',
    path: '/evidence/obtain/page',
    access: 'evidence:obtainList',
    tag,
    summary: '取证列表',
    query: EvidencePageQuery,
    response: Page(EvidenceRow),
  }),
  existPage: endpoint({
    method: 'GET',
    path: '/evidence/exist/page',
    access: 'evidence:existList',
    tag,
    summary: '存证列表',
    query: EvidencePageQuery,
    response: Page(EvidenceRow),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/evidence/detail',
    access: ['evidence:obtainList', 'evidence:existList'],
    tag,
    summary: '证据详情：文件、固定清单、哈希链位置、时间戳（取证需取证列表，存证需存证列表）',
    query: IdQuery,
    response: EvidenceDetail,
  }),
  confirm: endpoint({
    method: 'PUT',
    path: '/evidence/confirm',
    access: both('confirm'),
    tag,
    summary: '确认证据：固定清单入哈希链并加盖时间戳，此后不可更改、不可删除',
    body: EvidenceConfirmBody,
    response: EvidenceDetail,
    done: '已确认，证据已固定',
  }),
  discard: endpoint({
    method: 'PUT',
    path: '/evidence/discard',
    access: both('confirm'),
    tag,
    summary: '放弃证据（固定之前）',
    body: EvidenceDiscardBody,
    response: EvidenceDetail,
    done: '已放弃',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/evidence',
    access: both('delete'),
    tag,
    summary: '删除证据（仅固定之前，且未申请出证）',
    query: EvidenceDeleteQuery,
    response: Type.Null(),
    done: '已删除',
  }),
  apply: endpoint({
    method: 'POST',
    path: '/evidence/apply',
    access: both('apply'),
    tag,
    summary: '申请出证：以“保全证据”事项为申请人新建公证业务（另需业务受理·新建）',
    body: EvidenceApplyBody,
    response: EvidenceApplyResult,
    done: '已申请出证',
  }),
};
