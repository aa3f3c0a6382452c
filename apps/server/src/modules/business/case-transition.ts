import { type CaseAction, type CaseDetail, type CaseStatus, type CaseTransitionBody, type SmsEvent } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import { FEES_NOT_SETTLED, moneySummaryOf } from '../finance/finance.api.ts';
import { resolveItem, type ResolvedItem } from '../item/item.api.ts';
import { allocateNumber, allocateNumberByCode } from '../number/number.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { inTenant } from '../../db/scope.ts';
import { askerOf } from './business.policy.ts';
import * as query from './business-query.repo.ts';
import * as repo from './business.repo.ts';
import { decide, statusText } from './business.workflow.ts';
import { startCaseApproval } from './case-approval-start.ts';
import { detail } from './case-detail.ts';
import { send, type CaseNotice } from './case-notices.ts';
import type { CaseStepHooks, PreparedStep } from './case-step-hooks.ts';
import { loadCase, MODULE, withSms } from './case-steps.ts';
import { enqueueSms, type SmsSender } from './sms.ts';

const EXEMPT_NOTE = '免审批';

/** The items of the case, read once per transition; each resolved to its item (rules, materials) when first asked. */
class CaseItems {
  private resolved?: Promise<ResolvedItem[]>;
  constructor(
    private readonly tx: Tx,
    private readonly tenantId: number,
    readonly rows: repo.CaseItemRecord[],
  ) {}
  resolve(): Promise<ResolvedItem[]> {
    this.resolved ??= (async () => {
      const out: ResolvedItem[] = [];
      for (const i of this.rows) out.push(await resolveItem(this.tx, this.tenantId, i.itemId));
      return out;
    })();
    return this.resolved;
  }
}

/** 免审批: the case has items and none of them requires approval (read when the case is submitted). */
async function approvalExempt(items: CaseItems) {
  if (!items.rows.length) return false;
  return (await items.resolve()).every((r) => !r.item.approvalRequired);
}

/** Certificate numbers for every item of the case, from the item's rule or the category rule (at approval). */
async function allocateCertificates(tx: Tx, actor: Actor, c: repo.CaseRecord, items: CaseItems) {
  const resolved = await items.resolve();
  for (const [k, i] of items.rows.entries()) {
    const r = resolved[k];
    const context = { categoryCode: r.certificateCode, businessType: 'certificate', businessId: c.businessNumber, issuedBy: actor.userId };
    const n = r.numberRuleId
      ? await allocateNumber(tx, actor.tenantId, r.numberRuleId, context)
      : await allocateNumberByCode(tx, actor.tenantId, 'certificate', context);
    await repo.setCertificate(tx, actor.tenantId, i.id, n.number, n.ledgerId);
    items.rows[k] = { ...i, certificateNumber: n.number, ledgerId: n.ledgerId };
  }
}

/** 提交审批 needs no pending 补充材料, every required material received, and the fees settled (paid, 记账 or waived). */
async function checkSubmittable(tx: Tx, tenantId: number, c: repo.CaseRecord, items: CaseItems) {
  if ((await repo.pausesOf(tx, tenantId, [c.id])).some((p) => !p.receivedAt)) throw new AppError('CONFLICT', '正在等待补充材料，不能提交审批');
  const materials = await repo.materialsOf(tx, tenantId, c.id);
  const have = new Set(materials.filter((m) => m.status === 'RECEIVED').map((m) => m.name));
  const missing: string[] = [];
  for (const r of await items.resolve()) {
    for (const m of r.item.materials) if (m.required && !have.has(m.name) && !missing.includes(m.name)) missing.push(m.name);
  }
  if (missing.length) throw new AppError('CONFLICT', `缺少必需材料：${missing.join('、')}`);
  if (!(await moneySummaryOf(tx, tenantId, c.id))?.settled) throw new AppError('CONFLICT', FEES_NOT_SETTLED);
}

type Step = { tx: Tx; actor: Actor; c: repo.CaseRecord; body: CaseTransitionBody; to: CaseStatus; items: CaseItems };

/** What each action checks beyond the table, and what it writes besides the status. */
async function effects(action: CaseAction, { tx, actor, c, body, to, items }: Step): Promise<Partial<repo.CaseRecord>> {
  const now = new Date();
  switch (action) {
    case 'accept':
      return { acceptedAt: now };
    case 'submitReview':
      await checkSubmittable(tx, actor.tenantId, c, items);
      if (to !== 'APPROVE_PASS') return { submittedAt: now };
      await allocateCertificates(tx, actor, c, items);
      return { submittedAt: now, approverId: null, approvedAt: now, approvalOpinion: EXEMPT_NOTE };
    case 'approve':
      await allocateCertificates(tx, actor, c, items);
      return { approverId: actor.userId, approvedAt: now, approvalOpinion: body.opinion?.trim() ?? '' };
    case 'reject':
      if (!body.opinion?.trim()) throw invalid('驳回须填写审批意见');
      return { approverId: actor.userId, approvedAt: now, approvalOpinion: body.opinion.trim() };
    case 'issue':
      return { certifiedAt: now };
    case 'send':
      return { deliveredAt: now };
    case 'archive':
      // The archive number, volume kind and retention come from the archive room's receiving step (numbering and
      // retention rules); a hand-typed archiveNumber / retentionYears is accepted for old clients and ignored.
      return { archivedAt: now, volumeType: body.volumeType ?? 'ORDINARY' };
    case 'specialFlowLaunch':
      if (!body.specialKind) throw invalid('请选择特殊流程类型');
      if (!body.reason?.trim()) throw invalid('发起特殊流程须填写原因');
      return { statusBeforeSpecial: c.status, specialKind: body.specialKind, specialReason: body.reason.trim() };
    case 'approveSpecial':
      return { suspendedAt: now, statusBeforeSpecial: null, approvalOpinion: body.opinion?.trim() ?? c.approvalOpinion };
    case 'rejectSpecial':
      return { statusBeforeSpecial: null };
    case 'closeSuspended':
      return {};
  }
}

type NoticeOf = (c: repo.CaseRecord, tx: Tx, tenantId: number) => Promise<CaseNotice>;
const holders = (tx: Tx, tenantId: number, permission: string) => query.usersWithPermission(tx, tenantId, permission);
const toArchive: NoticeOf = async (c, tx, t) => ({
  type: 'STATUS_WAIT_ARCHIVES',
  to: await holders(tx, t, 'business:archives:archives'),
  title: `业务 ${c.businessNumber} 待归档`,
});

/** Who hears of each transition. */
const NOTICES: Partial<Record<CaseAction, NoticeOf>> = {
  submitReview: async (c, tx, t) => ({
    type: 'STATUS_WAIT_APPROVE',
    to: (await holders(tx, t, 'business:approve:notarization')).filter((u) => u !== c.handlerId),
    title: `业务 ${c.businessNumber} 待审批`,
  }),
  approve: async (c) => ({ type: 'STATUS_APPROVE_PASS', to: [c.handlerId], title: `业务 ${c.businessNumber} 审批通过` }),
  reject: async (c) => ({ type: 'STATUS_APPROVE_REJECT', to: [c.handlerId], title: `业务 ${c.businessNumber} 审批驳回` }),
  issue: async (c) => ({ type: 'CERTIFICATE_NOTIFY', to: [c.handlerId, c.assistantId], title: `业务 ${c.businessNumber} 已出证` }),
  send: toArchive,
  closeSuspended: toArchive,
  specialFlowLaunch: async (c, tx, t) => ({
    type: 'SUSPEND_NOTIFY',
    to: (await holders(tx, t, 'business:approve:special')).filter((u) => u !== c.handlerId),
    title: `业务 ${c.businessNumber} 申请终止，待审批`,
  }),
  approveSpecial: async (c) => ({ type: 'STATUS_SUSPENDED', to: [c.handlerId], title: `业务 ${c.businessNumber} 已终止` }),
  accept: async (c) => ({ type: 'STATUS_ACCEPTED', to: [c.assistantId], title: `业务 ${c.businessNumber} 已受理` }),
};

/** A 免审批 submission passes at once: the pass notice goes to the handler (unless they submitted it) and the assistant. */
const EXEMPT_NOTICE: NoticeOf = async (c) => ({
  type: 'STATUS_APPROVE_PASS',
  to: [c.handlerId, c.assistantId],
  title: `业务 ${c.businessNumber} 免审批，审批通过`,
});

/** The SMS event of a transition, if any. */
const SMS_ON: Partial<Record<CaseAction, SmsEvent>> = {
  accept: 'ACCEPTED',
  approve: 'APPROVED',
  issue: 'CERTIFIED',
  send: 'DELIVERED',
  approveSpecial: 'SUSPENDED',
};

/** The steps other modules take with this action, prepared once it is found allowed (a read, before the action's transaction). */
async function prepareSteps(db: Database, actor: Actor, action: CaseAction, body: CaseTransitionBody, hooks: CaseStepHooks): Promise<PreparedStep[]> {
  const steps = hooks[action] ?? [];
  if (!steps.length) return [];
  const c = await inTenant(db, actor.tenantId, (tx) => loadCase(tx, actor.tenantId, body.id));
  const d = decide(c.status as CaseStatus, action, askerOf(actor, c), { statusBeforeSpecial: c.statusBeforeSpecial as CaseStatus | null });
  if (!d.ok) throw new AppError(d.code, d.message);
  const prepared: PreparedStep[] = [];
  try {
    for (const step of steps) prepared.push(await step.prepare(db, actor, c, body));
  } catch (e) {
    for (const p of prepared) await p.discarded?.();
    throw e;
  }
  return prepared;
}

/**
 * One transition: lock the case, ask the table, apply, record the timeline and the log, notify. The case's
 * items are read once and passed to every part of the step that needs them. Other modules' steps (`hooks`)
 * are prepared first and applied in the same transaction.
 */
export async function transition(
  db: Database,
  hub: RealtimeHub,
  sms: SmsSender,
  actor: Actor,
  action: CaseAction,
  body: CaseTransitionBody,
  hooks: CaseStepHooks = {},
): Promise<CaseDetail> {
  const steps = await prepareSteps(db, actor, action, body, hooks);
  let result: CaseDetail;
  try {
    result = await transitionNow(db, hub, sms, actor, action, body, steps);
  } catch (e) {
    for (const p of steps) await p.discarded?.();
    throw e;
  }
  for (const p of steps) await p.committed?.();
  return result;
}

const transitionNow = (db: Database, hub: RealtimeHub, sms: SmsSender, actor: Actor, action: CaseAction, body: CaseTransitionBody, steps: PreparedStep[]) =>
  withSms(db, sms, actor, (tx) => transitionIn(tx, hub, actor, action, body, steps));

/**
 * The transition inside the caller's transaction (the approval engine's, for a case's last approval step); the
 * answer counts the SMS queued, which the caller sends after the commit.
 */
export async function transitionIn(
  tx: Tx,
  hub: RealtimeHub,
  actor: Actor,
  action: CaseAction,
  body: CaseTransitionBody,
  steps: PreparedStep[] = [],
): Promise<{ detail: CaseDetail; sms: number }> {
  const c = await loadCase(tx, actor.tenantId, body.id, true);
  const items = new CaseItems(tx, actor.tenantId, await repo.itemsOf(tx, actor.tenantId, [c.id]));
  const facts = {
    statusBeforeSpecial: c.statusBeforeSpecial as CaseStatus | null,
    approvalExempt: action === 'submitReview' && (await approvalExempt(items)),
  };
  const d = decide(c.status as CaseStatus, action, askerOf(actor, c), facts);
  if (!d.ok) throw new AppError(d.code, d.message);
  const extra = await effects(action, { tx, actor, c, body, to: d.to, items });
  const after = await repo.updateCase(tx, actor.tenantId, c.id, { ...extra, status: d.to });
  // With the office's 公证业务审批 flow enabled, the submission starts its request; its steps notify their approvers.
  const flowStarted = action === 'submitReview' && d.to === 'WAIT_APPROVE' && (await startCaseApproval(tx, actor, after, items.rows));
  for (const p of steps) await p.apply(tx, c, after);
  const note = d.exempt ? EXEMPT_NOTE : body.opinion?.trim() || body.reason?.trim() || '';
  await repo.insertEvent(tx, {
    tenantId: actor.tenantId,
    caseId: c.id,
    action,
    fromStatus: c.status,
    toStatus: d.to,
    actorId: actor.userId,
    actorName: actor.name,
    note,
  });
  await audit(tx, actor, {
    module: MODULE,
    action,
    targetId: c.id,
    diff: [{ field: 'status', before: c.status, after: d.to }, ...(note ? [{ field: 'note', before: null, after: note }] : [])],
    message: `${c.businessNumber}：${statusText(c.status as CaseStatus)} → ${statusText(d.to)}${d.exempt ? `（${EXEMPT_NOTE}）` : ''}`,
  });
  const known = { items: items.rows };
  const n = flowStarted ? null : await (d.exempt ? EXEMPT_NOTICE : NOTICES[action])?.(after, tx, actor.tenantId);
  if (n) await send(tx, hub, actor, after, n, known);
  const smsEvent = d.exempt ? SMS_ON.approve : SMS_ON[action];
  const sms = smsEvent ? await enqueueSms(tx, after, smsEvent) : 0;
  // Another module's step may have written to the case (归档 sets the archive number): answer with what is stored.
  const stored = steps.length ? await loadCase(tx, actor.tenantId, c.id) : after;
  return { detail: await detail(tx, actor, stored, known), sms };
}
