import { AsyncLocalStorage } from 'node:async_hooks';
import type { CaseDetail, CaseStatus, CaseTransitionBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { afterCommit, inTenant } from '../../db/scope.ts';
import { AppError, forbidden, invalid } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { decideApproval, openApprovalOf, registerApprovalKind, type ApprovalRequestRow } from '../approval/approval.api.ts';
import type { Actor } from '../auth/auth.api.ts';
import { caseLink } from './business.links.ts';
import { askerOf } from './business.policy.ts';
import * as repo from './business.repo.ts';
import { decide } from './business.workflow.ts';
import { CASE_APPROVAL_FLOW, CASE_APPROVAL_KIND } from './case-approval-start.ts';
import { detail } from './case-detail.ts';
import { loadCase, record } from './case-steps.ts';
import { transition, transitionIn } from './case-transition.ts';
import type { CaseStepHooks } from './case-step-hooks.ts';
import { deliverSms, type SmsSender } from './sms.ts';

/**
 * 公证业务审批 through the approval engine. Every step (from 审批 or 办公审批) is checked against the transition
 * table (the approval permission, never the handling notary); a step that is not the last is recorded on the case's
 * timeline and the case stays 待审批; the last approval performs the `approve` transition (certificate numbers
 * allocated) and a rejection at any step the `reject` transition, both inside the deciding transaction.
 */

interface Wiring {
  db: Database;
  hub: RealtimeHub;
  sms: SmsSender;
}
let wiring: Wiring | null = null;
/** The app's database, realtime hub and SMS sender, bound when the business routes load (the engine's callbacks get a tx only). */
export const bindCaseApproval = (w: Wiring) => {
  wiring = w;
};
const storeOnly = { deliver: async () => undefined } as unknown as RealtimeHub;

/** Set while 审批 (PUT /business/approve|reject) decides a step: it sends the SMS itself once the decision committed. */
const sendsSmsItself = new AsyncLocalStorage<true>();

async function closeWith(tx: Tx, r: ApprovalRequestRow, actor: Actor, action: 'approve' | 'reject', opinion: string) {
  const out = await transitionIn(tx, wiring?.hub ?? storeOnly, actor, action, { id: r.subjectId, ...(opinion ? { opinion } : {}) });
  const w = wiring;
  if (out.sms && w && !sendsSmsItself.getStore()) afterCommit(tx, () => void deliverSms(w.db, w.sms, r.tenantId, r.subjectId).catch(() => undefined));
}

registerApprovalKind({
  kind: CASE_APPROVAL_KIND,
  title: '公证业务审批',
  flowCode: CASE_APPROVAL_FLOW,
  // There is no way back from 待审批 but a decision: a rejection returns the case to its notary.
  withdrawable: false,
  link: (r) => caseLink('approve', r.subjectId),
  // The 工作台 lists these cases under 待审批 already.
  ownTodoGroup: true,
  // The approve/reject transition tells the handling notary (STATUS_APPROVE_PASS / _REJECT, linked to their page).
  announcesResult: false,
  async beforeDecide(tx, r, actor, decision, opinion) {
    const c = await loadCase(tx, r.tenantId, r.subjectId, true);
    const d = decide(c.status as CaseStatus, decision === 'APPROVE' ? 'approve' : 'reject', askerOf(actor, c));
    if (!d.ok) throw new AppError(d.code, d.message);
    if (decision === 'REJECT' && !opinion) throw invalid('驳回须填写审批意见');
    const last = r.currentStep === r.steps.length - 1;
    if (decision === 'REJECT' || last) return;
    const step = r.steps[r.currentStep];
    const next = r.steps[r.currentStep + 1];
    const at = `第 ${r.currentStep + 1}/${r.steps.length} 步“${step.name}”`;
    await record(
      tx,
      actor,
      c,
      'approveStep',
      `${at}同意${opinion ? `：${opinion}` : ''}；转“${next.name}”`,
      [{ field: 'approvalStep', before: step.name, after: next.name }],
      `${at}同意，转“${next.name}”`,
    );
  },
  async onApproved(tx, r, actor, decided) {
    await closeWith(tx, r, actor, 'approve', decided?.opinion ?? '');
  },
  async onClosed(tx, r, actor, outcome, decided) {
    if (outcome !== 'REJECTED') throw new AppError('CONFLICT', '公证业务审批提交后不能撤回，请由审批人驳回');
    await closeWith(tx, r, actor, 'reject', decided?.opinion ?? '');
  },
  async describe(tx, r) {
    const c = await repo.findCase(tx, r.tenantId, r.subjectId);
    if (!c) return [];
    const [items, parties] = await Promise.all([repo.itemsOf(tx, r.tenantId, [c.id]), repo.partiesOf(tx, r.tenantId, [c.id])]);
    return [
      { label: '业务编号', value: c.businessNumber },
      { label: '公证事项', value: items.map((i) => i.itemName).join('、') },
      {
        label: '申请人',
        value: parties
          .filter((p) => p.role === 'APPLICANT')
          .map((p) => p.name)
          .join('、'),
      },
    ];
  },
});

type Decision = 'approve' | 'reject';

/**
 * 审批's 通过/驳回: the current step of the case's running request, or — approved in one step, without a request —
 * the transition itself.
 */
export async function decideCase(
  db: Database,
  hub: RealtimeHub,
  sms: SmsSender,
  actor: Actor,
  action: Decision,
  body: CaseTransitionBody,
  hooks: CaseStepHooks,
): Promise<CaseDetail> {
  const open = await inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id);
    const r = await openApprovalOf(tx, actor.tenantId, CASE_APPROVAL_KIND, c.id);
    if (!r) return null;
    // The table's refusals first (permission, the handling notary, the status), as for a single-step approval.
    const d = decide(c.status as CaseStatus, action, askerOf(actor, c));
    if (!d.ok) throw new AppError(d.code, d.message);
    if (!r.currentApproverIds.includes(actor.userId))
      throw forbidden(`该业务正在“${r.flowName}”第 ${r.currentStep + 1}/${r.steps.length} 步“${r.steps[r.currentStep].name}”，您不是这一步的审批人`);
    return r;
  });
  if (!open) return transition(db, hub, sms, actor, action, body, hooks);
  const opinion = body.opinion?.trim() ?? '';
  if (action === 'reject' && !opinion) throw invalid('驳回须填写审批意见');
  await sendsSmsItself.run(true, () => decideApproval(db, actor, action === 'approve' ? 'APPROVE' : 'REJECT', { id: open.id, opinion }));
  await deliverSms(db, sms, actor.tenantId, body.id);
  return inTenant(db, actor.tenantId, async (tx) => detail(tx, actor, await loadCase(tx, actor.tenantId, body.id)));
}
