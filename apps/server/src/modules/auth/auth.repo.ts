import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paged } from '../../db/rows.ts';
import { users, userRoles } from '../user/user.table.ts';
import { roles } from '../role/role.table.ts';
import { tenants } from '../tenant/tenant.table.ts';
import { departments } from '../dept/dept.table.ts';
import { loginLog } from './auth.table.ts';

export async function findLoginCandidate(tx: Tx, account: string) {
  const [row] = await tx
    .select({
      id: users.id,
      tenantId: users.tenantId,
      account: users.account,
      passwordHash: users.passwordHash,
      activated: users.activated,
      mustChangePassword: users.mustChangePassword,
      failedCount: users.failedCount,
      failedWindowStart: users.failedWindowStart,
      lockedUntil: users.lockedUntil,
      tenantStatus: tenants.status,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.account, account));
  return row;
}

export const insertLoginLog = (tx: Tx, values: typeof loginLog.$inferInsert) => tx.insert(loginLog).values(values);

export const listUserRoles = (tx: Tx, userId: number) =>
  tx
    .select({ id: roles.id, name: roles.name, code: roles.code, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));

export async function findProfile(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ user: users, deptName: departments.name, tenantName: tenants.name })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(eq(users.id, userId));
  return row;
}

export const updateUser = (tx: Tx, userId: number, values: Partial<typeof users.$inferInsert>) =>
  tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));

export function pageSignIns(tx: Tx, userId: number, current: number, size: number) {
  const where = eq(loginLog.userId, userId);
  return paged(
    tx,
    loginLog,
    where,
    { current, size },
    tx
      .select({ id: loginLog.id, at: loginLog.at, ip: loginLog.ip, userAgent: loginLog.userAgent, success: loginLog.success, reason: loginLog.reason })
      .from(loginLog)
      .where(where)
      .orderBy(desc(loginLog.at))
      .$dynamic(),
  );
}
