import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { RolePageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { likeText, offsetOf } from '../../lib/sql-helpers.ts';
import { userRoles } from '../user/user.table.ts';
import { roles } from './role.table.ts';

export type RoleRecord = typeof roles.$inferSelect;
const userCount = sql<number>`(select count(*) from user_roles ur where ur.role_id = "roles"."id")`.mapWith(Number);

export async function pageRoles(tx: Tx, tenantId: number, q: RolePageQuery) {
  const where = and(eq(roles.tenantId, tenantId), q.name ? ilike(roles.name, likeText(q.name)) : undefined, q.code ? ilike(roles.code, likeText(q.code)) : undefined);
  const list = await tx.select({ role: roles, userCount }).from(roles).where(where).orderBy(asc(roles.id)).limit(q.size).offset(offsetOf(q));
  const [{ total }] = await tx.select({ total: count() }).from(roles).where(where);
  return { list, total };
}

export const findRole = async (tx: Tx, tenantId: number, id: number) =>
  (await tx.select({ role: roles, userCount }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id))))[0];

export const selectRoles = (tx: Tx, tenantId: number) =>
  tx.select({ id: roles.id, name: roles.name, code: roles.code }).from(roles).where(eq(roles.tenantId, tenantId)).orderBy(asc(roles.id));

export async function insertRole(tx: Tx, values: typeof roles.$inferInsert) {
  const [row] = await tx.insert(roles).values(values).returning();
  return row;
}

export const updateRoleRow = (tx: Tx, tenantId: number, id: number, values: Partial<typeof roles.$inferInsert>) =>
  tx.update(roles).set(values).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));

export const deleteRoleRow = (tx: Tx, tenantId: number, id: number) => tx.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));

