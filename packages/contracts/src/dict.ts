import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { IdQuery, TreeOf } from './ids.ts';

/** The dictionaries every office starts with; later modules read them by key (`GET /dict?key=`). */
export const DICT_KEYS = {
  idType: '证件类型',
  gender: '性别',
  notarizationCategory: '公证类别',
  useCountry: '使用国家/地区',
  useLanguage: '使用语言',
  leaveType: '请假类型',
  sealType: '印章类型',
  feeType: '收费类型',
} as const;

const KEY = { minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.:-]*$' };
const editable = {
  key: Type.String({ ...KEY, title: '字典键', patternMessage: '字典键须以字母开头，只含字母、数字及 _ . : -' }),
  parentKey: Type.Union([Type.String({ ...KEY }), Type.Null()], { title: '上级字典键' }),
  name: Type.String({ minLength: 1, maxLength: 64, title: '名称' }),
  value: Type.Optional(Type.String({ maxLength: 64, title: '值' })),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, title: '排序' })),
  enabled: Type.Optional(Type.Boolean({ title: '启用' })),
  remark: Type.Optional(Type.String({ maxLength: 200, title: '备注' })),
};

const entry = {
  id: Type.Integer({ title: '编号' }),
  key: Type.String({ title: '字典键' }),
  parentKey: Type.Union([Type.String(), Type.Null()], { title: '上级字典键' }),
  name: Type.String({ title: '名称' }),
  value: Type.String({ title: '值' }),
  sort: Type.Integer({ title: '排序' }),
  enabled: Type.Boolean({ title: '启用' }),
  remark: Type.String({ title: '备注' }),
};

export const DictEntry = Type.Object(entry);
export type DictEntry = Static<typeof DictEntry>;

export interface DictNode extends DictEntry {
  children: DictNode[];
}
export const DictNode = TreeOf<DictNode>(entry);

/** A lazily loaded level: the node plus whether it has children to expand. */
export const DictLazyNode = Type.Object({ ...entry, hasChildren: Type.Boolean({ title: '有下级' }) });
export type DictLazyNode = Static<typeof DictLazyNode>;

/** An entry with its direct children: what a select list of that dictionary needs. */
export const DictWithItems = Type.Object({ ...entry, items: Type.Array(DictEntry, { title: '选项' }) });
export type DictWithItems = Static<typeof DictWithItems>;

export const DictTreeQuery = Type.Object({ name: Type.Optional(Type.String({ maxLength: 64, title: '名称' })) });
export type DictTreeQuery = Static<typeof DictTreeQuery>;
export const DictLazyQuery = Type.Object({ parentKey: Type.Optional(Type.String({ maxLength: 64, title: '上级字典键' })) });
export type DictLazyQuery = Static<typeof DictLazyQuery>;
export const DictKeyQuery = Type.Object({ key: Type.String({ minLength: 1, maxLength: 64, title: '字典键' }) });
export type DictKeyQuery = Static<typeof DictKeyQuery>;

export const CreateDictBody = Type.Object(editable);
export type CreateDictBody = Static<typeof CreateDictBody>;
export const UpdateDictBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), ...editable });
export type UpdateDictBody = Static<typeof UpdateDictBody>;

const tag = '字典管理';

export const dictApi = {
  tree: endpoint({
    method: 'GET',
    path: '/dict/tree',
    access: 'system:dict',
    tag,
    summary: '字典树（按名称筛选时保留上级）',
    query: DictTreeQuery,
    response: Type.Array(DictNode),
  }),
  lazyTree: endpoint({
    method: 'GET',
    path: '/dict/lazy-tree',
    access: 'system:dict',
    tag,
    summary: '按上级键逐级加载（不传为根字典）',
    query: DictLazyQuery,
    response: Type.Array(DictLazyNode),
  }),
  byKey: endpoint({
    method: 'GET',
    path: '/dict',
    access: 'login',
    tag,
    summary: '按键取字典及其启用的选项（各页面下拉用）',
    query: DictKeyQuery,
    response: DictWithItems,
  }),
  create: endpoint({
    method: 'POST',
    path: '/dict',
    access: 'system:dict:create',
    tag,
    summary: '新增字典项',
    body: CreateDictBody,
    response: DictEntry,
    done: '字典项已创建',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/dict',
    access: 'system:dict:update',
    tag,
    summary: '修改字典项（改键时子项随之改挂）',
    body: UpdateDictBody,
    response: DictEntry,
    done: '字典项已保存',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/dict',
    access: 'system:dict:delete',
    tag,
    summary: '删除字典项（有子项时拒绝）',
    query: IdQuery,
    response: Type.Null(),
    done: '字典项已删除',
  }),
};
