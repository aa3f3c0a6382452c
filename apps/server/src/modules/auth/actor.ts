/** Who is calling, resolved from the session token on every request. */
export interface Actor {
  userId: number;
  account: string;
  name: string;
  /** The tenant the request works in: the user's own, or the one user id 1 chose with `tid`. */
  tenantId: number;
  homeTenantId: number;
  sessionId: number;
  activeRoleId: number;
  permissions: string[];
  /** Set by an administrator's create or reset: until changed, only the password change is open. */
  mustChangePassword: boolean;
  /** The tenant user id 1 last worked in (null: the home tenant); a change is recorded in the log. */
  workTenantId?: number | null;
  /** Set for HTTP requests: what the operation log records about the call. */
  request?: RequestMeta;
}

export interface RequestMeta {
  id: string;
  method: string;
  path: string;
  ip: string;
  userAgent: string;
  startedAt: number;
  /** True once a service has written the log entry of this call. */
  audited: boolean;
}
