import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Account, IdQuery, Password, Phone } from './ids.ts';

const roleIds = Type.Array(Type.Integer({ minimum: 1, title: '角色' }), { minItems: 1, maxItems: 20, uniqueItems: true, title: '角色' });
const editable = {
  account: Account('账号'),
  name: Type.String({ minLength: 1, maxLength: 32, title: '姓名' }),
  phone: Type.Optional(Phone('手机号')),
  idCard: Type.Optional(
    Type.String({
      maxLength: 18,
      pattern: '^$|^(\\d{15}|\\d{17}[\\dXx])$',
      title: '身份证号',
      patternMessage: '身份证号格式不正确（15 位或 18 位，末位可为 X）',
    }),
  ),
  deptId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: '部门' }),
  roleIds,
  notaryCertNo: Type.Optional(Type.String({ maxLength: 32, title: '公证员执业证号' })),
};

export const UserPageQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.Optional(Type.String({ maxLength: 32, title: '姓名' })),
  account: Type.Optional(Type.String({ maxLength: 64, title: '账号' })),
  phone: Type.Optional(Type.String({ maxLength: 20, title: '手机号' })),
  deptId: Type.Optional(Type.Integer({ minimum: 1, title: '部门' })),
  roleId: Type.Optional(Type.Integer({ minimum: 1, title: '角色' })),
  activated: Type.Optional(Type.Boolean({ title: '状态' })),
});
export type UserPageQuery = Static<typeof UserPageQuery>;

export const UserRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  tenantId: Type.Integer({ title: '机构' }),
  account: Type.String({ title: '账号' }),
  name: Type.String({ title: '姓名' }),
  phone: Type.String({ title: '手机号' }),
  idCard: Type.String({ title: '身份证号' }),
  deptId: Type.Union([Type.Integer(), Type.Null()], { title: '部门' }),
  deptName: Type.String({ title: '部门名称' }),
  roleIds: Type.Array(Type.Integer(), { title: '角色' }),
  roleNames: Type.Array(Type.String(), { title: '角色名称' }),
  notaryCertNo: Type.String({ title: '公证员执业证号' }),
  headImage: Type.String({ title: '头像' }),
  handwriting: Type.String({ title: '手写签名' }),
  signImage: Type.String({ title: '电子签名' }),
  activated: Type.Boolean({ title: '启用' }),
  mustChangePassword: Type.Boolean({ title: '须修改密码' }),
  createdAt: Type.String({ title: '创建时间' }),
});
export type UserRow = Static<typeof UserRow>;

export const CreateUserBody = Type.Object({
  ...editable,
  password: Password('初始密码', 64),
  activated: Type.Optional(Type.Boolean({ title: '启用' })),
  /** Super administrator only: create the account in this tenant (others always create in their own). */
  tenantId: Type.Optional(Type.Integer({ minimum: 1, title: '机构' })),
});
export type CreateUserBody = Static<typeof CreateUserBody>;

export const UpdateUserBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), ...editable });
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const UserImageBody = Type.Object({
  id: Type.Integer({ minimum: 1, title: '编号' }),
  url: Type.String({ maxLength: 512, title: '图片地址' }),
});
export type UserImageBody = Static<typeof UserImageBody>;

export const UserActivatedBody = Type.Object({
  id: Type.Integer({ minimum: 1, title: '编号' }),
  activated: Type.Boolean({ title: '启用' }),
});
export type UserActivatedBody = Static<typeof UserActivatedBody>;

export const ResetPasswordBody = Type.Object({
  id: Type.Integer({ minimum: 1, title: '编号' }),
  password: Password('新密码', 64),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const UserSelectQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 32, title: '关键字' })),
  deptId: Type.Optional(Type.Integer({ minimum: 1, title: '部门' })),
  roleId: Type.Optional(Type.Integer({ minimum: 1, title: '角色' })),
});
export type UserSelectQuery = Static<typeof UserSelectQuery>;

export const UserOption = Type.Object({
  id: Type.Integer({ title: '编号' }),
  name: Type.String({ title: '姓名' }),
  account: Type.String({ title: '账号' }),
  deptName: Type.String({ title: '部门名称' }),
});
export type UserOption = Static<typeof UserOption>;

const tag = '账号管理';

export const userApi = {
  page: endpoint({
    method: 'GET',
    path: '/user/page',
    access: 'system:account',
    tag,
    summary: '账号列表（分页）',
    query: UserPageQuery,
    response: Page(UserRow),
  }),
  get: endpoint({ method: 'GET', path: '/user', access: 'system:account', tag, summary: '账号详情', query: IdQuery, response: UserRow }),
  select: endpoint({
    method: 'GET',
    path: '/user/select',
    access: 'login',
    tag,
    summary: '本机构启用账号下拉列表',
    query: UserSelectQuery,
    response: Type.Array(UserOption),
  }),
  create: endpoint({
    method: 'POST',
    path: '/user',
    access: 'system:account:create',
    tag,
    summary: '新增账号（首次登录须修改初始密码）',
    body: CreateUserBody,
    response: UserRow,
    done: '账号已创建',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/user',
    access: 'system:account:update',
    tag,
    summary: '修改账号',
    body: UpdateUserBody,
    response: UserRow,
    done: '账号已保存',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/user',
    access: 'system:account:delete',
    tag,
    summary: '删除账号',
    query: IdQuery,
    response: Type.Null(),
    done: '账号已删除',
  }),
  /** Says 账号已启用 or 账号已停用. */
  setActivated: endpoint({
    method: 'PUT',
    path: '/user/activated',
    access: 'system:account:update',
    tag,
    summary: '启用或停用账号（停用即结束其全部会话）',
    body: UserActivatedBody,
    response: UserRow,
  }),
  setSignImage: endpoint({
    method: 'PUT',
    path: '/user/sign-image',
    access: 'system:account:electronicSignature',
    tag,
    summary: '设置电子签名图片',
    body: UserImageBody,
    response: UserRow,
    done: '电子签名已保存',
  }),
  setHandwriting: endpoint({
    method: 'PUT',
    path: '/user/handwriting',
    access: 'system:account:handwrittenSignature',
    tag,
    summary: '设置手写签名图片',
    body: UserImageBody,
    response: UserRow,
    done: '手写签名已保存',
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/user/reset-password',
    access: 'system:account:update',
    tag,
    summary: '管理员重置密码（结束其会话，下次登录须修改）',
    body: ResetPasswordBody,
    response: Type.Null(),
    done: '密码已重置，该用户下次登录须修改密码',
  }),
};
