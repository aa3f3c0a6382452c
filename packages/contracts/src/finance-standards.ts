import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Id, StringEnum } from './ids.ts';
import { Fen } from './money.ts';
import { FEE_MODES, type FeeMode } from './fee-calculator.ts';

// 收费维护: versioned fee standards (收费标准) and the fees they suggest for a case on its acceptance date.

const MODES = Object.keys(FEE_MODES) as FeeMode[];
const DateOnly = (title: string) => Type.String({ format: 'date', title });
const text = (max: number, title: string) => Type.Optional(Type.String({ maxLength: max, title }));

export const FeeBracketSchema = Type.Object({
  // Null first: Fastify's Ajv coerces types, and an integer branch tried first would turn null into 0.
  upToFen: Type.Union([Type.Null(), Fen({ description: '上限金额（分）' })], { title: '上限金额（分，末段为空）' }),
  rateBp: Type.Integer({ minimum: 0, maximum: 10_000, title: '费率（万分之一）' }),
});

const rule = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '名称' }),
  itemId: Type.Optional(Type.Union([Id('公证事项'), Type.Null()], { title: '公证事项' })),
  feeType: Type.Optional(Type.String({ minLength: 1, maxLength: 32, title: '收费类型' })),
  mode: StringEnum(MODES, '计费方式'),
  unitFen: Type.Optional(Fen({ description: '单价（分）' })),
  tiers: Type.Optional(Type.Array(FeeBracketSchema, { maxItems: 12, title: '分段' })),
  minFen: Type.Optional(Fen({ description: '最低收费（分）' })),
  maxFen: Type.Optional(Type.Union([Type.Null(), Fen({ description: '最高收费（分）' })], { title: '最高收费（分）' })),
  effectiveFrom: DateOnly('生效日期'),
  sourceDoc: text(200, '依据文件'),
  note: text(500, '备注'),
};

/** A new fee code (its first version). */
export const CreateFeeStandardBody = Type.Object({
  feeCode: Type.String({
    minLength: 1,
    maxLength: 32,
    pattern: '^[A-Za-z0-9_-]+$',
    patternMessage: '收费编码只能含字母、数字、下划线和连字符',
    title: '收费编码',
  }),
  ...rule,
});
export type CreateFeeStandardBody = Static<typeof CreateFeeStandardBody>;

/** A new version of the standard `id` (the one in force): it closes `id` the day before `effectiveFrom`. */
export const NewFeeStandardVersionBody = Type.Object({ id: Id('收费标准'), ...rule });
export type NewFeeStandardVersionBody = Static<typeof NewFeeStandardVersionBody>;

export const FEE_STANDARD_STATES = { CURRENT: '现行', FUTURE: '待生效', HISTORY: '历史版本' } as const;
export type FeeStandardState = keyof typeof FEE_STANDARD_STATES;

export const FeeStandardRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  feeCode: Type.String({ title: '收费编码' }),
  name: Type.String({ title: '名称' }),
  itemId: Type.Union([Type.Integer(), Type.Null()], { title: '公证事项' }),
  itemName: Type.String({ title: '公证事项名称' }),
  feeType: Type.String({ title: '收费类型' }),
  mode: StringEnum(MODES, '计费方式'),
  unitFen: Type.Integer({ title: '单价（分）' }),
  tiers: Type.Array(FeeBracketSchema, { title: '分段' }),
  minFen: Type.Integer({ title: '最低收费（分）' }),
  maxFen: Type.Union([Type.Integer(), Type.Null()], { title: '最高收费（分）' }),
  effectiveFrom: Type.String({ title: '生效日期' }),
  effectiveTo: Type.Union([Type.String(), Type.Null()], { title: '失效日期' }),
  version: Type.Integer({ title: '版本' }),
  state: StringEnum(Object.keys(FEE_STANDARD_STATES) as FeeStandardState[], '状态'),
  /** How many case fee lines were computed from this version (it is then never changed). */
  usedBy: Type.Integer({ title: '已用于收费项目数' }),
  sourceDoc: Type.String({ title: '依据文件' }),
  note: Type.String({ title: '备注' }),
  createdAt: Type.String({ title: '创建时间' }),
});
export type FeeStandardRow = Static<typeof FeeStandardRow>;

export const FeeStandardPageQuery = Type.Object({
  ...PageQuery.properties,
  keyword: text(64, '编码或名称'),
  itemId: Type.Optional(Id('公证事项')),
  mode: Type.Optional(StringEnum(MODES, '计费方式')),
  state: Type.Optional(StringEnum(Object.keys(FEE_STANDARD_STATES) as FeeStandardState[], '状态')),
  feeCode: text(32, '收费编码'),
});
export type FeeStandardPageQuery = Static<typeof FeeStandardPageQuery>;

/** The fees a case of these items gets on `date` (its acceptance date), from the standards then in force. */
export const SuggestFeesQuery = Type.Object({
  itemIds: Type.String({ pattern: '^\\d{1,9}(,\\d{1,9}){0,19}$', patternMessage: '公证事项编号须以逗号分隔', title: '公证事项' }),
  date: DateOnly('受理日期'),
  amountFen: Type.Optional(Fen({ description: '标的额（分）' })),
  copies: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, title: '份数' })),
});
export type SuggestFeesQuery = Static<typeof SuggestFeesQuery>;

export const SuggestedFee = Type.Object({
  itemId: Type.Union([Type.Integer(), Type.Null()], { title: '公证事项' }),
  /** Null when no standard is in force and the item's own default fee is used. */
  feeStandardId: Type.Union([Type.Integer(), Type.Null()], { title: '收费标准' }),
  feeCode: Type.String({ title: '收费编码' }),
  feeType: Type.String({ title: '收费类型' }),
  amountFen: Type.Integer({ title: '金额（分）' }),
  note: Type.String({ title: '说明' }),
  basis: Type.String({ title: '计费依据' }),
  /** A TIERED standard without an amount at stake: the line is the minimum until the amount is given. */
  needsAmount: Type.Boolean({ title: '须填写标的额' }),
});
export type SuggestedFee = Static<typeof SuggestedFee>;

const tag = '收费维护';
const EDIT = 'finance:maintainList:editStandard';
const READ = ['finance:maintainList', 'business:accept'] as const;

export const financeStandardsApi = {
  page: endpoint({
    method: 'GET',
    path: '/finance/standards/page',
    access: 'finance:maintainList',
    tag,
    summary: '收费标准列表（现行与历史版本）',
    query: FeeStandardPageQuery,
    response: Page(FeeStandardRow),
  }),
  create: endpoint({
    method: 'POST',
    path: '/finance/standards',
    access: EDIT,
    tag,
    summary: '新增收费标准（第 1 版）',
    body: CreateFeeStandardBody,
    response: FeeStandardRow,
    done: '收费标准已新增',
  }),
  newVersion: endpoint({
    method: 'POST',
    path: '/finance/standards/version',
    access: EDIT,
    tag,
    summary: '发布收费标准的新版本（上一版本于新版本生效前一日失效）',
    body: NewFeeStandardVersionBody,
    response: FeeStandardRow,
    done: '新版本已发布',
  }),
  suggest: endpoint({
    method: 'GET',
    path: '/finance/standards/suggest',
    access: READ,
    tag,
    summary: '按受理日期现行的收费标准计算建议收费（含计费依据）',
    query: SuggestFeesQuery,
    response: Type.Array(SuggestedFee),
  }),
};
