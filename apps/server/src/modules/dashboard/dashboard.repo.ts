import { and, count, countDistinct, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../user/user.table.ts';
import { roles } from '../role/role.table.ts';
import { departments } from '../dept/dept.table.ts';
import { loginLog, sessions } from '../auth/auth.table.ts';
import { tenants } from '../tenant/tenant.table.ts';

export const OFFICE_TIME_ZONE = 'Asia/Shanghai';

/** Row-level security scopes every count below to the transaction's tenant. */
export async function tenantFigures(tx: Tx, idleMinutes: number) {
  const [staff] = await tx.select({ total: count(), active: sql<number>`count(*) filter (where ${users.activated})`.mapWith(Number) }).from(users);
  const [roleTotal] = await tx.select({ n: count() }).from(roles);
  const [deptTotal] = await tx.select({ n: count() }).from(departments);
  const [online] = await tx
    .select({ n: countDistinct(sessions.userId) })
    .from(sessions)
    .where(and(gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`)));
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants);
  return {
    staffTotal: staff.total,
    staffActive: staff.active,
    roleTotal: roleTotal.n,
    deptTotal: deptTotal.n,
    onlineUsers: online.n,
    tenantName: tenant?.name ?? '',
  };
}

export function signInsByDay(tx: Tx, days: number) {
  const day = sql<string>`to_char((${loginLog.at} at time zone ${sql.raw(`'${OFFICE_TIME_ZONE}'`)})::date, 'YYYY-MM-DD')`;
  return tx
    .select({ date: day, count: count() })
    .from(loginLog)
    .where(and(eq(loginLog.success, true), gt(loginLog.at, sql`now() - make_interval(days => ${days})`)))
    .groupBy(day);
}

/** The sign-in before the current one. */
export async function previousSignIn(tx: Tx, userId: number): Promise<Date | null> {
  const rows = await tx
    .select({ at: loginLog.at })
    .from(loginLog)
    .where(and(eq(loginLog.userId, userId), eq(loginLog.success, true)))
    .orderBy(desc(loginLog.at))
    .limit(2);
  return rows[1]?.at ?? null;
}
