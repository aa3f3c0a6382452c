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
  lastSeenAt: Date;
  expiresAt: Date;
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
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
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

export async function insertSession(tx: Tx, values: typeof sessions.$inferInsert): Promise<number> {
  const [row] = await tx.insert(sessions).values(values).returning({ id: sessions.id });
  return row.id;
}

export const touchSession = (tx: Tx, id: number) =>
  tx.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));

export const deleteSession = (tx: Tx, id: number) => tx.delete(sessions).where(eq(sessions.id, id));

export const setActiveRole = (tx: Tx, id: number, roleId: number) =>
  tx.update(sessions).set({ activeRoleId: roleId }).where(eq(sessions.id, id));

export const deleteOtherSessions = async (tx: Tx, userId: number, keepId: number) =>
  (await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId))).returning({ id: sessions.id })).map((r) => r.id);

export const setWorkTenant = (tx: Tx, id: number, tenantId: number | null) =>
  tx.update(sessions).set({ workTenantId: tenantId }).where(eq(sessions.id, id));
