import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ownedRows } from '../../db/rows.ts';
import { users } from '../user/user.table.ts';
import { departments } from './dept.table.ts';

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

const deptRows = ownedRows(departments);
const userRows = ownedRows(users);
export const findDept = (tx: Tx, tenantId: number, id: number) => deptRows.find(tx, tenantId, id);
export const { insert: insertDept, update: updateDeptRow, remove: deleteDeptRow } = deptRows;

export const countChildren = (tx: Tx, tenantId: number, id: number) => deptRows.count(tx, tenantId, eq(departments.parentId, id));
export const countUsers = (tx: Tx, tenantId: number, id: number) => userRows.count(tx, tenantId, eq(users.deptId, id));
export const userInTenant = userRows.owns;
