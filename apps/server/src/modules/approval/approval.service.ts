import type {
  ApprovalApproveBody,
  ApprovalDetail,
  ApprovalKindRow,
  ApprovalPageQuery,
  ApprovalRejectBody,
  ApprovalRow,
  ApprovalStepView,
  PageResult,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { announceResult, announceStep } from './approval.engine.ts';
import { approvalKind, approvalKinds, kindTitle } from './approval.kinds.ts';
import * as repo from './approval.repo.ts';
import { requireApprovers } from './approval.routing.ts';

const M = 'approval';
type Request = repo.ApprovalRequestRow;

function toRow(r: Request, applicantName: string): ApprovalRow {
  return {
    id: r.id,
    kind: r.kind,
    kindTitle: kindTitle(r.kind),
    summary: r.summary,
    applicantId: r.applicantId,
    applicantName,
    flowName: r.flowName,
    status: r.status,
    currentStep: r.currentStep,
    stepName: r.steps[r.currentStep]?.name ?? '',
    stepCount: r.steps.length,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

export const approvalKindList = (): ApprovalKindRow[] => approvalKinds().map((k) => ({ kind: k.kind, title: k.title }));

export const pageApprovals = (db: Database, actor: Actor, scope: repo.ApprovalScope, q: ApprovalPageQuery): Promise<PageResult<ApprovalRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pageRequests(tx, actor.tenantId, actor.userId, scope, q);
    return { total: page.total, list: page.list.map(({ r, applicantName }) => toRow(r, applicantName)) };
  });

const isCurrentApprover = (r: Request, userId: number) => r.status === 'PENDING' && r.currentApproverIds.includes(userId);

/** The applicant, the current step's approvers and whoever decided a step may read a request; nobody else learns it exists. */
async function readable(tx: Tx, actor: Actor, id: number, lock = false) {
  const r = await repo.findRequest(tx, actor.tenantId, id, lock);
  if (!r) throw notFound('审批申请');
  const decisions = await repo.decisionsOf(tx, actor.tenantId, r.id);
  const involved = r.applicantId === actor.userId || isCurrentApprover(r, actor.userId) || decisions.some((d) => d.d.approverId === actor.userId);
  if (!involved) throw notFound('审批申请');
  return { r, decisions };
}

async function detailOf(tx: Tx, actor: Actor, r: Request, decisions: Awaited<ReturnType<typeof repo.decisionsOf>>): Promise<ApprovalDetail> {
  const names = await repo.userNames(tx, actor.tenantId, [r.applicantId, ...(r.status === 'PENDING' ? r.currentApproverIds : [])]);
  const steps: ApprovalStepView[] = r.steps.map((s, i) => {
    const rejected = r.status === 'REJECTED' && i === r.currentStep;
    const state: ApprovalStepView['state'] =
      i < r.currentStep || (r.status === 'APPROVED' && i === r.currentStep)
        ? 'DONE'
        : rejected
          ? 'REJECTED'
          : i === r.currentStep && r.status === 'PENDING'
            ? 'CURRENT'
            : r.status === 'PENDING'
              ? 'WAITING'
              : 'SKIPPED';
    return {
      name: s.name,
      approverLabel: s.approverLabel,
      state,
      approverNames: state === 'CURRENT' ? r.currentApproverIds.map((id) => names.get(id) ?? '') : [],
    };
  });
  const kind = approvalKind(r.kind);
  return {
    ...toRow(r, names.get(r.applicantId) ?? ''),
    lines: kind?.describe ? await kind.describe(tx, r) : [],
    steps,
    decisions: decisions.map(({ d, approverName }) => ({
      stepIndex: d.stepIndex,
      stepName: d.stepName,
      approverName,
      decision: d.decision,
      opinion: d.opinion,
      at: d.at.toISOString(),
    })),
    abilities: {
      decide: isCurrentApprover(r, actor.userId) && r.applicantId !== actor.userId,
      withdraw: r.status === 'PENDING' && r.applicantId === actor.userId && decisions.length === 0 && kind?.withdrawable !== false,
    },
  };
}

export const approvalDetail = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const { r, decisions } = await readable(tx, actor, id);
    return detailOf(tx, actor, r, decisions);
  });

const notPending = (r: Request) => new AppError('CONFLICT', `该申请${r.status === 'WITHDRAWN' ? '已撤回' : '已办结'}，不能再操作`);

/** Approve or reject the current step; the last approval (or a rejection) closes the request and calls its kind. */
export const decideApproval = (db: Database, actor: Actor, decision: 'APPROVE' | 'REJECT', body: ApprovalApproveBody | ApprovalRejectBody) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const { r } = await readable(tx, actor, body.id, true);
    if (r.status !== 'PENDING') throw notPending(r);
    if (r.applicantId === actor.userId) throw forbidden('不能审批自己提交的申请');
    if (!r.currentApproverIds.includes(actor.userId)) throw forbidden('您不是该申请当前步骤的审批人');
    const kind = approvalKind(r.kind);
    if (!kind) throw new AppError('CONFLICT', `审批申请类型 ${r.kind} 当前不可用，暂不能审批`);
    const opinion = body.opinion?.trim() ?? '';
    await kind.beforeDecide?.(tx, r, actor, decision, opinion);
    const step = r.steps[r.currentStep];
    await repo.insertDecision(tx, {
      tenantId: r.tenantId,
      requestId: r.id,
      stepIndex: r.currentStep,
      stepName: step.name,
      approverId: actor.userId,
      decision,
      opinion,
    });
    const last = r.currentStep === r.steps.length - 1;
    let next: Request;
    if (decision === 'REJECT' || last) {
      next = await repo.updateRequest(tx, r.tenantId, r.id, {
        status: decision === 'REJECT' ? 'REJECTED' : 'APPROVED',
        decidedAt: new Date(),
        currentApproverIds: [],
      });
      if (next.status === 'APPROVED') await kind.onApproved(tx, next, actor, { opinion });
      else await kind.onClosed?.(tx, next, actor, 'REJECTED', { opinion });
      if (kind.announcesResult !== false) await announceResult(tx, next, actor, opinion);
    } else {
      const applicant = { id: r.applicantId, deptId: r.applicantDeptId };
      const approvers = await requireApprovers(tx, r.tenantId, r.flowName, r.steps, r.currentStep + 1, applicant);
      next = await repo.updateRequest(tx, r.tenantId, r.id, { currentStep: r.currentStep + 1, currentApproverIds: approvers });
      await announceStep(tx, next, actor.userId);
    }
    await audit(tx, actor, {
      module: M,
      action: decision === 'APPROVE' ? 'approve' : 'reject',
      targetId: r.id,
      after: { kind: r.kind, step: step.name, opinion, status: next.status },
    });
    return detailOf(tx, actor, next, await repo.decisionsOf(tx, actor.tenantId, r.id));
  });

/** The applicant takes the request back, only while no step has been decided. */
export const withdrawApproval = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const { r, decisions } = await readable(tx, actor, id, true);
    if (r.applicantId !== actor.userId) throw forbidden('只有申请人可以撤回申请');
    if (r.status !== 'PENDING') throw notPending(r);
    if (decisions.length) throw new AppError('CONFLICT', '已有审批人作出决定，不能再撤回');
    if (approvalKind(r.kind)?.withdrawable === false) throw new AppError('CONFLICT', `${kindTitle(r.kind)}提交后不能撤回，请由审批人驳回`);
    const next = await repo.updateRequest(tx, r.tenantId, r.id, { status: 'WITHDRAWN', decidedAt: new Date(), currentApproverIds: [] });
    await approvalKind(r.kind)?.onClosed?.(tx, next, actor, 'WITHDRAWN');
    await audit(tx, actor, { module: M, action: 'withdraw', targetId: r.id, after: { kind: r.kind, status: 'WITHDRAWN' } });
    return detailOf(tx, actor, next, decisions);
  });
