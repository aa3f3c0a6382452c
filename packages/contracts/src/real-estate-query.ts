import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { IdQuery, StringEnum } from './ids.ts';

/** 不动产查询: how the register was consulted, and what it showed. */
export const REAL_ESTATE_CHANNELS = { WINDOW: '不动产登记中心窗口', ONLINE: '线上查询平台', LETTER: '函询' } as const;
export type RealEstateChannel = keyof typeof REAL_ESTATE_CHANNELS;
export const REAL_ESTATE_RESULTS = { CLEAR: '无查封抵押', MORTGAGED: '有抵押', SEIZED: '有查封', OTHER: '其他' } as const;
export type RealEstateResult = keyof typeof REAL_ESTATE_RESULTS;

/**
 * The owner's ID number as kept and shown: the first and last quarter (at most 4 characters each) stay,
 * the rest becomes `*`, e.g. 1101**********1234. Masking a masked number changes nothing.
 */
export function maskIdNumber(idNumber: string): string {
  const s = idNumber.trim().toUpperCase();
  const keep = Math.min(4, Math.floor(s.length / 4));
  return s.length === 0 ? '' : `${s.slice(0, keep)}${'*'.repeat(s.length - 2 * keep)}${keep ? s.slice(-keep) : ''}`;
}

const text = (min: number, max: number, title: string) => Type.String({ minLength: min, maxLength: max, title });

const fields = {
  caseId: Type.Integer({ minimum: 1, title: '业务' }),
  propertyLocation: text(1, 200, '不动产坐落'),
  certificateNumber: text(1, 64, '不动产权证号'),
  ownerName: text(1, 64, '权利人'),
  /** Full or already masked; only the masked form is stored. */
  ownerIdNumber: Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z*()\\-]*$', title: '权利人证件号码', patternMessage: '权利人证件号码只能包含字母、数字' }),
  channel: StringEnum(Object.keys(REAL_ESTATE_CHANNELS) as RealEstateChannel[], '查询方式'),
  queryDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: '查询日期' }),
  result: StringEnum(Object.keys(REAL_ESTATE_RESULTS) as RealEstateResult[], '查询结果'),
  notes: Type.Optional(Type.String({ maxLength: 500, title: '备注' })),
  /** Addresses answered by POST /api/file/upload. */
  attachments: Type.Optional(Type.Array(Type.String({ maxLength: 512, title: '附件地址' }), { maxItems: 20, uniqueItems: true, title: '附件' })),
};

export const RealEstateQueryInput = Type.Object(fields);
export type RealEstateQueryInput = Static<typeof RealEstateQueryInput>;
export const UpdateRealEstateQueryBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), ...fields });
export type UpdateRealEstateQueryBody = Static<typeof UpdateRealEstateQueryBody>;

export const RealEstateAttachment = Type.Object({ url: Type.String({ title: '地址' }), name: Type.String({ title: '文件名' }) });
export type RealEstateAttachment = Static<typeof RealEstateAttachment>;

export const RealEstateQueryRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  caseId: Type.Integer({ title: '业务' }),
  businessNumber: Type.String({ title: '业务编号' }),
  propertyLocation: Type.String({ title: '不动产坐落' }),
  certificateNumber: Type.String({ title: '不动产权证号' }),
  ownerName: Type.String({ title: '权利人' }),
  ownerIdNumber: Type.String({ title: '权利人证件号码（脱敏）' }),
  channel: Type.String({ title: '查询方式' }),
  queryDate: Type.String({ title: '查询日期' }),
  result: Type.String({ title: '查询结果' }),
  notes: Type.String({ title: '备注' }),
  attachments: Type.Array(RealEstateAttachment, { title: '附件' }),
  recordedBy: Type.Union([Type.Integer(), Type.Null()], { title: '登记人' }),
  recordedByName: Type.String({ title: '登记人' }),
  createdAt: Type.String({ title: '登记时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
});
export type RealEstateQueryRow = Static<typeof RealEstateQueryRow>;

export const RealEstateQueryPageQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Type.String({ maxLength: 64, title: '坐落、不动产权证号或权利人' })),
  businessNumber: Type.Optional(Type.String({ maxLength: 64, title: '业务编号' })),
  caseId: Type.Optional(Type.Integer({ minimum: 1, title: '业务' })),
  channel: Type.Optional(StringEnum(Object.keys(REAL_ESTATE_CHANNELS) as RealEstateChannel[], '查询方式')),
  result: Type.Optional(StringEnum(Object.keys(REAL_ESTATE_RESULTS) as RealEstateResult[], '查询结果')),
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: '查询日期起' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: '查询日期止' })),
});
export type RealEstateQueryPageQuery = Static<typeof RealEstateQueryPageQuery>;

const tag = '不动产查询';
const access = 'business:approve:realEstateQuery';

export const realEstateQueryApi = {
  page: endpoint({
    method: 'GET',
    path: '/business/real-estate-query/page',
    access,
    tag,
    summary: '不动产查询记录（按坐落、权证号、权利人、业务编号、方式、结果、查询日期筛选）',
    query: RealEstateQueryPageQuery,
    response: Page(RealEstateQueryRow),
  }),
  create: endpoint({
    method: 'POST',
    path: '/business/real-estate-query',
    access,
    tag,
    summary: '登记不动产查询（证件号码脱敏保存；附件须为本机构上传的文件）',
    body: RealEstateQueryInput,
    response: RealEstateQueryRow,
    done: '不动产查询已登记',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/business/real-estate-query',
    access,
    tag,
    summary: '修改不动产查询记录',
    body: UpdateRealEstateQueryBody,
    response: RealEstateQueryRow,
    done: '不动产查询已保存',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/business/real-estate-query',
    access,
    tag,
    summary: '删除不动产查询记录',
    query: IdQuery,
    response: Type.Null(),
    done: '不动产查询已删除',
  }),
};
