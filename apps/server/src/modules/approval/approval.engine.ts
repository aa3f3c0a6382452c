import type { ApprovalStepSnapshot } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import { findFlowByCode, stepsOf } from '../flow/flow.api.ts';
import { notify } from '../notice/notice.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { approvalKind, kindTitle } from './approval.kinds.ts';
import * as repo from './approval.repo.ts';
import { requireApprovers } from './approval.routing.ts';

const M = 'approval';
const TITLE_MAX = 100;

/**
 * Live delivery of the notices a step sends. The engine runs inside other modules' transactions, whose signatures
 * carry no hub, so the app binds its hub once when the approval routes are mounted. Unbound, notices are still
 * stored (and read on the next fetch), only not pushed.
 */
let liveHub: RealtimeHub | null = null;
export const bindApprovalHub = (hub: RealtimeHub) => {
  liveHub = hub;
};
const storeOnly = { deliver: async () => undefined } as unknown as RealtimeHub;

const clip = (s: string) => (s.length > TITLE_MAX ? `${s.slice(0, TITLE_MAX - 1)}…` : s);
export const approvalLink = (id: number) => `/oa/approve?id=${id}`;
/** Where a request's notices and to-do row point: its kind's own page when it has one, else 办公审批. */
export const requestLink = (r: repo.ApprovalRequestRow) => approvalKind(r.kind)?.link?.(r) ?? approvalLink(r.id);

/** Notifies the approvers of the step a request has just reached. */
export async function announceStep(tx: Tx, r: repo.ApprovalRequestRow, senderId: number) {
  const step = r.steps[r.currentStep];
  await notify(tx, liveHub ?? storeOnly, r.tenantId, {
    to: { userIds: r.currentApproverIds },
    notifyType: 'APPROVAL_WAIT',
    title: clip(`${kindTitle(r.kind)}待您审批：${r.summary}`),
    content: `审批流程“${r.flowName}”第 ${r.currentStep + 1}/${r.steps.length} 步“${step.name}”等待您审批。`,
    link: requestLink(r),
    senderId,
  });
}

/** Tells the applicant how their request ended. */
export async function announceResult(tx: Tx, r: repo.ApprovalRequestRow, actor: Actor, opinion: string) {
  const outcome = r.status === 'APPROVED' ? '已通过' : '已驳回';
  await notify(tx, liveHub ?? storeOnly, r.tenantId, {
    to: { userIds: [r.applicantId] },
    notifyType: 'APPROVAL_RESULT',
    title: clip(`${kindTitle(r.kind)}${outcome}：${r.summary}`),
    content: `${actor.name}${r.status === 'APPROVED' ? '同意' : '驳回'}了您的申请${opinion ? `，意见：${opinion}` : ''}。`,
    link: requestLink(r),
    senderId: actor.userId,
  });
}

/** Starts a request inside the caller's transaction; refuses (4xx, Chinese) when the flow is missing/disabled/empty. */
export async function startApproval(tx: Tx, actor: Actor, input: { kind: string; subjectId: number; summary: string }): Promise<{ id: number }> {
  const kind = approvalKind(input.kind);
  if (!kind) throw invalid(`未知的审批申请类型：${input.kind}`);
  const summary = input.summary.trim().slice(0, 200);
  if (!summary) throw invalid('审批申请须有摘要');
  const flow = await findFlowByCode(tx, actor.tenantId, kind.flowCode);
  if (!flow || !flow.enabled) throw invalid(`${kind.title}未配置启用的审批流程（流程编码 ${kind.flowCode}），请先在流程配置中设置`);
  const steps: ApprovalStepSnapshot[] = (await stepsOf(tx, actor.tenantId, [flow.id])).map(({ step, roleName, userName }) => ({
    name: step.name,
    approverType: step.approverType as ApprovalStepSnapshot['approverType'],
    approverRoleId: step.approverRoleId,
    approverUserId: step.approverUserId,
    approverLabel: step.approverType === 'ROLE' ? (roleName ?? '') : step.approverType === 'USER' ? (userName ?? '') : '申请人部门负责人',
  }));
  if (steps.length === 0) throw invalid(`审批流程“${flow.name}”没有审批步骤，请先在流程配置中设置`);
  if (await repo.openRequestOf(tx, actor.tenantId, kind.kind, input.subjectId))
    throw new AppError('CONFLICT', `该事项已有审批中的${kind.title}，请等待审批结束`);
  const applicant = await repo.applicantOf(tx, actor.tenantId, actor.userId);
  const who = { id: actor.userId, deptId: applicant?.deptId ?? null };
  // Every step must have someone now: a request nobody can finish is refused at the start, not found stuck later.
  for (let i = 1; i < steps.length; i++) await requireApprovers(tx, actor.tenantId, flow.name, steps, i, who);
  const row = await repo.insertRequest(tx, {
    tenantId: actor.tenantId,
    kind: kind.kind,
    subjectId: input.subjectId,
    summary,
    applicantId: actor.userId,
    applicantDeptId: who.deptId,
    flowId: flow.id,
    flowName: flow.name,
    steps,
    currentStep: 0,
    currentApproverIds: await requireApprovers(tx, actor.tenantId, flow.name, steps, 0, who),
  });
  await audit(tx, actor, {
    module: M,
    action: 'startApproval',
    targetId: row.id,
    after: { kind: kind.kind, subjectId: input.subjectId, summary, flow: flow.name },
  });
  await announceStep(tx, row, actor.userId);
  return { id: row.id };
}

/** The open request of a subject, if any (to refuse a second one). */
export async function openApprovalOf(tx: Tx, tenantId: number, kind: string, subjectId: number): Promise<repo.ApprovalRequestRow | null> {
  return (await repo.openRequestOf(tx, tenantId, kind, subjectId)) ?? null;
}
