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
}
