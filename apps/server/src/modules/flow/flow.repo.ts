import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { FlowPageQuery } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { likeText, offsetOf } from '../../lib/sql-helpers.ts';
import { roles } from '../role/role.table.ts';
import { users } from '../user/user.table.ts';
import { flowSteps, flows } from './flow.table.ts';

export type FlowRecord = typeof flows.$inferSelect;
export type StepRecord = typeof flowSteps.$inferSelect;

export async function pageFlows(tx: Tx, tenantId: number, q: FlowPageQuery) {
  const where = and(eq(flows.tenantId, tenantId), q.name ? ilike(flows.name, likeText(q.name)) : undefined, q.category ? eq(flows.category, q.category) : undefined);
  const list = await tx.select().from(flows).where(where).orderBy(desc(flows.id)).limit(q.size).offset(offsetOf(q));
  const [{ total }] = await tx.select({ total: count() }).from(flows).where(where);
  return { list, total };
}

export const findFlow = async (tx: Tx, tenantId: number, id: number) =>
  (await tx.select().from(flows).where(and(eq(flows.tenantId, tenantId), eq(flows.id, id))))[0];

export const findFlowByCode = async (tx: Tx, tenantId: number, code: string) =>
  (await tx.select().from(flows).where(and(eq(flows.tenantId, tenantId), eq(flows.code, code))))[0];

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

export async function insertFlow(tx: Tx, values: typeof flows.$inferInsert) {
  const [row] = await tx.insert(flows).values(values).returning();
  return row;
}

export const updateFlowRow = (tx: Tx, tenantId: number, id: number, values: Partial<typeof flows.$inferInsert>) =>
  tx.update(flows).set({ ...values, updatedAt: new Date() }).where(and(eq(flows.tenantId, tenantId), eq(flows.id, id)));

export const deleteFlowRow = (tx: Tx, tenantId: number, id: number) => tx.delete(flows).where(and(eq(flows.tenantId, tenantId), eq(flows.id, id)));

export async function replaceSteps(tx: Tx, tenantId: number, flowId: number, steps: Omit<typeof flowSteps.$inferInsert, 'tenantId' | 'flowId' | 'sort'>[]) {
  await tx.delete(flowSteps).where(and(eq(flowSteps.tenantId, tenantId), eq(flowSteps.flowId, flowId)));
  if (steps.length) await tx.insert(flowSteps).values(steps.map((s, i) => ({ ...s, tenantId, flowId, sort: i + 1 })));
}

const flowNamesWhere = async (tx: Tx, tenantId: number, cond: ReturnType<typeof eq>) =>
  (await tx.selectDistinct({ name: flows.name }).from(flowSteps).innerJoin(flows, eq(flows.id, flowSteps.flowId)).where(and(eq(flowSteps.tenantId, tenantId), cond))).map((r) => r.name);

export const flowsUsingUser = (tx: Tx, tenantId: number, userId: number) => flowNamesWhere(tx, tenantId, eq(flowSteps.approverUserId, userId));
export const flowsUsingRole = (tx: Tx, tenantId: number, roleId: number) => flowNamesWhere(tx, tenantId, eq(flowSteps.approverRoleId, roleId));
