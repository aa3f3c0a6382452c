import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './envelope.ts';
import { TreeOf } from './ids.ts';

const editable = {
  name: Type.String({ minLength: 1, maxLength: 32, title: '角色名称' }),
  code: Type.String({ minLength: 2, maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9_]*$', title: '角色编码' }),
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

export const RoleOption = Type.Object({ id: Type.Integer({ title: '编号' }), name: Type.String({ title: '角色名称' }), code: Type.String({ title: '角色编码' }) });
export type RoleOption = Static<typeof RoleOption>;

/** One node of the authority tree: a section, a page or a function; `key` is the permission string. */
export interface AuthorityNode {
  key: string;
  title: string;
  children: AuthorityNode[];
}
export const AuthorityNode = TreeOf<AuthorityNode>({ key: Type.String({ title: '权限' }), title: Type.String({ title: '名称' }) }, 3);
