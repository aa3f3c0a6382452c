import { and, eq, inArray } from 'drizzle-orm';
import type { CreateFlowBody, FlowPageQuery, FlowRow, FlowStepInput, PageResult, UpdateFlowBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/sql-helpers.ts';
import type { Actor } from '../auth/auth.api.ts';
import { departments } from '../dept/dept.table.ts';
import { audit } from '../oplog/oplog.api.ts';
import { roles } from '../role/role.table.ts';
import { userRoles, users } from '../user/user.table.ts';
import * as repo from './flow.repo.ts';

const M = 'flow';

type StepJoin = Awaited<ReturnType<typeof repo.stepsOf>>[number];

function toRow(f: repo.FlowRecord, steps: StepJoin[]): FlowRow {
  return {
    id: f.id,
    name: f.name,
    code: f.code,
    category: f.category,
    description: f.description,
    enabled: f.enabled,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
    steps: steps
      .filter((s) => s.step.flowId === f.id)
      .map(({ step, roleName, userName }) => ({
        id: step.id,
        sort: step.sort,
        name: step.name,
        approverType: step.approverType,
        approverId: step.approverRoleId ?? step.approverUserId ?? null,
        approverName: step.approverType === 'ROLE' ? (roleName ?? '') : step.approverType === 'USER' ? (userName ?? '') : '申请人部门负责人',
      })),
  };
}

async function loadFlow(tx: Tx, tenantId: number, id: number): Promise<FlowRow> {
  const f = await repo.findFlow(tx, tenantId, id);
  if (!f) throw notFound('流程');
  return toRow(f, await repo.stepsOf(tx, tenantId, [id]));
}

/** Each step's approver must exist in the tenant: a role, an active user, or nobody for DEPT_HEAD. */
async function stepValues(tx: Tx, tenantId: number, steps: FlowStepInput[]) {
  const out = [];
  for (const [i, s] of steps.entries()) {
    const label = `第 ${i + 1} 步“${s.name}”`;
    if (s.approverType === 'DEPT_HEAD') {
      out.push({ name: s.name.trim(), approverType: s.approverType, approverRoleId: null, approverUserId: null });
      continue;
    }
    if (s.approverId === null) throw invalid(`${label}须选择审批${s.approverType === 'ROLE' ? '角色' : '人员'}`);
    const table = s.approverType === 'ROLE' ? roles : users;
    const [found] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), eq(table.id, s.approverId)));
    if (!found) throw invalid(`${label}的审批${s.approverType === 'ROLE' ? '角色' : '人员'}不存在`);
    out.push({
      name: s.name.trim(),
      approverType: s.approverType,
      approverRoleId: s.approverType === 'ROLE' ? s.approverId : null,
      approverUserId: s.approverType === 'USER' ? s.approverId : null,
    });
  }
  return out;
}

const codeTaken = (err: unknown) => (isUniqueViolation(err) ? new AppError('CONFLICT', '流程编码已存在，请换一个') : err);
const snapshot = (f: FlowRow) => ({
  name: f.name,
  code: f.code,
  category: f.category,
  description: f.description,
  enabled: f.enabled,
  steps: f.steps.map((s) => `${s.sort}. ${s.name}：${s.approverName}`),
});

export const pageFlows = (db: Database, actor: Actor, q: FlowPageQuery): Promise<PageResult<FlowRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pageFlows(tx, actor.tenantId, q);
    const steps = await repo.stepsOf(
      tx,
      actor.tenantId,
      page.list.map((f) => f.id),
    );
    return { total: page.total, list: page.list.map((f) => toRow(f, steps)) };
  });

export const getFlow = (db: Database, actor: Actor, id: number) => inTenant(db, actor.tenantId, (tx) => loadFlow(tx, actor.tenantId, id));

const base = (input: CreateFlowBody) => ({
  name: input.name.trim(),
  code: input.code,
  category: input.category,
  description: input.description?.trim() ?? '',
  enabled: input.enabled ?? true,
});

export const createFlow = (db: Database, actor: Actor, input: CreateFlowBody): Promise<FlowRow> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const steps = await stepValues(tx, actor.tenantId, input.steps);
    const row = await repo.insertFlow(tx, { ...base(input), tenantId: actor.tenantId });
    await repo.replaceSteps(tx, actor.tenantId, row.id, steps);
    const after = await loadFlow(tx, actor.tenantId, row.id);
    await audit(tx, actor, { module: M, action: 'create', targetId: row.id, after: snapshot(after) });
    return after;
  }).catch((err) => Promise.reject(codeTaken(err)));

export const updateFlow = (db: Database, actor: Actor, input: UpdateFlowBody): Promise<FlowRow> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadFlow(tx, actor.tenantId, input.id);
    const steps = await stepValues(tx, actor.tenantId, input.steps);
    await repo.updateFlowRow(tx, actor.tenantId, input.id, base(input));
    await repo.replaceSteps(tx, actor.tenantId, input.id, steps);
    const after = await loadFlow(tx, actor.tenantId, input.id);
    await audit(tx, actor, { module: M, action: 'update', targetId: input.id, before: snapshot(before), after: snapshot(after) });
    return after;
  }).catch((err) => Promise.reject(codeTaken(err)));

export const deleteFlow = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadFlow(tx, actor.tenantId, id);
    await repo.deleteFlowRow(tx, actor.tenantId, id);
    await audit(tx, actor, { module: M, action: 'delete', targetId: id, before: snapshot(before) });
  });

export interface ResolvedStep {
  sort: number;
  name: string;
  approverType: string;
  /** Users who may approve this step (active users of the tenant). */
  approverUserIds: number[];
}

/**
 * For later modules (business approvals, special flows, office requests): the enabled flow with this
 * code, its steps in order, and for each step the users who may approve it for this applicant.
 */
export async function resolveFlow(
  tx: Tx,
  tenantId: number,
  code: string,
  applicantUserId: number,
): Promise<{ flowId: number; name: string; steps: ResolvedStep[] }> {
  const flow = await repo.findFlowByCode(tx, tenantId, code);
  if (!flow || !flow.enabled) throw new AppError('NOT_FOUND', `未配置启用的审批流程（${code}）`);
  const steps: ResolvedStep[] = [];
  for (const { step } of await repo.stepsOf(tx, tenantId, [flow.id])) {
    let ids: number[] = [];
    if (step.approverType === 'USER' && step.approverUserId) ids = [step.approverUserId];
    else if (step.approverType === 'ROLE' && step.approverRoleId) {
      ids = (
        await tx
          .select({ id: userRoles.userId })
          .from(userRoles)
          .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.roleId, step.approverRoleId)))
      ).map((r) => r.id);
    } else if (step.approverType === 'DEPT_HEAD') {
      const [head] = await tx
        .select({ id: departments.headUserId })
        .from(users)
        .innerJoin(departments, eq(departments.id, users.deptId))
        .where(and(eq(users.tenantId, tenantId), eq(users.id, applicantUserId)));
      ids = head?.id ? [head.id] : [];
    }
    const active = ids.length
      ? await tx
          .select({ id: users.id, activated: users.activated })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)))
      : [];
    steps.push({
      sort: step.sort,
      name: step.name,
      approverType: step.approverType,
      approverUserIds: ids.filter((id) => active.some((u) => u.id === id && u.activated)),
    });
  }
  return { flowId: flow.id, name: flow.name, steps };
}
