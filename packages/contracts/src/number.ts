import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Code, DateRange, IdQuery, StringEnum } from './ids.ts';

export const RESET_CYCLES = { NEVER: '不重置', YEARLY: '每年', MONTHLY: '每月', DAILY: '每天' } as const;
export type ResetCycle = keyof typeof RESET_CYCLES;

/** Tokens a numbering pattern may contain between literal text. `{seq:5}` pads to 5 digits. */
export const NUMBER_TOKENS = [
  { token: '{year}', title: '年（4 位）' },
  { token: '{month}', title: '月（2 位）' },
  { token: '{day}', title: '日（2 位）' },
  { token: '{office}', title: '机构简称' },
  { token: '{category}', title: '类别代码（发号时提供）' },
  { token: '{seq:5}', title: '流水号（补零到 5 位，位数 1–12）' },
] as const;

export type NumberPart = { kind: 'text'; text: string } | { kind: 'year' | 'month' | 'day' | 'office' | 'category' } | { kind: 'seq'; width: number };

/** Splits a pattern into literal text and tokens; throws a Chinese message when it is not usable. */
export function parseNumberPattern(pattern: string): NumberPart[] {
  const parts: NumberPart[] = [];
  const re = /\{([^{}]*)\}/g;
  let last = 0;
  let seqCount = 0;
  for (let m = re.exec(pattern); m; m = re.exec(pattern)) {
    if (m.index > last) parts.push({ kind: 'text', text: pattern.slice(last, m.index) });
    last = m.index + m[0].length;
    const [name, arg] = m[1].split(':');
    if (name === 'seq') {
      const width = arg === undefined ? 1 : Number(arg);
      if (!Number.isInteger(width) || width < 1 || width > 12) throw new Error('流水号位数须为 1–12');
      parts.push({ kind: 'seq', width });
      seqCount++;
    } else if (['year', 'month', 'day', 'office', 'category'].includes(name) && arg === undefined) {
      parts.push({ kind: name as 'year' });
    } else throw new Error(`未知的占位符 {${m[1]}}`);
  }
  if (last < pattern.length) parts.push({ kind: 'text', text: pattern.slice(last) });
  if (/[{}]/.test(parts.map((p) => (p.kind === 'text' ? p.text : '')).join(''))) throw new Error('编号格式中的花括号不成对');
  if (seqCount !== 1) throw new Error('编号格式须包含且只包含一个流水号 {seq}');
  return parts;
}

export interface NumberContext {
  /** Year, month and day as numbers in the office's calendar. */
  year: number;
  month: number;
  day: number;
  office: string;
  category?: string;
  seq: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function formatNumber(parts: NumberPart[], c: NumberContext): string {
  return parts
    .map((p) => {
      switch (p.kind) {
        case 'text':
          return p.text;
        case 'year':
          return String(c.year);
        case 'month':
          return pad(c.month, 2);
        case 'day':
          return pad(c.day, 2);
        case 'office':
          return c.office;
        case 'category':
          return c.category ?? '';
        case 'seq':
          return pad(c.seq, p.width);
      }
    })
    .join('');
}

/** The counter a number belongs to: '' never resets, else 2026, 202605 or 20260512. */
export function numberPeriod(cycle: ResetCycle, c: Pick<NumberContext, 'year' | 'month' | 'day'>): string {
  if (cycle === 'NEVER') return '';
  if (cycle === 'YEARLY') return String(c.year);
  if (cycle === 'MONTHLY') return `${c.year}${pad(c.month, 2)}`;
  return `${c.year}${pad(c.month, 2)}${pad(c.day, 2)}`;
}

const cycle = StringEnum(Object.keys(RESET_CYCLES) as ResetCycle[], '重置周期');
const editable = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '规则名称' }),
  code: Code('规则编码'),
  pattern: Type.String({ minLength: 1, maxLength: 200, title: '编号格式' }),
  resetCycle: cycle,
  startValue: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999999, title: '起始值' })),
  officeAbbr: Type.Optional(Type.String({ maxLength: 32, title: '机构简称' })),
  description: Type.Optional(Type.String({ maxLength: 200, title: '说明' })),
  enabled: Type.Optional(Type.Boolean({ title: '启用' })),
};

export const NumberRulePageQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.Optional(Type.String({ maxLength: 64, title: '规则名称' })),
  code: Type.Optional(Type.String({ maxLength: 32, title: '规则编码' })),
});
export type NumberRulePageQuery = Static<typeof NumberRulePageQuery>;

export const NumberRuleRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  name: Type.String({ title: '规则名称' }),
  code: Type.String({ title: '规则编码' }),
  pattern: Type.String({ title: '编号格式' }),
  resetCycle: Type.String({ title: '重置周期' }),
  startValue: Type.Integer({ title: '起始值' }),
  officeAbbr: Type.String({ title: '机构简称' }),
  description: Type.String({ title: '说明' }),
  enabled: Type.Boolean({ title: '启用' }),
  issuedCount: Type.Integer({ title: '已发号数' }),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
});
export type NumberRuleRow = Static<typeof NumberRuleRow>;

export const CreateNumberRuleBody = Type.Object(editable);
export type CreateNumberRuleBody = Static<typeof CreateNumberRuleBody>;
export const UpdateNumberRuleBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), ...editable });
export type UpdateNumberRuleBody = Static<typeof UpdateNumberRuleBody>;

/** Either an existing rule (`id`, its next number) or an unsaved pattern (the dialog's live preview). */
export const NumberPreviewQuery = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, title: '规则' })),
  pattern: Type.Optional(Type.String({ minLength: 1, maxLength: 200, title: '编号格式' })),
  resetCycle: Type.Optional(cycle),
  startValue: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999999, title: '起始值' })),
  officeAbbr: Type.Optional(Type.String({ maxLength: 32, title: '机构简称' })),
  categoryCode: Type.Optional(Type.String({ maxLength: 32, title: '类别代码' })),
});
export type NumberPreviewQuery = Static<typeof NumberPreviewQuery>;

export const NumberPreview = Type.Object({
  number: Type.String({ title: '编号' }),
  period: Type.String({ title: '周期' }),
  seq: Type.Integer({ title: '流水号' }),
});
export type NumberPreview = Static<typeof NumberPreview>;

export const NUMBER_STATUSES = { ISSUED: '已发出', VOIDED: '已作废' } as const;

export const NumberLedgerQuery = Type.Object({
  ...PageQuery.properties,
  ruleId: Type.Optional(Type.Integer({ minimum: 1, title: '规则' })),
  status: Type.Optional(StringEnum(['ISSUED', 'VOIDED'], '状态')),
  number: Type.Optional(Type.String({ maxLength: 200, title: '编号' })),
  businessId: Type.Optional(Type.String({ maxLength: 64, title: '业务编号' })),
  ...DateRange,
});
export type NumberLedgerQuery = Static<typeof NumberLedgerQuery>;

export const NumberLedgerRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  ruleId: Type.Integer({ title: '规则' }),
  ruleName: Type.String({ title: '规则名称' }),
  number: Type.String({ title: '编号' }),
  period: Type.String({ title: '周期' }),
  seq: Type.Integer({ title: '流水号' }),
  status: Type.String({ title: '状态' }),
  businessType: Type.String({ title: '业务类型' }),
  businessId: Type.String({ title: '业务编号' }),
  issuedBy: Type.Union([Type.Integer(), Type.Null()], { title: '发号人' }),
  issuedByName: Type.String({ title: '发号人姓名' }),
  issuedAt: Type.String({ title: '发号时间' }),
  voidedBy: Type.Union([Type.Integer(), Type.Null()], { title: '作废人' }),
  voidedAt: Type.Union([Type.String(), Type.Null()], { title: '作废时间' }),
  voidReason: Type.String({ title: '作废原因' }),
});
export type NumberLedgerRow = Static<typeof NumberLedgerRow>;

export const VoidNumberBody = Type.Object({
  id: Type.Integer({ minimum: 1, title: '台账编号' }),
  reason: Type.String({ minLength: 1, maxLength: 200, title: '作废原因' }),
});
export type VoidNumberBody = Static<typeof VoidNumberBody>;

const tag = '编号规则';

export const numberApi = {
  page: endpoint({
    method: 'GET',
    path: '/number/page',
    // 公证事项's dialog picks an item's certificate rule from this list.
    access: ['system:number', 'template:notarizationItem:create', 'template:notarizationItem:update'],
    tag,
    summary: '编号规则列表（分页）',
    query: NumberRulePageQuery,
    response: Page(NumberRuleRow),
  }),
  get: endpoint({ method: 'GET', path: '/number', access: 'system:number', tag, summary: '编号规则详情', query: IdQuery, response: NumberRuleRow }),
  preview: endpoint({
    method: 'GET',
    path: '/number/preview',
    access: 'system:number',
    tag,
    summary: '预览下一个编号（不占号）',
    query: NumberPreviewQuery,
    response: NumberPreview,
  }),
  ledgerPage: endpoint({
    method: 'GET',
    path: '/number/ledger-page',
    access: 'system:number',
    tag,
    summary: '发号台账：已发出与已作废的编号（分页）',
    query: NumberLedgerQuery,
    response: Page(NumberLedgerRow),
  }),
  create: endpoint({
    method: 'POST',
    path: '/number',
    access: 'system:number:create',
    tag,
    summary: '新增编号规则',
    body: CreateNumberRuleBody,
    response: NumberRuleRow,
    done: '编号规则已创建',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/number',
    access: 'system:number:update',
    tag,
    summary: '修改编号规则',
    body: UpdateNumberRuleBody,
    response: NumberRuleRow,
    done: '编号规则已保存',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/number',
    access: 'system:number:delete',
    tag,
    summary: '删除编号规则（已发号的规则不能删除）',
    query: IdQuery,
    response: Type.Null(),
    done: '编号规则已删除',
  }),
  voidNumber: endpoint({
    method: 'PUT',
    path: '/number/void',
    access: 'system:number:update',
    tag,
    summary: '作废一个已发出的编号（永不再发）',
    body: VoidNumberBody,
    response: Type.Null(),
    done: '编号已作废',
  }),
};
