import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Password } from './ids.ts';

export const CaptchaResponse = Type.Object({
  /** False when the server runs with CAPTCHA_ENABLED=false; the login form then hides the field. */
  enabled: Type.Boolean(),
  captchaId: Type.String(),
  /** An SVG data URL. */
  image: Type.String(),
});
export type CaptchaResponse = Static<typeof CaptchaResponse>;

export const LoginBody = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64, title: '账号' }),
  password: Password('密码', 128),
  captcha: Type.Optional(Type.String({ maxLength: 16, title: '验证码' })),
  captchaId: Type.Optional(Type.String({ maxLength: 64, title: '验证码编号' })),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({
  tokenValue: Type.String(),
  /** Set after an administrator reset: the user must change the password before working. */
  mustChangePassword: Type.Boolean(),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const RoleRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  /** What the role grants, so a page the active role lacks can offer the role that opens it. */
  permissions: Type.Optional(Type.Array(Type.String())),
});
export type RoleRef = Static<typeof RoleRef>;

export const CurrentUser = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  name: Type.String(),
  deptName: Type.String(),
  roleName: Type.String(),
  notaryCertNo: Type.String(),
  phone: Type.String(),
  headImage: Type.String(),
  handwriting: Type.String(),
  signImage: Type.String(),
  stopUse: Type.Boolean(),
  idCard: Type.String(),
  tenantId: Type.Integer(),
  tenantName: Type.String(),
  /** The roles the user holds. */
  roleList: Type.Array(RoleRef),
  /** Code of the active role, and `*` when it grants everything. */
  roles: Type.Array(Type.String()),
  role: Type.String(),
  activeRoleId: Type.Integer(),
  /** Permission strings of the active role. */
  authorities: Type.Array(Type.String()),
  mustChangePassword: Type.Boolean(),
});
export type CurrentUser = Static<typeof CurrentUser>;

export const UpdateProfileBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 32, title: '姓名' })),
    phone: Type.Optional(Type.String({ maxLength: 20, pattern: '^$|^[0-9()\\-+ ]{7,20}$', title: '电话', patternMessage: '请输入正确的手机号或固定电话' })),
    headImage: Type.Optional(Type.String({ maxLength: 512, title: '头像' })),
  },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const UpdatePasswordBody = Type.Object({
  oldPassword: Password('原密码', 128),
  newPassword: Password('新密码', 128),
});
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

export const SwitchRoleBody = Type.Object({ roleId: Type.Integer({ minimum: 1, title: '角色' }) });
export type SwitchRoleBody = Static<typeof SwitchRoleBody>;

export const PASSWORD_RULE_TEXT = '密码长度 8–64 位，须同时包含字母和数字，且不能与账号相同';

/** Shared by the server (enforcement) and the web forms (early feedback). Null when acceptable. */
export function passwordProblem(password: string, account = ''): string | null {
  if (password.length < 8 || password.length > 64) return PASSWORD_RULE_TEXT;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return PASSWORD_RULE_TEXT;
  if (account && password.toLowerCase() === account.toLowerCase()) return PASSWORD_RULE_TEXT;
  return null;
}

export const SignInRecord = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  ip: Type.String(),
  userAgent: Type.String(),
  success: Type.Boolean(),
  /** Why a sign-in failed: PASSWORD, or empty. */
  reason: Type.String(),
});
export type SignInRecord = Static<typeof SignInRecord>;

const tag = '会话与账号';

export const authApi = {
  captcha: endpoint({
    method: 'GET',
    path: '/auth/captcha',
    access: 'public',
    tag,
    summary: '获取图形验证码（2 分钟内有效，仅可使用一次）',
    response: CaptchaResponse,
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    tag,
    summary: '账号密码登录',
    body: LoginBody,
    response: LoginResponse,
    done: '登录成功',
  }),
  logout: endpoint({ method: 'POST', path: '/auth/logout', access: 'login', tag, summary: '退出登录', response: Type.Null(), done: '已退出登录' }),
  currentUser: endpoint({ method: 'GET', path: '/auth/current-user', access: 'login', tag, summary: '当前用户信息、角色与权限', response: CurrentUser }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/auth/current-user',
    access: 'login',
    tag,
    summary: '修改个人信息',
    body: UpdateProfileBody,
    response: CurrentUser,
    done: '个人信息已保存',
  }),
  updatePassword: endpoint({
    method: 'PUT',
    path: '/auth/update-password',
    access: 'login',
    tag,
    summary: '修改密码（其他会话随之失效）',
    body: UpdatePasswordBody,
    response: Type.Null(),
    done: '密码已修改',
  }),
  switchRole: endpoint({
    method: 'PUT',
    path: '/auth/active-role',
    access: 'login',
    tag,
    summary: '切换当前角色',
    body: SwitchRoleBody,
    response: CurrentUser,
    done: '角色已切换',
  }),
  signInPage: endpoint({
    method: 'GET',
    path: '/auth/sign-in-page',
    access: 'login',
    tag,
    summary: '我的登录记录（分页）',
    query: PageQuery,
    response: Page(SignInRecord),
  }),
};
