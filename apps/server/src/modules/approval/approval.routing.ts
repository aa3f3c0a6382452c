import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ApprovalStepSnapshot } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { invalid } from '../../lib/app-error.ts';
import { departments } from '../dept/dept.table.ts';
import { roles } from '../role/role.table.ts';
import { userRoles, users } from '../user/user.table.ts';

/** Departments are nested a few levels at most; the bound only guards against a parent cycle. */
const MAX_DEPT_DEPTH = 20;

const activeOthers = async (tx: Tx, tenantId: number, ids: number[], applicantId: number) =>
  ids.length
    ? (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids), eq(users.activated, true), ne(users.id, applicantId)))
          .orderBy(users.id)
      ).map((u) => u.id)
    : [];

const holdersOf = async (tx: Tx, tenantId: number, roleCondition: ReturnType<typeof eq>) =>
  (
    await tx
      .selectDistinct({ id: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.tenantId, tenantId), roleCondition))
  ).map((r) => r.id);

/**
 * 申请人部门负责人: the head of the applicant's department; when it has none (or the applicant heads it, or the head is
 * disabled), the head of the nearest parent department that has one; when no department up the tree has one, the
 * office's administrators (holders of a role with every permission). Never the applicant.
 */
async function deptHeads(tx: Tx, tenantId: number, deptId: number | null, applicantId: number): Promise<number[]> {
  let at = deptId;
  for (let depth = 0; at !== null && depth < MAX_DEPT_DEPTH; depth++) {
    const [d] = await tx
      .select({ head: departments.headUserId, parent: departments.parentId })
      .from(departments)
      .where(and(eq(departments.tenantId, tenantId), eq(departments.id, at)));
    if (!d) break;
    const head = d.head === null ? [] : await activeOthers(tx, tenantId, [d.head], applicantId);
    if (head.length) return head;
    at = d.parent;
  }
  return activeOthers(tx, tenantId, await holdersOf(tx, tenantId, sql`'*' = any(${roles.permissions})`), applicantId);
}

/** The active users, other than the applicant, who may decide `step` of a request. */
export async function approversOf(tx: Tx, tenantId: number, step: ApprovalStepSnapshot, applicant: { id: number; deptId: number | null }): Promise<number[]> {
  if (step.approverType === 'USER') return activeOthers(tx, tenantId, step.approverUserId ? [step.approverUserId] : [], applicant.id);
  if (step.approverType === 'ROLE') {
    if (!step.approverRoleId) return [];
    return activeOthers(tx, tenantId, await holdersOf(tx, tenantId, eq(userRoles.roleId, step.approverRoleId)), applicant.id);
  }
  return deptHeads(tx, tenantId, applicant.deptId, applicant.id);
}

/** Like approversOf, refusing (4xx) a step nobody could decide. */
export async function requireApprovers(
  tx: Tx,
  tenantId: number,
  flowName: string,
  steps: ApprovalStepSnapshot[],
  index: number,
  applicant: { id: number; deptId: number | null },
): Promise<number[]> {
  const ids = await approversOf(tx, tenantId, steps[index], applicant);
  if (ids.length === 0)
    throw invalid(`审批流程“${flowName}”第 ${index + 1} 步“${steps[index].name}”没有可审批的在岗人员（申请人不能审批自己的申请），请在流程配置中调整`);
  return ids;
}
