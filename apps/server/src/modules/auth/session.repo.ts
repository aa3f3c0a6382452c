import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sessions } from './auth.table.ts';
import { users } from '../user/user.table.ts';
import { tenants } from '../tenant/tenant.table.ts';
import { roles } from '../role/role.table.ts';

export interface SessionRow {
  sessionId: number;
  userId: number;
  tenantId: number;
  activeRoleId: number;
  workTenantId: number | null;
  /** Milliseconds since the last recorded activity, and whether the absolute lifetime is over: both on the database's clock. */
  idleMs: number;
  expired: boolean;
  /** Milliseconds left of the absolute lifetime, on the database's clock. */
  expiresInMs: number;
  account: string;
  name: string;
  activated: boolean;
  mustChangePassword: boolean;
  tenantStatus: string;
  permissions: string[];
}

/** System scope: the token is what identifies the tenant. */
export async function findSessionByTokenHash(tx: Tx, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      tenantId: sessions.tenantId,
      activeRoleId: sessions.activeRoleId,
      workTenantId: sessions.workTenantId,
      idleMs: sql<number>`(extract(epoch from now() - ${sessions.lastSeenAt}) * 1000)::float8`,
      expired: sql<boolean>`now() >= ${sessions.expiresAt}`,
      expiresInMs: sql<number>`(extract(epoch from ${sessions.expiresAt} - now()) * 1000)::float8`,
      account: users.account,
      name: users.name,
      activated: users.activated,
      mustChangePassword: users.mustChangePassword,
      tenantStatus: tenants.status,
      permissions: sql<string[]>`coalesce(${roles.permissions}, '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    .leftJoin(roles, eq(roles.id, sessions.activeRoleId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

/**
 * Session times are kept on one clock, the database's, which every instance shares: created_at and
 * last_seen_at default to now(), and the absolute lifetime asked for (expiresAt, reckoned on this
 * server's clock) is stored counted from the database's now().
 */
export async function insertSession(tx: Tx, { expiresAt, ...values }: Omit<typeof sessions.$inferInsert, 'expiresAt'> & { expiresAt: Date }): Promise<number> {
  const lifetimeMs = expiresAt.getTime() - Date.now();
  const [row] = await tx
    .insert(sessions)
    .values({ ...values, expiresAt: sql`now() + make_interval(secs => ${lifetimeMs / 1000})` })
    .returning({ id: sessions.id });
  return row.id;
}

export const touchSession = (tx: Tx, id: number) =>
  tx
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, id));

export const deleteSession = (tx: Tx, id: number) => tx.delete(sessions).where(eq(sessions.id, id));

export const setActiveRole = (tx: Tx, id: number, roleId: number) => tx.update(sessions).set({ activeRoleId: roleId }).where(eq(sessions.id, id));

export const deleteOtherSessions = async (tx: Tx, userId: number, keepId: number) =>
  (
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
      .returning({ id: sessions.id })
  ).map((r) => r.id);

export const setWorkTenant = (tx: Tx, id: number, tenantId: number | null) => tx.update(sessions).set({ workTenantId: tenantId }).where(eq(sessions.id, id));
