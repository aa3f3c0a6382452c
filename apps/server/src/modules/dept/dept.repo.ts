import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../user/user.table.ts';
import { departments } from './dept.table.ts';

export type DeptRecord = typeof departments.$inferSelect;

/** Every department of the tenant with its head's name and user count (trees are small). */
export const listDepts = (tx: Tx, tenantId: number) =>
  tx
    .select({
      dept: departments,
      headUserName: sql<string>`coalesce(${users.name}, '')`,
      userCount: sql<number>`(select count(*) from users u where u.dept_id = "departments"."id")`.mapWith(Number),
    })
    .from(departments)
    .leftJoin(users, eq(users.id, departments.headUserId))
    .where(eq(departments.tenantId, tenantId))
    .orderBy(asc(departments.sort), asc(departments.id));

export const findDept = async (tx: Tx, tenantId: number, id: number) =>
  (await tx.select().from(departments).where(and(eq(departments.tenantId, tenantId), eq(departments.id, id))))[0];

export async function insertDept(tx: Tx, values: typeof departments.$inferInsert) {
  const [row] = await tx.insert(departments).values(values).returning();
  return row;
}

export const updateDeptRow = (tx: Tx, tenantId: number, id: number, values: Partial<typeof departments.$inferInsert>) =>
  tx.update(departments).set(values).where(and(eq(departments.tenantId, tenantId), eq(departments.id, id)));

export const deleteDeptRow = (tx: Tx, tenantId: number, id: number) => tx.delete(departments).where(and(eq(departments.tenantId, tenantId), eq(departments.id, id)));

export const countChildren = async (tx: Tx, tenantId: number, id: number) =>
  (await tx.select({ n: count() }).from(departments).where(and(eq(departments.tenantId, tenantId), eq(departments.parentId, id))))[0].n;

export const countUsers = async (tx: Tx, tenantId: number, id: number) =>
  (await tx.select({ n: count() }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.deptId, id))))[0].n;

export const userInTenant = async (tx: Tx, tenantId: number, id: number) =>
  (await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id)))).length > 0;
