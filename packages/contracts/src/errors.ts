/**
 * The one error catalogue. Codes are stable (clients branch on them); messages are what users read.
 */
export const ERRORS = {
  REQUIRED_LOGIN: { status: 401, message: '登录状态已失效，即将跳转到登录页面' },
  FORBIDDEN: { status: 403, message: '您没有执行此操作的权限' },
  CSRF_REJECTED: { status: 403, message: '请求来源校验失败，请刷新页面后重试' },
  NOT_FOUND: { status: 404, message: '请求的资源不存在' },
  VALIDATION_FAILED: { status: 400, message: '请求参数不正确' },
  CAPTCHA_INVALID: { status: 400, message: '验证码错误或已过期，请重新输入' },
  LOGIN_FAILED: { status: 400, message: '账号或密码错误' },
  ACCOUNT_LOCKED: { status: 423, message: '密码错误次数过多，账号已锁定' },
  ACCOUNT_DISABLED: { status: 403, message: '账号已停用，请联系管理员' },
  TENANT_DISABLED: { status: 403, message: '所属机构已停用，请联系平台管理员' },
  PASSWORD_POLICY: { status: 400, message: '密码不符合安全要求' },
  PASSWORD_WRONG: { status: 400, message: '原密码不正确' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: '请先修改初始密码，再使用系统' },
  ROLE_NOT_HELD: { status: 400, message: '您未拥有该角色' },
  RATE_LIMITED: { status: 429, message: '请求过于频繁，请稍后再试' },
  CONFLICT: { status: 409, message: '数据已存在或已被修改' },
  FILE_TOO_LARGE: { status: 413, message: '文件过大' },
  INTERNAL_ERROR: { status: 500, message: '服务器内部错误，请稍后重试或联系管理员' },
  SERVICE_UNAVAILABLE: { status: 503, message: '服务暂时不可用（数据库连接中断），请稍后重试' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
