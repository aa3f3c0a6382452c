import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { asSystem } from '../src/db/scope.ts';
import { captchas, departments, roles, sessions, tenants, userRoles, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { forgetCachedSessions } from '../src/modules/auth/session-cache.ts';

export const DEMO_TENANT_ID = 2;

/** A second office with one user holding the given permissions, for isolation tests. */
export async function createOffice(db: Database, name: string, account: string, permissions: string[], password = 'Other@2026') {
  const passwordHash = await hashPassword(password);
  return asSystem(db, async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({ name, alias: name.slice(0, 4) })
      .returning();
    const [dept] = await tx.insert(departments).values({ tenantId: tenant.id, name: '办公室' }).returning();
    const [role] = await tx.insert(roles).values({ tenantId: tenant.id, name: '测试角色', code: 'tester', permissions }).returning();
    const [user] = await tx.insert(users).values({ tenantId: tenant.id, account, name: '测试员', passwordHash, deptId: dept.id }).returning();
    await tx.insert(userRoles).values({ tenantId: tenant.id, userId: user.id, roleId: role.id });
    return { tenantId: tenant.id, userId: user.id, roleId: role.id, deptId: dept.id, password };
  });
}

export const captchaAnswer = async (db: Database, id: string) => (await asSystem(db, (tx) => tx.select().from(captchas).where(eq(captchas.id, id))))[0]?.answer;

export const expireCaptcha = (db: Database, id: string) =>
  asSystem(db, (tx) =>
    tx
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchas.id, id)),
  );

export const ageSessions = (db: Database, userId: number, column: 'last_seen_at' | 'expires_at', minutesAgo: number) =>
  asSystem(db, (tx) =>
    tx
      .update(sessions)
      .set({ [column === 'last_seen_at' ? 'lastSeenAt' : 'expiresAt']: sql`now() - make_interval(mins => ${minutesAgo})` })
      .where(eq(sessions.userId, userId)),
  ).then(() => forgetCachedSessions(db));

export const userIdOf = async (db: Database, account: string) =>
  (await asSystem(db, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.account, account))))[0].id;

export const setUser = (db: Database, account: string, values: Partial<typeof users.$inferInsert>) =>
  asSystem(db, (tx) => tx.update(users).set(values).where(eq(users.account, account))).then(() => forgetCachedSessions(db));

export const setTenantStatus = (db: Database, id: number, status: string) =>
  asSystem(db, (tx) => tx.update(tenants).set({ status }).where(eq(tenants.id, id))).then(() => forgetCachedSessions(db));
