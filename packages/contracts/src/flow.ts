import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Code, IdQuery, StringEnum } from './ids.ts';

export const FLOW_CATEGORIES = { BUSINESS: '公证审批', SPECIAL: '特殊流程', OA: '办公审批' } as const;
export type FlowCategory = keyof typeof FLOW_CATEGORIES;
export const APPROVER_TYPES = { ROLE: '角色', USER: '指定人员', DEPT_HEAD: '申请人部门负责人' } as const;
export type ApproverType = keyof typeof APPROVER_TYPES;

const literals = (o: object, title: string) => StringEnum(Object.keys(o), title);

export const FlowStepInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64, title: '步骤名称' }),
  approverType: literals(APPROVER_TYPES, '审批人类型'),
  /** Role id for ROLE, user id for USER, null for DEPT_HEAD. */
  approverId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: '审批人' }),
});
export type FlowStepInput = Static<typeof FlowStepInput>;

export const FlowStep = Type.Object({
  id: Type.Integer({ title: '编号' }),
  sort: Type.Integer({ title: '顺序' }),
  name: Type.String({ title: '步骤名称' }),
  approverType: Type.String({ title: '审批人类型' }),
  approverId: Type.Union([Type.Integer(), Type.Null()], { title: '审批人' }),
  approverName: Type.String({ title: '审批人名称' }),
});
export type FlowStep = Static<typeof FlowStep>;

const editable = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '流程名称' }),
  code: Code('流程编码'),
  category: literals(FLOW_CATEGORIES, '流程类别'),
  description: Type.Optional(Type.String({ maxLength: 200, title: '说明' })),
  enabled: Type.Optional(Type.Boolean({ title: '启用' })),
  steps: Type.Array(FlowStepInput, { minItems: 1, maxItems: 20, title: '审批步骤' }),
};

export const FlowPageQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.Optional(Type.String({ maxLength: 64, title: '流程名称' })),
  category: Type.Optional(literals(FLOW_CATEGORIES, '流程类别')),
});
export type FlowPageQuery = Static<typeof FlowPageQuery>;

export const FlowRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  name: Type.String({ title: '流程名称' }),
  code: Type.String({ title: '流程编码' }),
  category: Type.String({ title: '流程类别' }),
  description: Type.String({ title: '说明' }),
  enabled: Type.Boolean({ title: '启用' }),
  steps: Type.Array(FlowStep, { title: '审批步骤' }),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
});
export type FlowRow = Static<typeof FlowRow>;

export const CreateFlowBody = Type.Object(editable);
export type CreateFlowBody = Static<typeof CreateFlowBody>;
export const UpdateFlowBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), ...editable });
export type UpdateFlowBody = Static<typeof UpdateFlowBody>;

const tag = '流程配置';

export const flowApi = {
  page: endpoint({
    method: 'GET',
    path: '/flow/page',
    access: 'system:flow',
    tag,
    summary: '审批流程列表（分页，含步骤）',
    query: FlowPageQuery,
    response: Page(FlowRow),
  }),
  get: endpoint({ method: 'GET', path: '/flow', access: 'system:flow', tag, summary: '审批流程详情', query: IdQuery, response: FlowRow }),
  create: endpoint({
    method: 'POST',
    path: '/flow',
    access: 'system:flow:create',
    tag,
    summary: '新增审批流程',
    body: CreateFlowBody,
    response: FlowRow,
    done: '流程已创建',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/flow',
    access: 'system:flow:config',
    tag,
    summary: '修改审批流程（步骤整体替换）',
    body: UpdateFlowBody,
    response: FlowRow,
    done: '流程已保存',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/flow',
    access: 'system:flow:delete',
    tag,
    summary: '删除审批流程',
    query: IdQuery,
    response: Type.Null(),
    done: '流程已删除',
  }),
};
