import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Code, IdQuery, StringEnum } from './ids.ts';

/** 表单状态: never published, or has a published version cases are validated against. */
export const FORM_STATUSES = { DRAFT: '草稿', PUBLISHED: '已发布' } as const;
export type FormStatus = keyof typeof FORM_STATUSES;

/** A form definition in our format `{formatVersion, widgetList, formConfig}` (see @notaria/form-core). */
export const FormSchemaJson = Type.Object({}, { additionalProperties: true, title: '表单定义' });
const Json = Type.Unsafe<Record<string, unknown>>({ title: '表单定义' });

export const FormPageQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.Optional(Type.String({ maxLength: 64, title: '表单名称' })),
  status: Type.Optional(StringEnum(Object.keys(FORM_STATUSES) as FormStatus[], '状态')),
});
export type FormPageQuery = Static<typeof FormPageQuery>;

const row = {
  id: Type.Integer({ title: '编号' }),
  name: Type.String({ title: '表单名称' }),
  code: Type.String({ title: '表单编码' }),
  description: Type.String({ title: '说明' }),
  status: Type.String({ title: '状态' }),
  publishedVersion: Type.Union([Type.Integer(), Type.Null()], { title: '已发布版本' }),
  latestVersion: Type.Integer({ title: '最新版本' }),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
};
export const FormRow = Type.Object(row);
export type FormRow = Static<typeof FormRow>;

export const FormVersionRow = Type.Object({
  version: Type.Integer({ title: '版本号' }),
  published: Type.Boolean({ title: '曾发布' }),
  createdBy: Type.Union([Type.Integer(), Type.Null()], { title: '创建人' }),
  createdByName: Type.String({ title: '创建人姓名' }),
  createdAt: Type.String({ title: '创建时间' }),
  publishedAt: Type.Union([Type.String(), Type.Null()], { title: '发布时间' }),
});
export type FormVersionRow = Static<typeof FormVersionRow>;

/** The definition, the latest version's schema (what the designer edits) and every version. */
export const FormDetail = Type.Object({ ...row, schema: Json, versions: Type.Array(FormVersionRow, { title: '版本列表' }) });
export type FormDetail = Static<typeof FormDetail>;

export const FormVersionQuery = Type.Object({ id: Type.Integer({ minimum: 1, title: '表单编号' }), version: Type.Integer({ minimum: 1, title: '版本号' }) });
export type FormVersionQuery = Static<typeof FormVersionQuery>;
export const FormVersionDetail = Type.Object({ ...FormVersionRow.properties, formId: Type.Integer({ title: '表单编号' }), schema: Json });
export type FormVersionDetail = Static<typeof FormVersionDetail>;

export const CreateFormBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64, title: '表单名称' }),
  code: Code('表单编码'),
  description: Type.Optional(Type.String({ maxLength: 200, title: '说明' })),
  /** Omitted: an empty form. */
  schema: Type.Optional(FormSchemaJson),
});
export type CreateFormBody = Static<typeof CreateFormBody>;

/** Saves a new draft version; name and description change with it when given. */
export const SaveFormBody = Type.Object({
  id: Type.Integer({ minimum: 1, title: '编号' }),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 64, title: '表单名称' })),
  description: Type.Optional(Type.String({ maxLength: 200, title: '说明' })),
  schema: FormSchemaJson,
});
export type SaveFormBody = Static<typeof SaveFormBody>;

export const PublishFormBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), version: Type.Integer({ minimum: 1, title: '版本号' }) });
export type PublishFormBody = Static<typeof PublishFormBody>;

export const ValidateFormDataBody = Type.Object({
  id: Type.Integer({ minimum: 1, title: '表单编号' }),
  data: Type.Object({}, { additionalProperties: true, title: '表单数据' }),
});
export type ValidateFormDataBody = Static<typeof ValidateFormDataBody>;

export const FormDataError = Type.Object({ path: Type.String({ title: '字段路径' }), message: Type.String({ title: '错误信息' }) });
export const FormValidationAnswer = Type.Object({
  valid: Type.Boolean({ title: '校验通过' }),
  version: Type.Integer({ title: '所用版本' }),
  errors: Type.Array(FormDataError, { title: '错误列表' }),
});
export type FormValidationAnswer = Static<typeof FormValidationAnswer>;

const tag = '表单';
const READ = 'template:businessConfig';
const WRITE = 'template:businessConfig:update';
/** One version rendered: 预览 on 业务配置, the designer's versions, and the item's form on 业务模块. */
const PREVIEW = ['template:businessConfig:preview', WRITE, 'template:businessModule'] as const;

export const formApi = {
  page: endpoint({
    method: 'GET',
    path: '/form/page',
    access: READ,
    tag,
    summary: '表单列表（分页，按名称、状态筛选）',
    query: FormPageQuery,
    response: Page(FormRow),
  }),
  get: endpoint({
    method: 'GET',
    path: '/form',
    // The designer opens it (编辑, 发布); the list and 预览 do not need the whole definition.
    access: WRITE,
    tag,
    summary: '表单详情：定义、最新版本内容、版本列表',
    query: IdQuery,
    response: FormDetail,
  }),
  version: endpoint({
    method: 'GET',
    path: '/form/version',
    access: PREVIEW,
    tag,
    summary: '某一版本的表单内容',
    query: FormVersionQuery,
    response: FormVersionDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/form',
    access: WRITE,
    tag,
    summary: '新建表单（空表单或给定内容，为版本 1）',
    body: CreateFormBody,
    response: FormDetail,
    done: '表单已创建',
  }),
  save: endpoint({
    method: 'PUT',
    path: '/form',
    access: WRITE,
    tag,
    summary: '保存为新的草稿版本',
    body: SaveFormBody,
    response: FormDetail,
    done: '表单已保存',
  }),
  publish: endpoint({
    method: 'PUT',
    path: '/form/publish',
    access: WRITE,
    tag,
    summary: '发布某一版本',
    body: PublishFormBody,
    response: FormDetail,
    done: '表单已发布',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/form',
    access: WRITE,
    tag,
    summary: '删除表单（业务配置使用中时拒绝）',
    query: IdQuery,
    response: Type.Null(),
    done: '表单已删除',
  }),
  validate: endpoint({
    method: 'POST',
    path: '/form/validate',
    access: ['template:businessConfig:preview', WRITE],
    tag,
    summary: '按已发布版本校验表单数据',
    body: ValidateFormDataBody,
    response: FormValidationAnswer,
  }),
};
