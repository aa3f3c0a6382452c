import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Id, IdQuery, StringEnum } from './ids.ts';

// 电子签章: stamping a FINAL document (a case's certificate PDF or an uploaded PDF) with an electronic seal,
// after the `electronicSeal` approval flow. The stamped PDF is a new file; both hashes go into the 用印登记簿.

const tag = '电子签章';
const APPLY = 'oa:apply:ElectronicSeal';
const APPROVE = 'oa:approve:electronicSeal';

export const E_SEAL_STATUSES = ['PENDING', 'APPROVED', 'STAMPED', 'REJECTED', 'WITHDRAWN'] as const;
export type ESealStatus = (typeof E_SEAL_STATUSES)[number];
export const E_SEAL_STATUS_LABELS: Record<ESealStatus, string> = {
  PENDING: '审批中',
  APPROVED: '已批准，待签章',
  STAMPED: '已签章',
  REJECTED: '未批准',
  WITHDRAWN: '已撤回',
};

export const E_SEAL_SOURCES = ['DOCUMENT', 'UPLOAD'] as const;
export type ESealSource = (typeof E_SEAL_SOURCES)[number];
export const E_SEAL_SOURCE_LABELS: Record<ESealSource, string> = { DOCUMENT: '已出证公证书', UPLOAD: '上传的 PDF' };

/** Where the seal's centre goes, in thousandths of the page's width and height from its top-left corner. */
export const E_SEAL_PRESETS = {
  BOTTOM_RIGHT: { label: '右下角', x: 760, y: 840 },
  NOTARY_SIGNATURE: { label: '公证员签名处', x: 700, y: 740 },
} as const;

/** What the UI must say about this seal: it is not a CA-issued GM/T 0031 electronic seal. */
export const E_SEAL_NOTICE =
  '本系统的电子签章为本地图像签章加独立数字签名与时间戳，并非 CA 签发的 GM/T 0031 电子印章；' +
  '签章后的 PDF 以登记簿中的哈希、机构签名和 RFC 3161 时间戳核验。需要具有法定效力的电子印章时，请接入持牌电子签章服务。';

const At = Type.String({ format: 'date-time' });
const NullableAt = Type.Union([At, Type.Null()]);
const Hash = Type.String();

export const ESealPosition = {
  page: Type.Integer({ minimum: 1, maximum: 9999, title: '页码' }),
  x: Type.Integer({ minimum: 0, maximum: 1000, title: '横向位置' }),
  y: Type.Integer({ minimum: 0, maximum: 1000, title: '纵向位置' }),
  sizeMm: Type.Integer({ minimum: 20, maximum: 60, default: 40, title: '印章直径（毫米）' }),
};

/** The PDF to stamp: a FINAL case document, or a PDF uploaded through /file/upload. */
export const ESealSourceBody = Type.Object({
  source: StringEnum(E_SEAL_SOURCES, '文件来源'),
  documentId: Type.Optional(Id('公证书')),
  fileUrl: Type.Optional(Type.String({ maxLength: 300, title: '上传的文件' })),
});
export type ESealSourceBody = Static<typeof ESealSourceBody>;

export const ESealPreviewQuery = Type.Object({
  ...ESealSourceBody.properties,
  page: ESealPosition.page,
});
export type ESealPreviewQuery = Static<typeof ESealPreviewQuery>;

export const ESealApplyBody = Type.Object({
  ...ESealSourceBody.properties,
  sealId: Id('印章'),
  ...ESealPosition,
  reason: Type.String({ minLength: 1, maxLength: 200, title: '用途' }),
});
export type ESealApplyBody = Static<typeof ESealApplyBody>;

export const ESealPdfInfo = Type.Object({
  name: Type.String(),
  sha256: Hash,
  /** Each page's size in PDF points (1/72 inch). */
  pages: Type.Array(Type.Object({ width: Type.Number(), height: Type.Number() })),
});
export type ESealPdfInfo = Static<typeof ESealPdfInfo>;

export const ESealRow = Type.Object({
  id: Type.Integer(),
  status: StringEnum(E_SEAL_STATUSES, '状态'),
  source: StringEnum(E_SEAL_SOURCES, '文件来源'),
  documentId: Type.Union([Type.Integer(), Type.Null()]),
  documentName: Type.String(),
  sealId: Type.Integer(),
  sealName: Type.String(),
  page: Type.Integer(),
  x: Type.Integer(),
  y: Type.Integer(),
  sizeMm: Type.Integer(),
  reason: Type.String(),
  applicantId: Type.Integer(),
  applicantName: Type.String(),
  approvalId: Type.Union([Type.Integer(), Type.Null()]),
  provider: Type.String(),
  sha256Before: Hash,
  sha256After: Hash,
  /** Why the last stamping attempt failed (the request stays 待签章 and may be stamped again). */
  stampError: Type.String(),
  createdAt: At,
  stampedAt: NullableAt,
});
export type ESealRow = Static<typeof ESealRow>;

export const ESealDetail = Type.Object({
  ...ESealRow.properties,
  sm3Before: Hash,
  sm3After: Hash,
  stampedByName: Type.String(),
  signature: Type.String(),
  signedPayload: Type.Union([Type.Object({ number: Type.String(), documentHash: Hash, time: Type.String(), keyId: Type.String() }), Type.Null()]),
  chainSeq: Type.Union([Type.Integer(), Type.Null()]),
  /** Its row in the 用印登记簿, once stamped. */
  registerSeq: Type.Union([Type.Integer(), Type.Null()]),
  /** The caller may stamp it now (approved, not stamped yet, the applicant or an approver). */
  canStamp: Type.Boolean(),
});
export type ESealDetail = Static<typeof ESealDetail>;

export const ESealVerifyResult = Type.Object({
  /** The stored stamped PDF still hashes to the recorded SHA-256 and SM3. */
  stampedIntact: Type.Boolean(),
  sha256Now: Hash,
  sm3Now: Hash,
  /** The original (unstamped) PDF still hashes to the recorded "before" hashes. */
  originalIntact: Type.Boolean(),
  signature: Type.Object({ valid: Type.Boolean(), keyId: Type.String(), algorithm: Type.String() }),
  chain: Type.Object({ seq: Type.Integer(), intact: Type.Boolean(), reason: Type.Union([Type.String(), Type.Null()]) }),
  timestamp: Type.Union([
    Type.Object({
      valid: Type.Boolean(),
      genTime: Type.String(),
      tsaName: Type.String(),
      serial: Type.String(),
      reason: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  /** Every check passed. */
  ok: Type.Boolean(),
});
export type ESealVerifyResult = Static<typeof ESealVerifyResult>;

export const ESealOptions = Type.Object({
  seals: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), owner: Type.String() })),
  provider: Type.Object({ kind: Type.String(), name: Type.String(), certified: Type.Boolean() }),
});
export type ESealOptions = Static<typeof ESealOptions>;

export const ESealDocument = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  certificateNumber: Type.String(),
  caseNo: Type.String(),
  finalizedAt: NullableAt,
});
export type ESealDocument = Static<typeof ESealDocument>;

export const ESealPageQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(StringEnum(E_SEAL_STATUSES, '状态')),
  keyword: Type.Optional(Type.String({ maxLength: 100, title: '关键字' })),
});
export type ESealPageQuery = Static<typeof ESealPageQuery>;

export const ESealDownloadQuery = Type.Object({ id: Id(), which: StringEnum(['STAMPED', 'ORIGINAL'] as const, '文件') });
export type ESealDownloadQuery = Static<typeof ESealDownloadQuery>;

export const eSealApi = {
  options: endpoint({
    method: 'GET',
    path: '/oa/e-seal/options',
    access: APPLY,
    tag,
    summary: '可用的电子印章（启用中的电子章）与签章服务',
    response: ESealOptions,
  }),
  documents: endpoint({
    method: 'GET',
    path: '/oa/e-seal/documents',
    access: APPLY,
    tag,
    summary: '可签章的已出证公证书（按公证书编号、标题或案号查找）',
    query: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100, title: '关键字' })) }),
    response: Type.Array(ESealDocument),
  }),
  inspect: endpoint({
    method: 'POST',
    path: '/oa/e-seal/inspect',
    access: APPLY,
    tag,
    summary: '读取待签章 PDF 的页数与页面尺寸',
    body: ESealSourceBody,
    response: ESealPdfInfo,
  }),
  preview: endpoint({
    method: 'GET',
    path: '/oa/e-seal/preview',
    access: APPLY,
    tag,
    summary: '待签章 PDF 某一页的预览图（PNG），用于放置印章',
    query: ESealPreviewQuery,
    download: true,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/oa/e-seal/apply',
    access: APPLY,
    tag,
    summary: '申请电子签章（经审批后盖章）',
    body: ESealApplyBody,
    response: Type.Object({ id: Type.Integer(), approvalId: Type.Integer() }),
    done: '已提交电子签章审批',
  }),
  page: endpoint({
    method: 'GET',
    path: '/oa/e-seal/page',
    access: APPLY,
    tag,
    summary: '我的电子签章申请',
    query: ESealPageQuery,
    response: Page(ESealRow),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/oa/e-seal/detail',
    access: [APPLY, APPROVE],
    tag,
    summary: '电子签章申请详情（申请人或审批人）',
    query: IdQuery,
    response: ESealDetail,
  }),
  stamp: endpoint({
    method: 'POST',
    path: '/oa/e-seal/stamp',
    access: [APPLY, APPROVE],
    tag,
    summary: '对已批准的申请执行签章（审批通过时自动执行；失败后可再次执行，每份申请只盖一次）',
    body: IdQuery,
    response: ESealDetail,
    done: '已签章',
  }),
  verify: endpoint({
    method: 'POST',
    path: '/oa/e-seal/verify',
    access: [APPLY, APPROVE],
    tag,
    summary: '核验签章：重新计算文件哈希，核验机构签名、完整性链与时间戳',
    body: IdQuery,
    response: ESealVerifyResult,
  }),
  download: endpoint({
    method: 'GET',
    path: '/oa/e-seal/download',
    access: [APPLY, APPROVE],
    tag,
    summary: '下载签章后的 PDF 或原件',
    query: ESealDownloadQuery,
    download: true,
  }),
};
