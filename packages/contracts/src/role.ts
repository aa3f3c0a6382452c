import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Code, IdQuery, TreeOf } from './ids.ts';

const editable = {
  name: Type.String({ minLength: 1, maxLength: 32, title: '角色名称' }),
  code: Code('角色编码'),
  description: Type.Optional(Type.String({ maxLength: 200, title: '描述' })),
  permissions: Type.Array(Type.String({ maxLength: 100, title: '权限' }), { maxItems: 1000, title: '权限' }),
};

export const RolePageQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.Optional(Type.String({ maxLength: 32, title: '角色名称' })),
  code: Type.Optional(Type.String({ maxLength: 32, title: '角色编码' })),
});
export type RolePageQuery = Static<typeof RolePageQuery>;

export const RoleRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  name: Type.String({ title: '角色名称' }),
  code: Type.String({ title: '角色编码' }),
  description: Type.String({ title: '描述' }),
  permissions: Type.Array(Type.String(), { title: '权限' }),
  builtin: Type.Boolean({ title: '内置' }),
  userCount: Type.Integer({ title: '用户数' }),
  createdAt: Type.String({ title: '创建时间' }),
});
export type RoleRow = Static<typeof RoleRow>;

export const CreateRoleBody = Type.Object(editable);
export type CreateRoleBody = Static<typeof CreateRoleBody>;
export const UpdateRoleBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), ...editable });
export type UpdateRoleBody = Static<typeof UpdateRoleBody>;

export const RoleOption = Type.Object({
  id: Type.Integer({ title: '编号' }),
  name: Type.String({ title: '角色名称' }),
  code: Type.String({ title: '角色编码' }),
});
export type RoleOption = Static<typeof RoleOption>;

/** One node of the authority tree: a section, a page or a function; `key` is the permission string. */
export interface AuthorityNode {
  key: string;
  title: string;
  children: AuthorityNode[];
}
export const AuthorityNode = TreeOf<AuthorityNode>({ key: Type.String({ title: '权限' }), title: Type.String({ title: '名称' }) }, 3);

const tag = '角色管理';

export const roleApi = {
  select: endpoint({ method: 'GET', path: '/role/select', access: 'login', tag, summary: '本机构角色下拉列表', response: Type.Array(RoleOption) }),
  page: endpoint({ method: 'GET', path: '/role/page', access: 'system:role', tag, summary: '角色列表（分页）', query: RolePageQuery, response: Page(RoleRow) }),
  get: endpoint({ method: 'GET', path: '/role', access: 'system:role', tag, summary: '角色详情', query: IdQuery, response: RoleRow }),
  authorityTree: endpoint({
    method: 'GET',
    path: '/role/authority-tree',
    access: 'system:role',
    tag,
    summary: '权限树：栏目 → 页面 → 功能，键即权限字符串',
    response: Type.Array(AuthorityNode),
  }),
  create: endpoint({
    method: 'POST',
    path: '/role',
    access: 'system:role:create',
    tag,
    summary: '新增角色',
    body: CreateRoleBody,
    response: RoleRow,
    done: '角色已创建',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/role',
    access: 'system:role:update',
    tag,
    summary: '修改角色（该角色用户的菜单与接口权限在下一次请求时生效）',
    body: UpdateRoleBody,
    response: RoleRow,
    done: '角色已保存',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/role',
    access: 'system:role:delete',
    tag,
    summary: '删除角色（有用户时拒绝）',
    query: IdQuery,
    response: Type.Null(),
    done: '角色已删除',
  }),
};
