import type { CaseApprovalProgress } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { openApprovalOf, startApproval } from '../approval/approval.api.ts';
import type { Actor } from '../auth/auth.api.ts';
import { findFlowByCode } from '../flow/flow.api.ts';
import * as query from './business-query.repo.ts';
import type * as repo from './business.repo.ts';

/**
 * 公证业务审批 on the approval engine: a case submitted while its office has the flow `businessApprove` enabled gets a
 * request whose steps (e.g. 部门负责人审核 → 主任审批) must all approve before APPROVE_PASS. Without an enabled flow
 * the case is approved in one step, as before.
 */
export const CASE_APPROVAL_KIND = 'caseApproval';
export const CASE_APPROVAL_FLOW = 'businessApprove';

/** Starts the case's request when the office's flow is enabled; false when the case is approved in one step. */
export async function startCaseApproval(tx: Tx, actor: Actor, c: repo.CaseRecord, items: repo.CaseItemRecord[]): Promise<boolean> {
  const flow = await findFlowByCode(tx, actor.tenantId, CASE_APPROVAL_FLOW);
  if (!flow?.enabled) return false;
  const summary = `${c.businessNumber} ${items.map((i) => i.itemName).join('、')}`;
  await startApproval(tx, actor, { kind: CASE_APPROVAL_KIND, subjectId: c.id, summary });
  return true;
}

/** A case's running request: where it is (shown) and who decides the current step (abilities). */
export interface OpenCaseApproval {
  progress: CaseApprovalProgress;
  approverIds: number[];
}

/** The running requests of the given cases (only 待审批 ones can have one), by case id. */
export async function openCaseApprovals(tx: Tx, tenantId: number, cases: Pick<repo.CaseRecord, 'id' | 'status'>[]): Promise<Map<number, OpenCaseApproval>> {
  const out = new Map<number, OpenCaseApproval>();
  for (const c of cases) {
    if (c.status !== 'WAIT_APPROVE') continue;
    const r = await openApprovalOf(tx, tenantId, CASE_APPROVAL_KIND, c.id);
    if (!r) continue;
    const names = await Promise.all(r.currentApproverIds.map((id) => query.userName(tx, tenantId, id)));
    out.set(c.id, {
      approverIds: r.currentApproverIds,
      progress: {
        requestId: r.id,
        flowName: r.flowName,
        currentStep: r.currentStep,
        stepCount: r.steps.length,
        stepName: r.steps[r.currentStep]?.name ?? '',
        lastStep: r.currentStep === r.steps.length - 1,
        approverNames: names.filter(Boolean),
        steps: r.steps.map((s, i) => ({
          name: s.name,
          approverLabel: s.approverLabel,
          state: i < r.currentStep ? 'DONE' : i === r.currentStep ? 'CURRENT' : 'WAITING',
        })),
      },
    });
  }
  return out;
}
