import { and, asc, eq, sql } from 'drizzle-orm';
import type { RolePageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { first, ownedRows, paged } from '../../db/rows.ts';
import { contains } from '../../lib/sql-helpers.ts';
import { roles } from './role.table.ts';

export type RoleRecord = typeof roles.$inferSelect;
const userCount = sql<number>`(select count(*) from user_roles ur where ur.role_id = "roles"."id")`.mapWith(Number);

export function pageRoles(tx: Tx, tenantId: number, q: RolePageQuery) {
  const where = and(eq(roles.tenantId, tenantId), contains(roles.name, q.name), contains(roles.code, q.code));
  return paged(tx, roles, where, q, tx.select({ role: roles, userCount }).from(roles).where(where).orderBy(asc(roles.id)).$dynamic());
}

export const findRole = (tx: Tx, tenantId: number, id: number) =>
  first(
    tx
      .select({ role: roles, userCount })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id))),
  );

export const selectRoles = (tx: Tx, tenantId: number) =>
  tx.select({ id: roles.id, name: roles.name, code: roles.code }).from(roles).where(eq(roles.tenantId, tenantId)).orderBy(asc(roles.id));

export const { insert: insertRole, update: updateRoleRow, remove: deleteRoleRow } = ownedRows(roles);
