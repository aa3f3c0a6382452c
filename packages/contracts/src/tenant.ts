import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page } from './envelope.ts';
import { Account, IdQuery, Password, StringEnum } from './ids.ts';

export const TenantOption = Type.Object({ id: Type.Integer(), name: Type.String(), alias: Type.String() });
export type TenantOption = Static<typeof TenantOption>;

/** The platform tenant holds the super administrator (user id 1). */
export const PLATFORM_TENANT_ID = 1;
export const SUPER_ADMIN_ID = 1;

export const TENANT_STATUSES = { ACTIVE: '正常', DISABLED: '已停用' } as const;
const status = StringEnum(['ACTIVE', 'DISABLED'], '状态');
const phone = Type.String({ maxLength: 20, pattern: '^$|^[0-9()\\-+ ]{7,20}$', title: '联系电话' });
const editable = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '机构名称' }),
  alias: Type.String({ minLength: 1, maxLength: 32, title: '机构简称' }),
  contact: Type.Optional(Type.String({ maxLength: 32, title: '联系人' })),
  phone: Type.Optional(phone),
  status: Type.Optional(status),
};

export const TenantPageQuery = Type.Object({
  current: Type.Integer({ minimum: 1, default: 1, title: '页码' }),
  size: Type.Integer({ minimum: 1, maximum: 500, default: 10, title: '每页条数' }),
  name: Type.Optional(Type.String({ maxLength: 64, title: '机构名称' })),
  status: Type.Optional(status),
});
export type TenantPageQuery = Static<typeof TenantPageQuery>;

export const TenantRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  name: Type.String({ title: '机构名称' }),
  alias: Type.String({ title: '机构简称' }),
  contact: Type.String({ title: '联系人' }),
  phone: Type.String({ title: '联系电话' }),
  status: Type.String({ title: '状态' }),
  userCount: Type.Integer({ title: '用户数' }),
  createdAt: Type.String({ title: '创建时间' }),
});
export type TenantRow = Static<typeof TenantRow>;

export const CreateTenantBody = Type.Object({
  ...editable,
  admin: Type.Object(
    {
      account: Account('管理员账号'),
      name: Type.String({ minLength: 1, maxLength: 32, title: '管理员姓名' }),
      password: Password('管理员初始密码', 64),
      phone: Type.Optional(Type.String({ maxLength: 20, pattern: '^$|^[0-9()\\-+ ]{7,20}$', title: '管理员手机号' })),
    },
    { title: '首个管理员' },
  ),
});
export type CreateTenantBody = Static<typeof CreateTenantBody>;

export const UpdateTenantBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), ...editable });
export type UpdateTenantBody = Static<typeof UpdateTenantBody>;

export const TenantStatusBody = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }), status });
export type TenantStatusBody = Static<typeof TenantStatusBody>;

export const CreatedTenant = Type.Object({ ...TenantRow.properties, adminUserId: Type.Integer({ title: '管理员编号' }) });
export type CreatedTenant = Static<typeof CreatedTenant>;

const tag = '机构';

export const tenantApi = {
  select: endpoint({
    method: 'GET',
    path: '/tenant/select',
    access: 'superAdmin',
    tag,
    summary: '机构下拉列表（仅超级管理员）',
    response: Type.Array(TenantOption),
  }),
  page: endpoint({
    method: 'GET',
    path: '/tenant/page',
    access: 'superAdmin',
    tag,
    summary: '机构列表（分页，仅超级管理员）',
    query: TenantPageQuery,
    response: Page(TenantRow),
  }),
  create: endpoint({
    method: 'POST',
    path: '/tenant',
    access: 'superAdmin',
    tag,
    summary: '新建机构及其首个管理员（管理员角色拥有全部权限）',
    body: CreateTenantBody,
    response: CreatedTenant,
    done: '机构已创建',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/tenant',
    access: 'superAdmin',
    tag,
    summary: '修改机构',
    body: UpdateTenantBody,
    response: TenantRow,
    done: '机构已保存',
  }),
  /** Says 机构已启用 or 机构已停用. */
  setStatus: endpoint({
    method: 'PUT',
    path: '/tenant/status',
    access: 'superAdmin',
    tag,
    summary: '启用或停用机构（停用后其用户不能登录，会话立即结束）',
    body: TenantStatusBody,
    response: TenantRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/tenant',
    access: 'superAdmin',
    tag,
    summary: '删除机构（须先停用；数据保留、不再出现在列表中）',
    query: IdQuery,
    response: Type.Null(),
    done: '机构已删除',
  }),
};
