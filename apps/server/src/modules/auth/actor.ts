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
}
