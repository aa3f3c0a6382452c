import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FlowPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { ownedRows, paged } from '../../db/rows.ts';
import { contains } from '../../lib/sql-helpers.ts';
import { roles } from '../role/role.table.ts';
import { users } from '../user/user.table.ts';
import { flowSteps, flows } from './flow.table.ts';

export type FlowRecord = typeof flows.$inferSelect;
const flowRows = ownedRows(flows);

export function pageFlows(tx: Tx, tenantId: number, q: FlowPageQuery) {
  const where = and(eq(flows.tenantId, tenantId), contains(flows.name, q.name), q.category ? eq(flows.category, q.category) : undefined);
  return paged(tx, flows, where, q, tx.select().from(flows).where(where).orderBy(desc(flows.id)).$dynamic());
}

export const findFlow = (tx: Tx, tenantId: number, id: number) => flowRows.find(tx, tenantId, id);
export const findFlowByCode = (tx: Tx, tenantId: number, code: string) => flowRows.findBy(tx, tenantId, [eq(flows.code, code)]);

/** Steps of the given flows in order, with the approver's display name. */
export function stepsOf(tx: Tx, tenantId: number, flowIds: number[]) {
  if (flowIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ step: flowSteps, roleName: roles.name, userName: users.name })
    .from(flowSteps)
    .leftJoin(roles, eq(roles.id, flowSteps.approverRoleId))
    .leftJoin(users, eq(users.id, flowSteps.approverUserId))
    .where(and(eq(flowSteps.tenantId, tenantId), inArray(flowSteps.flowId, flowIds)))
    .orderBy(asc(flowSteps.flowId), asc(flowSteps.sort));
}

export const { insert: insertFlow, update: updateFlowRow, remove: deleteFlowRow } = flowRows;

export async function replaceSteps(tx: Tx, tenantId: number, flowId: number, steps: Omit<typeof flowSteps.$inferInsert, 'tenantId' | 'flowId' | 'sort'>[]) {
  await tx.delete(flowSteps).where(and(eq(flowSteps.tenantId, tenantId), eq(flowSteps.flowId, flowId)));
  if (steps.length) await tx.insert(flowSteps).values(steps.map((s, i) => ({ ...s, tenantId, flowId, sort: i + 1 })));
}

const flowNamesWhere = async (tx: Tx, tenantId: number, cond: ReturnType<typeof eq>) =>
  (
    await tx
      .selectDistinct({ name: flows.name })
      .from(flowSteps)
      .innerJoin(flows, eq(flows.id, flowSteps.flowId))
      .where(and(eq(flowSteps.tenantId, tenantId), cond))
  ).map((r) => r.name);

export const flowsUsingUser = (tx: Tx, tenantId: number, userId: number) => flowNamesWhere(tx, tenantId, eq(flowSteps.approverUserId, userId));
export const flowsUsingRole = (tx: Tx, tenantId: number, roleId: number) => flowNamesWhere(tx, tenantId, eq(flowSteps.approverRoleId, roleId));
