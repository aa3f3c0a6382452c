import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Id, StringEnum } from './ids.ts';

// 印章管理: the office's seals (实物印章 and 电子印章), 用印 requests through the approval flow `useSeal` (空白文书 only
// through `useSealBlank`), and the 用印登记簿 — append-only, each row chained to the previous row's hash.

export const SEAL_KINDS = { PHYSICAL: '实物印章', ELECTRONIC: '电子印章' } as const;
export type SealKind = keyof typeof SEAL_KINDS;

export const SEAL_TYPES = {
  OFFICIAL: '公章',
  STEEL: '钢印',
  BUSINESS: '业务专用章',
  NOTARY_SIGNATURE: '公证员签名章',
  E_OFFICIAL: '电子公章',
  E_SIGNATURE: '电子签名章',
} as const;
export type SealType = keyof typeof SEAL_TYPES;
/** Which kind each seal type is: the type decides it. */
export const SEAL_TYPE_KIND: Record<SealType, SealKind> = {
  OFFICIAL: 'PHYSICAL',
  STEEL: 'PHYSICAL',
  BUSINESS: 'PHYSICAL',
  NOTARY_SIGNATURE: 'PHYSICAL',
  E_OFFICIAL: 'ELECTRONIC',
  E_SIGNATURE: 'ELECTRONIC',
};
/** Personal seals belong to one person (the notary whose signature they carry). */
export const PERSONAL_SEAL_TYPES: readonly SealType[] = ['NOTARY_SIGNATURE', 'E_SIGNATURE'];

export const SEAL_STATUSES = { ACTIVE: '启用', DISABLED: '停用', LOST: '遗失' } as const;
export type SealStatus = keyof typeof SEAL_STATUSES;

export const SEAL_USE_STATUSES = { PENDING: '审批中', APPROVED: '待用印', REJECTED: '已驳回', WITHDRAWN: '已撤回', STAMPED: '已用印' } as const;
export type SealUseStatus = keyof typeof SEAL_USE_STATUSES;

/** The approval kinds (and flow codes) of 用印: ordinary documents, and 空白文书 through its special flow. */
export const SEAL_USE_KIND = 'useSeal';
export const SEAL_USE_BLANK_KIND = 'useSealBlank';

const tag = '印章管理';
const PAGE = 'oa:seal';
const APPLY = 'oa:apply:useSeal';
const Time = Type.String({ format: 'date-time' });
const DateOnly = (title: string) => Type.String({ format: 'date', title });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T, title: string) => Type.Union([t, Type.Null()], { title });
const FileUrl = (title: string) => Type.String({ maxLength: 300, title });

export const Seal = Type.Object({
  id: Type.Integer(),
  name: Type.String({ title: '印章名称' }),
  kind: StringEnum(Object.keys(SEAL_KINDS) as SealKind[], '印章类别'),
  sealType: StringEnum(Object.keys(SEAL_TYPES) as SealType[], '印章类型'),
  ownerUserId: Type.Union([Type.Integer(), Type.Null()]),
  ownerName: Type.String({ title: '所属人' }),
  keeperId: Type.Union([Type.Integer(), Type.Null()]),
  keeperName: Type.String({ title: '保管人' }),
  /** `/api/file/<key>`, or '' when no image was uploaded. */
  imageUrl: Type.String({ title: '印模' }),
  status: StringEnum(Object.keys(SEAL_STATUSES) as SealStatus[], '状态'),
  validFrom: Type.Union([Type.String(), Type.Null()], { title: '启用日期' }),
  validTo: Type.Union([Type.String(), Type.Null()], { title: '有效期至' }),
  remark: Type.String({ title: '备注' }),
  updatedAt: Time,
});
export type Seal = Static<typeof Seal>;

export const SealBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64, title: '印章名称' }),
  sealType: StringEnum(Object.keys(SEAL_TYPES) as SealType[], '印章类型'),
  ownerUserId: Type.Union([Id('所属人'), Type.Null()], { title: '所属人' }),
  keeperId: Type.Union([Id('保管人'), Type.Null()], { title: '保管人' }),
  imageUrl: Type.Optional(FileUrl('印模图片')),
  status: StringEnum(Object.keys(SEAL_STATUSES) as SealStatus[], '状态'),
  validFrom: Nullable(DateOnly('启用日期'), '启用日期'),
  validTo: Nullable(DateOnly('有效期至'), '有效期至'),
  remark: Type.Optional(Type.String({ maxLength: 500, title: '备注' })),
});
export type SealBody = Static<typeof SealBody>;
export const SealUpdateBody = Type.Object({ id: Id('印章'), ...SealBody.properties });
export type SealUpdateBody = Static<typeof SealUpdateBody>;

export const SealPageQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.Optional(Type.String({ maxLength: 64, title: '印章名称' })),
  kind: Type.Optional(StringEnum(Object.keys(SEAL_KINDS) as SealKind[], '印章类别')),
  status: Type.Optional(StringEnum(Object.keys(SEAL_STATUSES) as SealStatus[], '状态')),
});
export type SealPageQuery = Static<typeof SealPageQuery>;

/** A seal as a picker shows it: the active ones an applicant may ask for. */
export const SealOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: StringEnum(Object.keys(SEAL_KINDS) as SealKind[], '印章类别'),
  sealType: StringEnum(Object.keys(SEAL_TYPES) as SealType[], '印章类型'),
  keeperName: Type.String(),
});
export type SealOption = Static<typeof SealOption>;
export const SealOptionsQuery = Type.Object({ kind: Type.Optional(StringEnum(Object.keys(SEAL_KINDS) as SealKind[], '印章类别')) });

export const SealDocument = Type.Object({ url: Type.String(), name: Type.String(), sha256: Type.String() });
export type SealDocument = Static<typeof SealDocument>;

export const SealUseBody = Type.Object({
  sealId: Id('印章'),
  documentName: Type.String({ minLength: 1, maxLength: 200, title: '文件名称' }),
  copies: Type.Integer({ minimum: 1, maximum: 1000, title: '份数' }),
  impressions: Type.Integer({ minimum: 1, maximum: 10000, title: '用印次数' }),
  purpose: Type.String({ minLength: 1, maxLength: 500, title: '用印事由' }),
  counterparty: Type.Optional(Type.String({ maxLength: 200, title: '文件送往单位' })),
  /** 空白文书: refused unless the office has an enabled flow `useSealBlank`. */
  blank: Type.Boolean({ title: '空白文书' }),
  /** The document to stamp (uploaded files); required unless blank. */
  documentUrls: Type.Array(FileUrl('待用印文件'), { maxItems: 10, title: '待用印文件' }),
});
export type SealUseBody = Static<typeof SealUseBody>;

export const SealUseRow = Type.Object({
  id: Type.Integer(),
  sealId: Type.Integer(),
  sealName: Type.String({ title: '印章' }),
  sealType: StringEnum(Object.keys(SEAL_TYPES) as SealType[], '印章类型'),
  applicantId: Type.Integer(),
  applicantName: Type.String({ title: '申请人' }),
  deptName: Type.String({ title: '部门' }),
  documentName: Type.String({ title: '文件名称' }),
  copies: Type.Integer({ title: '份数' }),
  impressions: Type.Integer({ title: '用印次数' }),
  purpose: Type.String({ title: '用印事由' }),
  counterparty: Type.String({ title: '文件送往单位' }),
  blank: Type.Boolean({ title: '空白文书' }),
  documents: Type.Array(SealDocument),
  status: StringEnum(Object.keys(SEAL_USE_STATUSES) as SealUseStatus[], '状态'),
  approvalId: Type.Union([Type.Integer(), Type.Null()]),
  keeperName: Type.String({ title: '保管人' }),
  /** The caller keeps the seal and the request waits for stamping. */
  canStamp: Type.Boolean(),
  createdAt: Time,
  stampedAt: Type.Union([Time, Type.Null()], { title: '用印时间' }),
});
export type SealUseRow = Static<typeof SealUseRow>;

export const SealUsePageQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(StringEnum(Object.keys(SEAL_USE_STATUSES) as SealUseStatus[], '状态')),
  sealId: Type.Optional(Id('印章')),
});
export type SealUsePageQuery = Static<typeof SealUsePageQuery>;

export const SealStampBody = Type.Object({
  requestId: Id('用印申请'),
  impressions: Type.Integer({ minimum: 1, maximum: 10000, title: '实际用印次数' }),
  stampedAt: Type.Optional(Type.String({ format: 'date-time', title: '用印时间' })),
  note: Type.Optional(Type.String({ maxLength: 500, title: '备注' })),
});
export type SealStampBody = Static<typeof SealStampBody>;

export const SealRegisterRow = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer({ title: '序号' }),
  sealId: Type.Integer(),
  sealName: Type.String({ title: '印章' }),
  requestKind: Type.String(),
  requestId: Type.Integer(),
  applicantName: Type.String({ title: '申请人' }),
  operatorName: Type.String({ title: '经办人（保管人）' }),
  documentName: Type.String({ title: '文件名称' }),
  impressions: Type.Integer({ title: '用印次数' }),
  documentSha256Before: Type.Union([Type.String(), Type.Null()]),
  documentSha256After: Type.Union([Type.String(), Type.Null()]),
  note: Type.String({ title: '备注' }),
  at: Type.String({ format: 'date-time', title: '用印时间' }),
  hash: Type.String({ title: '哈希' }),
});
export type SealRegisterRow = Static<typeof SealRegisterRow>;

export const SealRegisterQuery = Type.Object({
  ...PageQuery.properties,
  sealId: Type.Optional(Id('印章')),
  month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', title: '月份', patternMessage: '月份须为 YYYY-MM' })),
  applicantName: Type.Optional(Type.String({ maxLength: 32, title: '申请人' })),
});
export type SealRegisterQuery = Static<typeof SealRegisterQuery>;
export const SealRegisterExportQuery = Type.Object({
  sealId: SealRegisterQuery.properties.sealId,
  month: SealRegisterQuery.properties.month,
  applicantName: SealRegisterQuery.properties.applicantName,
});

export const SealRegisterCheck = Type.Object({
  ok: Type.Boolean(),
  checked: Type.Integer({ title: '已校验条数' }),
  firstBroken: Type.Union([Type.Object({ seq: Type.Integer(), id: Type.Integer(), reason: Type.String() }), Type.Null()]),
});
export type SealRegisterCheck = Static<typeof SealRegisterCheck>;

export const sealApi = {
  page: endpoint({ method: 'GET', path: '/seal/page', access: PAGE, tag, summary: '印章列表', query: SealPageQuery, response: Page(Seal) }),
  options: endpoint({
    method: 'GET',
    path: '/seal/options',
    access: [PAGE, APPLY, 'oa:apply:ElectronicSeal'],
    tag,
    summary: '可申请使用的印章（启用且在有效期内）',
    query: SealOptionsQuery,
    response: Type.Array(SealOption),
  }),
  create: endpoint({ method: 'POST', path: '/seal', access: `${PAGE}:add`, tag, summary: '新增印章', body: SealBody, response: Seal, done: '印章已新增' }),
  update: endpoint({
    method: 'PUT',
    path: '/seal',
    access: `${PAGE}:update`,
    tag,
    summary: '修改印章（含停用、遗失）',
    body: SealUpdateBody,
    response: Seal,
    done: '印章已保存',
  }),
  apply: endpoint({
    method: 'POST',
    path: '/seal/use',
    access: APPLY,
    tag,
    summary: '提交用印申请',
    body: SealUseBody,
    response: SealUseRow,
    done: '用印申请已提交',
  }),
  mine: endpoint({ method: 'GET', path: '/seal/use/mine', access: APPLY, tag, summary: '我的用印申请', query: SealUsePageQuery, response: Page(SealUseRow) }),
  uses: endpoint({
    method: 'GET',
    path: '/seal/use/page',
    access: PAGE,
    tag,
    summary: '用印申请（保管人登记用印）',
    query: SealUsePageQuery,
    response: Page(SealUseRow),
  }),
  stamp: endpoint({
    method: 'POST',
    path: '/seal/register',
    access: `${PAGE}:register`,
    tag,
    summary: '登记用印：保管人记入用印登记簿',
    body: SealStampBody,
    response: SealRegisterRow,
    done: '已记入用印登记簿',
  }),
  register: endpoint({
    method: 'GET',
    path: '/seal/register/page',
    access: PAGE,
    tag,
    summary: '用印登记簿',
    query: SealRegisterQuery,
    response: Page(SealRegisterRow),
  }),
  exportRegister: endpoint({
    method: 'GET',
    path: '/seal/register/export',
    access: `${PAGE}:export`,
    tag,
    summary: '导出用印登记簿（.xlsx）',
    query: SealRegisterExportQuery,
    download: true,
  }),
  verify: endpoint({ method: 'GET', path: '/seal/register/verify', access: PAGE, tag, summary: '校验用印登记簿的哈希链', response: SealRegisterCheck }),
};
