import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { UserPageQuery, UserSelectQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { ownedRows, paged } from '../../db/rows.ts';
import { contains, likeText } from '../../lib/sql-helpers.ts';
import { sessions } from '../auth/auth.table.ts';
import { departments } from '../dept/dept.table.ts';
import { roles } from '../role/role.table.ts';
import { userRoles, users } from './user.table.ts';

export type UserRecord = typeof users.$inferSelect;
const userRows = ownedRows(users);
const roleRows = ownedRows(roles);
const deptRows = ownedRows(departments);

const hasRole = (roleId: number) => sql`exists (select 1 from user_roles ur where ur.user_id = "users"."id" and ur.role_id = ${roleId})`;

export function pageUsers(tx: Tx, tenantId: number, q: UserPageQuery) {
  const where = and(
    eq(users.tenantId, tenantId),
    contains(users.name, q.name),
    contains(users.account, q.account),
    contains(users.phone, q.phone),
    q.deptId ? eq(users.deptId, q.deptId) : undefined,
    q.roleId ? hasRole(q.roleId) : undefined,
    q.activated === undefined ? undefined : eq(users.activated, q.activated),
  );
  const list = tx.select({ user: users, deptName: departments.name }).from(users).leftJoin(departments, eq(departments.id, users.deptId)).where(where);
  return paged(tx, users, where, q, list.orderBy(desc(users.id)).$dynamic());
}

export async function findUser(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select({ user: users, deptName: departments.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row;
}

export async function rolesOfUsers(tx: Tx, tenantId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({ userId: userRoles.userId, roleId: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.userId, userIds)))
    .orderBy(asc(roles.id));
}

export const countRolesIn = (tx: Tx, tenantId: number, ids: number[]) => roleRows.count(tx, tenantId, inArray(roles.id, ids));
export const deptInTenant = deptRows.owns;

export const { insert: insertUser, update: updateUserRow, remove: deleteUserRow } = userRows;

/** Replaces the user's roles; sessions whose active role was taken away move to a role still held. */
export async function setUserRoles(tx: Tx, tenantId: number, userId: number, roleIds: number[]) {
  await tx.delete(userRoles).where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)));
  await tx.insert(userRoles).values(roleIds.map((roleId) => ({ tenantId, userId, roleId })));
  await tx
    .update(sessions)
    .set({ activeRoleId: Math.min(...roleIds) })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), notInArray(sessions.activeRoleId, roleIds)));
}

export const endSessionsOf = (tx: Tx, tenantId: number, userId: number) =>
  tx.delete(sessions).where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId)));

export const clearDeptHead = (tx: Tx, tenantId: number, userId: number) =>
  tx
    .update(departments)
    .set({ headUserId: null })
    .where(and(eq(departments.tenantId, tenantId), eq(departments.headUserId, userId)));

export function selectUsers(tx: Tx, tenantId: number, q: UserSelectQuery) {
  const conds: (SQL | undefined)[] = [
    eq(users.tenantId, tenantId),
    eq(users.activated, true),
    q.keyword ? sql`(${users.name} ilike ${likeText(q.keyword)} or ${users.account} ilike ${likeText(q.keyword)})` : undefined,
    q.deptId ? eq(users.deptId, q.deptId) : undefined,
    q.roleId ? hasRole(q.roleId) : undefined,
  ];
  return tx
    .select({ id: users.id, name: users.name, account: users.account, deptName: sql<string>`coalesce(${departments.name}, '')` })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(and(...conds))
    .orderBy(asc(users.id))
    .limit(500);
}
