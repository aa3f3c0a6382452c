import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { IdQuery, StringEnum, TreeOf } from './ids.ts';
import { CASE_DETAIL_PAGES } from './permissions.ts';
import { Fen } from './money.ts';
import { bracketsProblem, tieredFee } from './fee-calculator.ts';

/** 公证事项 tree levels: category (国内民事 …) → parent item → item. Only items are chosen on cases. */
export const ITEM_LEVELS = { CATEGORY: '类别', PARENT: '事项分组', ITEM: '公证事项' } as const;
export type ItemLevel = keyof typeof ITEM_LEVELS;

const money = (title: string) => Fen({ description: title });

/** One band of a tiered fee: the part of the amount up to `upToFen` (null: no upper bound) at `rateBp` (万分之一). */
export const FeeTier = Type.Object({
  // Null first: Fastify's Ajv coerces types, and an integer branch tried first would turn null into 0.
  upToFen: Type.Union([Type.Null(), money('上限金额（分）')], { title: '上限金额（分）' }),
  rateBp: Type.Integer({ minimum: 0, maximum: 10_000, title: '费率（万分之一）' }),
});

/** 收费标准: a fixed fee per certificate, or tiered by the amount concerned (contracts, inheritance). */
export const FeeStandard = Type.Union(
  [
    Type.Object({ mode: Type.Literal('FIXED', { title: '收费方式' }), amountFen: money('收费金额（分）') }, { title: '按件收费' }),
    Type.Object(
      {
        mode: Type.Literal('TIERED', { title: '收费方式' }),
        tiers: Type.Array(FeeTier, { minItems: 1, maxItems: 12, title: '分段' }),
        minimumFen: money('最低收费（分）'),
      },
      { title: '按标的额分段收费' },
    ),
  ],
  { title: '收费标准' },
);
export type FeeStandard = Static<typeof FeeStandard>;

/** Chinese text of what is wrong with a fee standard's tiers, or null. */
export function feeStandardProblem(fee: FeeStandard): string | null {
  return fee.mode === 'FIXED' ? null : bracketsProblem(fee.tiers);
}

/** The fee of one certificate in fen for an amount at stake in fen (tiered standards need one). */
export function computeFee(fee: FeeStandard, amountFen?: number): number {
  if (fee.mode === 'FIXED') return fee.amountFen;
  if (amountFen === undefined || amountFen < 0) throw new Error('分段收费须提供标的金额');
  return Math.max(tieredFee(amountFen, fee.tiers).feeFen, fee.minimumFen);
}

export const RequiredMaterial = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64, title: '材料名称' }),
  required: Type.Boolean({ title: '必须提供' }),
  note: Type.Optional(Type.String({ maxLength: 200, title: '说明' })),
});
export type RequiredMaterial = Static<typeof RequiredMaterial>;

const editable = {
  parentId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: '上级' }),
  level: StringEnum(Object.keys(ITEM_LEVELS) as ItemLevel[], '层级'),
  name: Type.String({ minLength: 1, maxLength: 64, title: '名称' }),
  code: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$', patternMessage: '编码只能含字母、数字、下划线和连字符', title: '编码' }),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, title: '排序' })),
  /** Category only: the code in certificate numbers, e.g. 内民证. */
  certificateCode: Type.Optional(Type.String({ maxLength: 16, title: '公证书类别代码' })),
  personalAppearance: Type.Optional(Type.Boolean({ title: '须本人到场' })),
  approvalRequired: Type.Optional(Type.Boolean({ title: '须审批' })),
  numberRuleId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: '公证书编号规则' })),
  fee: Type.Optional(Type.Union([FeeStandard, Type.Null()], { title: '收费标准' })),
  materials: Type.Optional(Type.Array(RequiredMaterial, { maxItems: 50, title: '所需材料' })),
  enabled: Type.Optional(Type.Boolean({ title: '启用' })),
  remark: Type.Optional(Type.String({ maxLength: 200, title: '备注' })),
};
export const CreateItemBody = Type.Object(editable);
export type CreateItemBody = Static<typeof CreateItemBody>;
export const UpdateItemBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), ...editable });
export type UpdateItemBody = Static<typeof UpdateItemBody>;

const FeeJson = Type.Unsafe<FeeStandard | null>({ title: '收费标准' });
const entry = {
  id: Type.Integer({ title: '编号' }),
  parentId: Type.Union([Type.Integer(), Type.Null()], { title: '上级' }),
  level: Type.String({ title: '层级' }),
  name: Type.String({ title: '名称' }),
  code: Type.String({ title: '编码' }),
  sort: Type.Integer({ title: '排序' }),
  certificateCode: Type.String({ title: '公证书类别代码（类别上设置，下级沿用）' }),
  personalAppearance: Type.Boolean({ title: '须本人到场' }),
  approvalRequired: Type.Boolean({ title: '须审批' }),
  numberRuleId: Type.Union([Type.Integer(), Type.Null()], { title: '公证书编号规则' }),
  fee: FeeJson,
  materials: Type.Array(RequiredMaterial, { title: '所需材料' }),
  enabled: Type.Boolean({ title: '启用' }),
  remark: Type.String({ title: '备注' }),
};
export const ItemRow = Type.Object(entry);
export type ItemRow = Static<typeof ItemRow>;
export interface ItemNode extends ItemRow {
  children: ItemNode[];
}
export const ItemNode = TreeOf<ItemNode>(entry, 3);

export const ItemTreeQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 64, title: '名称' })),
  enabledOnly: Type.Optional(Type.Boolean({ title: '仅启用' })),
});
export type ItemTreeQuery = Static<typeof ItemTreeQuery>;

/** 业务配置 of one item: the intake form used when a case of the item is created. */
export const BusinessConfigRow = Type.Object({
  itemId: Type.Integer({ title: '公证事项' }),
  itemName: Type.String({ title: '公证事项名称' }),
  formId: Type.Union([Type.Integer(), Type.Null()], { title: '受理表单' }),
  formName: Type.String({ title: '受理表单名称' }),
  formPublishedVersion: Type.Union([Type.Integer(), Type.Null()], { title: '表单发布版本' }),
  updatedAt: Type.Union([Type.String(), Type.Null()], { title: '修改时间' }),
});
export type BusinessConfigRow = Static<typeof BusinessConfigRow>;
export const ItemIdQuery = Type.Object({ itemId: Type.Integer({ minimum: 1, title: '公证事项' }) });
export type ItemIdQuery = Static<typeof ItemIdQuery>;
export const SaveBusinessConfigBody = Type.Object({
  itemId: Type.Integer({ minimum: 1, title: '公证事项' }),
  formId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: '受理表单' }),
});
export type SaveBusinessConfigBody = Static<typeof SaveBusinessConfigBody>;
/** The intake form of an item as the case wizard needs it (published schema, or none). */
export const IntakeForm = Type.Object({
  itemId: Type.Integer({ title: '公证事项' }),
  formId: Type.Union([Type.Integer(), Type.Null()], { title: '受理表单' }),
  version: Type.Union([Type.Integer(), Type.Null()], { title: '版本' }),
  schema: Type.Unsafe<Record<string, unknown> | null>({ title: '表单定义' }),
});
export type IntakeForm = Static<typeof IntakeForm>;

const item = '公证事项';
const config = '业务配置';

export const itemApi = {
  tree: endpoint({
    method: 'GET',
    path: '/notarization-item/tree',
    access: 'login',
    tag: item,
    summary: '公证事项树：类别 → 事项分组 → 事项（受理时选择事项也用它）',
    query: ItemTreeQuery,
    response: Type.Array(ItemNode),
  }),
  get: endpoint({
    method: 'GET',
    path: '/notarization-item',
    access: 'template:notarizationItem',
    tag: item,
    summary: '公证事项详情',
    query: IdQuery,
    response: ItemRow,
  }),
  create: endpoint({
    method: 'POST',
    path: '/notarization-item',
    access: 'template:notarizationItem:create',
    tag: item,
    summary: '新增类别、事项分组或事项',
    body: CreateItemBody,
    response: ItemRow,
    done: '公证事项已创建',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/notarization-item',
    access: 'template:notarizationItem:update',
    tag: item,
    summary: '修改公证事项',
    body: UpdateItemBody,
    response: ItemRow,
    done: '公证事项已保存',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/notarization-item',
    access: 'template:notarizationItem:delete',
    tag: item,
    summary: '删除公证事项（有下级或已有业务时拒绝）',
    query: IdQuery,
    response: Type.Null(),
    done: '公证事项已删除',
  }),
  config: endpoint({
    method: 'GET',
    path: '/notarization-item/config',
    access: 'template:businessModule',
    tag: config,
    summary: '事项的业务配置（受理表单）',
    query: ItemIdQuery,
    response: BusinessConfigRow,
  }),
  saveConfig: endpoint({
    method: 'PUT',
    path: '/notarization-item/config',
    access: 'template:businessConfig:update',
    tag: config,
    summary: '设置事项的受理表单（须为已发布的表单；null 为不用表单）',
    body: SaveBusinessConfigBody,
    response: BusinessConfigRow,
    done: '业务配置已保存',
  }),
  intakeForm: endpoint({
    method: 'GET',
    path: '/notarization-item/intake-form',
    access: CASE_DETAIL_PAGES,
    tag: config,
    summary: '受理时用的表单：事项配置的表单的发布版本',
    query: ItemIdQuery,
    response: IntakeForm,
  }),
};
