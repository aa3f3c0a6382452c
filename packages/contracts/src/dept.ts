import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { IdQuery, Phone, TreeOf } from './ids.ts';

const editable = {
  parentId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: '上级部门' }),
  name: Type.String({ minLength: 1, maxLength: 64, title: '部门名称' }),
  headUserId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: '负责人' })),
  phone: Type.Optional(Phone('联系电话')),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, title: '排序' })),
};

export const DeptPageQuery = Type.Object({ name: Type.Optional(Type.String({ maxLength: 64, title: '部门名称' })) });
export type DeptPageQuery = Static<typeof DeptPageQuery>;

export interface DeptNode {
  id: number;
  parentId: number | null;
  name: string;
  headUserId: number | null;
  headUserName: string;
  phone: string;
  sort: number;
  userCount: number;
  createdAt: string;
  children: DeptNode[];
}
export const DeptNode = TreeOf<DeptNode>({
  id: Type.Integer({ title: '编号' }),
  parentId: Type.Union([Type.Integer(), Type.Null()], { title: '上级部门' }),
  name: Type.String({ title: '部门名称' }),
  headUserId: Type.Union([Type.Integer(), Type.Null()], { title: '负责人' }),
  headUserName: Type.String({ title: '负责人姓名' }),
  phone: Type.String({ title: '联系电话' }),
  sort: Type.Integer({ title: '排序' }),
  userCount: Type.Integer({ title: '用户数' }),
  createdAt: Type.String({ title: '创建时间' }),
});

export interface DeptOption {
  id: number;
  name: string;
  children: DeptOption[];
}
export const DeptOption = TreeOf<DeptOption>({ id: Type.Integer({ title: '编号' }), name: Type.String({ title: '部门名称' }) });

export const CreateDeptBody = Type.Object(editable);
export type CreateDeptBody = Static<typeof CreateDeptBody>;
export const UpdateDeptBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), ...editable });
export type UpdateDeptBody = Static<typeof UpdateDeptBody>;

const tag = '部门管理';

export const deptApi = {
  select: endpoint({ method: 'GET', path: '/dept/select', access: 'login', tag, summary: '部门树下拉', response: Type.Array(DeptOption) }),
  page: endpoint({
    method: 'GET',
    path: '/dept/page',
    access: 'system:dept',
    tag,
    summary: '部门树（按名称筛选时保留上级）',
    query: DeptPageQuery,
    response: Type.Array(DeptNode),
  }),
  get: endpoint({ method: 'GET', path: '/dept', access: 'system:dept', tag, summary: '部门详情（含下级）', query: IdQuery, response: DeptNode }),
  create: endpoint({
    method: 'POST',
    path: '/dept',
    access: 'system:dept:create',
    tag,
    summary: '新增部门',
    body: CreateDeptBody,
    response: DeptNode,
    done: '部门已创建',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/dept',
    access: 'system:dept:update',
    tag,
    summary: '修改部门',
    body: UpdateDeptBody,
    response: DeptNode,
    done: '部门已保存',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/dept',
    access: 'system:dept:delete',
    tag,
    summary: '删除部门（有下级或用户时拒绝）',
    query: IdQuery,
    response: Type.Null(),
    done: '部门已删除',
  }),
};
