import { caseClock, chinaDate, computeFee, hasPermission, type AdditionalBody, type CaseStatistics, type CaseStatisticsQuery, type LitigantPageQuery, type LitigantRow, type SmsEvent, type SmsOutboxRow, type SmsSettingBody, type AppendFeesBody, type EditPartiesBody, type TransferApplyBody, type TransferDecisionBody, type CaseAction, type CaseDetail, type CasePageQuery, type CaseRow, type CaseStatus, type CaseTransitionBody, type CreateCaseBody, type NotifyType, type PageResult } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/actor.ts';
import { findInstitution, findPerson, findPersonById } from '../customer/customer.repo.ts';
import { insertInstitution, insertPerson, toInstitution, toPerson } from '../customer/customer.service.ts';
import { validateFormData } from '../form/form.service.ts';
import { intakeFormOf, registerItemUsage, resolveItem, type ResolvedItem } from '../item/item.service.ts';
import { notify } from '../notice/notice.service.ts';
import { allocateNumber, allocateNumberByCode } from '../number/number.service.ts';
import { audit } from '../oplog/audit.ts';
import { caseFees, caseItems, caseMaterials, caseParties } from './business.table.ts';
import { and, eq, inArray } from 'drizzle-orm';
import * as repo from './business.repo.ts';
import { caseListScope } from './case-access.ts';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { ownFileOrNone } from '../files/file-reference.ts';
import { fileKeyOf, filesRoot, findFile } from '../files/file.service.ts';
import { deliverSms, enqueueSms, outboxOf, SMS_EVENT_KEYS } from './sms.ts';
import { decide, statusText } from './business.workflow.ts';
import { CASE_PAGES, caseLink, type CasePage } from './business.links.ts';

const M = 'business';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

registerItemUsage(async (tx, tenantId, itemId) => {
  const n = await repo.casesOfItem(tx, tenantId, itemId);
  return n ? ` ${n} 件业务` : null;
});

async function loadCase(tx: Tx, tenantId: number, id: number, lock = false) {
  const c = await repo.findCase(tx, tenantId, id, lock);
  if (!c) throw notFound('业务');
  return c;
}

/** The notice snapshot of a case (§3 business). */
async function noticeBusiness(tx: Tx, tenantId: number, c: repo.CaseRecord) {
  const [items, parties] = await Promise.all([repo.itemsOf(tx, tenantId, [c.id]), repo.partiesOf(tx, tenantId, [c.id])]);
  return {
    businessNumber: c.businessNumber, parentItemName: items[0]?.parentItemName ?? '', itemName: items.map((i) => i.itemName).join('、'),
    applicant: parties.filter((p) => p.role === 'APPLICANT').map((p) => p.name).join('、'),
  };
}

/** The page where a notice's recipient acts on the case: approvals on 审批, issuing and delivery on 出证, archiving on 归档. */
const NOTICE_PAGE: Partial<Record<NotifyType, CasePage>> = {
  STATUS_WAIT_APPROVE: 'approve', SUSPEND_NOTIFY: 'approve', STATUS_APPROVE_PASS: 'certificate', CERTIFICATE_NOTIFY: 'certificate', STATUS_WAIT_ARCHIVES: 'archives',
};

async function send(tx: Tx, hub: RealtimeHub, actor: Actor, c: repo.CaseRecord, type: NotifyType, userIds: (number | null)[], title: string, page = NOTICE_PAGE[type] ?? 'accept') {
  const to = [...new Set(userIds.filter((u): u is number => u !== null && u !== actor.userId))];
  if (!to.length) return;
  const business = await noticeBusiness(tx, actor.tenantId, c);
  await notify(tx, hub, actor.tenantId, { to: { userIds: to }, notifyType: type, title, content: `${business.itemName}（申请人：${business.applicant || '—'}）`, business, link: caseLink(page, c.id), senderId: actor.userId });
}

// ---- create

async function partyOf(tx: Tx, actor: Actor, p: CreateCaseBody['parties'][number]) {
  if (p.customerType === 'PERSONAL') {
    let row = p.customerId ? await findPerson(tx, actor.tenantId, p.customerId) : undefined;
    if (p.customerId && !row) throw invalid('所选个人客户不存在');
    if (!row) {
      if (!p.person) throw invalid('请选择客户或填写当事人信息');
      const existing = p.person.idType ? await findPersonById(tx, actor.tenantId, p.person.idType, p.person.idNumber.trim().toUpperCase()) : undefined;
      row = existing ?? (await insertPerson(tx, actor, p.person));
    }
    const { createdAt: _c, updatedAt: _u, ...snapshot } = toPerson(row);
    return { role: p.role, customerType: 'PERSONAL', customerId: row.id, name: row.name, idNumber: row.idNumber, snapshot };
  }
  let row = p.customerId ? await findInstitution(tx, actor.tenantId, p.customerId) : undefined;
  if (p.customerId && !row) throw invalid('所选机构客户不存在');
  if (!row) {
    if (!p.institution) throw invalid('请选择客户或填写机构信息');
    row = await insertInstitution(tx, actor, p.institution);
  }
  const { createdAt: _c, updatedAt: _u, ...snapshot } = toInstitution(row);
  return { role: p.role, customerType: 'INSTITUTION', customerId: row.id, name: row.name, idNumber: row.creditCode, snapshot };
}

async function checkStaff(tx: Tx, tenantId: number, userId: number, permission: string, what: string) {
  const eligible = await repo.usersWithPermission(tx, tenantId, permission);
  if (!eligible.includes(userId)) throw invalid(`所选${what}不存在或无相应权限`);
}

export const createCase = (db: Database, hub: RealtimeHub, actor: Actor, input: CreateCaseBody): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const resolved: ResolvedItem[] = [];
    for (const id of input.itemIds) {
      const r = await resolveItem(tx, actor.tenantId, id).catch(() => null);
      if (!r || r.item.level !== 'ITEM') throw invalid('请选择公证事项（末级事项）');
      if (!r.item.enabled) throw invalid(`公证事项“${r.item.name}”已停用`);
      resolved.push(r);
    }
    await checkStaff(tx, actor.tenantId, input.handlerId, 'business:accept:submitReview', '承办公证员');
    if (input.assistantId) await checkStaff(tx, actor.tenantId, input.assistantId, 'business:accept', '助理');
    if (!input.parties.some((p) => p.role === 'APPLICANT')) throw invalid('至少需要一名申请人');

    // Intake forms: the data is validated against each item's published form.
    const formData = input.formData ?? {};
    let form = null as { id: number; version: number } | null;
    for (const r of resolved) {
      const intake = await intakeFormOf(tx, actor.tenantId, r.item.id);
      if (!intake.formId || form?.id === intake.formId) continue;
      const result = await validateFormData(tx, actor.tenantId, intake.formId, formData);
      if (!result.valid) throw invalid(`受理表单填写有误：${result.errors.slice(0, 3).map((e) => e.message).join('；')}`);
      form ??= { id: intake.formId, version: result.version };
    }

    const number = await allocateNumberByCode(tx, actor.tenantId, 'business', { businessType: 'case', issuedBy: actor.userId });
    const c = await repo.insertCase(tx, {
      tenantId: actor.tenantId, businessNumber: number.number, status: 'NEW', handlerId: input.handlerId, assistantId: input.assistantId ?? null,
      purpose: input.purpose?.trim() ?? '', useCountry: input.useCountry ?? '', language: input.language ?? '', copies: input.copies ?? 1,
      formId: form?.id ?? null, formVersion: form?.version ?? null, formData, feeConfirmed: input.feeConfirmed ?? false, smsEvents: SMS_EVENT_KEYS, createdBy: actor.userId,
    });
    await tx.insert(caseItems).values(resolved.map((r) => ({ tenantId: actor.tenantId, caseId: c.id, itemId: r.item.id, itemName: r.item.name, parentItemName: r.parent?.name ?? '', categoryName: r.category?.name ?? '' })));
    const parties = [];
    for (const p of input.parties) parties.push(await partyOf(tx, actor, p));
    await tx.insert(caseParties).values(parties.map((p) => ({ ...p, tenantId: actor.tenantId, caseId: c.id })));
    if (input.materials?.length) {
      const materials = [];
      for (const m of input.materials) materials.push({ ...m, fileUrl: await ownFileOrNone(tx, actor.tenantId, m.fileUrl, `材料「${m.name}」的文件`) });
      await tx.insert(caseMaterials).values(materials.map((m) => ({ tenantId: actor.tenantId, caseId: c.id, name: m.name.trim(), kind: m.kind ?? '', originalSeen: m.originalSeen ?? false, status: m.status ?? 'RECEIVED', fileUrl: m.fileUrl })));
    }
    const fees = input.fees ?? resolved.flatMap((r) => (r.item.fee?.mode === 'FIXED' ? [{ feeType: 'NOTARY_FEE', amount: computeFee(r.item.fee) * 1, note: r.item.name }] : []));
    if (fees.length) await tx.insert(caseFees).values(fees.map((f) => ({ tenantId: actor.tenantId, caseId: c.id, feeType: f.feeType, amount: f.amount, note: f.note ?? '' })));
    await repo.insertEvent(tx, { tenantId: actor.tenantId, caseId: c.id, action: 'create', fromStatus: '', toStatus: 'NEW', actorId: actor.userId, actorName: actor.name });
    await audit(tx, actor, { module: M, action: 'create', targetId: c.id, after: { businessNumber: c.businessNumber, items: resolved.map((r) => r.item.name), handlerId: c.handlerId, parties: parties.map((p) => `${p.role}:${p.name}`) } });
    await send(tx, hub, actor, c, 'NEW_BUSINESS_NOTIFY', [c.handlerId], `新业务 ${c.businessNumber} 待受理`);
    return detail(tx, actor.tenantId, c);
  });

// ---- read

type PauseRecord = Awaited<ReturnType<typeof repo.pausesOf>>[number];
const DONE_STATUSES = new Set(['APPROVE_PASS', 'CERTIFIED', 'WAIT_ARCHIVES', 'ARCHIVED', 'SUSPENDED']);

/** The 15-working-day clock: runs from acceptance until approval (or termination), minus paused days. */
export function clockOf(c: repo.CaseRecord, pauses: PauseRecord[], now = new Date()) {
  if (!c.acceptedAt) return { deadline: null, daysLeft: null, paused: false };
  const stop = DONE_STATUSES.has(c.status) ? (c.suspendedAt ?? c.approvedAt ?? now) : now;
  const own = pauses.filter((p) => p.caseId === c.id).map((p) => ({ from: chinaDate(p.requestedAt), to: p.receivedAt ? chinaDate(p.receivedAt) : null }));
  return caseClock(chinaDate(c.acceptedAt), own, chinaDate(stop));
}

async function detail(tx: Tx, tenantId: number, c: repo.CaseRecord): Promise<CaseDetail> {
  const [items, parties, materials, fees, events, handlerName, pauses, transfers] = await Promise.all([
    repo.itemsOf(tx, tenantId, [c.id]), repo.partiesOf(tx, tenantId, [c.id]), repo.materialsOf(tx, tenantId, c.id), repo.feesOf(tx, tenantId, c.id),
    repo.eventsOf(tx, tenantId, c.id), repo.userName(tx, tenantId, c.handlerId), repo.pausesOf(tx, tenantId, [c.id]),
    repo.transfersOf(tx, tenantId, c.id),
  ]);
  return {
    id: c.id, businessNumber: c.businessNumber, status: c.status, statusBeforeSpecial: c.statusBeforeSpecial, itemNames: items.map((i) => i.itemName),
    applicants: parties.filter((p) => p.role === 'APPLICANT').map((p) => p.name), handlerId: c.handlerId, handlerName, assistantId: c.assistantId, approverId: c.approverId,
    createdAt: c.createdAt.toISOString(), ...clockOf(c, pauses), purpose: c.purpose, useCountry: c.useCountry, language: c.language, copies: c.copies, formId: c.formId, formVersion: c.formVersion,
    formData: c.formData, feeConfirmed: c.feeConfirmed, smsEvents: c.smsEvents, specialKind: c.specialKind, specialReason: c.specialReason, approvalOpinion: c.approvalOpinion,
    archiveNumber: c.archiveNumber, volumeType: c.volumeType, retentionYears: c.retentionYears,
    dates: {
      acceptedAt: iso(c.acceptedAt), submittedAt: iso(c.submittedAt), approvedAt: iso(c.approvedAt), certifiedAt: iso(c.certifiedAt),
      deliveredAt: iso(c.deliveredAt), archivedAt: iso(c.archivedAt), suspendedAt: iso(c.suspendedAt),
    },
    items: items.map((i) => ({ itemId: i.itemId, itemName: i.itemName, parentItemName: i.parentItemName, categoryName: i.categoryName, certificateNumber: i.certificateNumber })),
    parties: parties.map((p) => ({ role: p.role, customerType: p.customerType, customerId: p.customerId, name: p.name, snapshot: p.snapshot })),
    materials: materials.map(({ tenantId: _t, caseId: _c, ...m }) => m),
    feeTotal: Math.round(fees.reduce((sum, f) => sum + Number(f.amount) * 100, 0)) / 100,
    fees: fees.map((f) => ({ feeType: f.feeType, amount: Number(f.amount), note: f.note })),
    pauses: pauses.map((p) => ({ reason: p.reason, materials: p.materials, requestedAt: p.requestedAt.toISOString(), receivedAt: iso(p.receivedAt) })),
    transfers: transfers.map(transferOut),
    timeline: events.map((e) => ({ action: e.action, fromStatus: e.fromStatus, toStatus: e.toStatus, actorId: e.actorId, actorName: e.actorName, note: e.note, at: e.at.toISOString() })),
  };
}

export const getCase = (db: Database, actor: Actor, id: number): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, id);
    const [d, notices, logs] = await Promise.all([detail(tx, actor.tenantId, c), repo.noticesOfCase(tx, actor.tenantId, CASE_PAGES.map((p) => caseLink(p, c.id))), repo.logsOfCase(tx, actor.tenantId, String(c.id))]);
    return {
      ...d,
      notices: notices.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
      logs: logs.map((l) => ({ ...l, at: l.at.toISOString() })),
    };
  });

export const pageLitigants = (db: Database, actor: Actor, q: LitigantPageQuery): Promise<PageResult<LitigantRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pageLitigants(tx, actor.tenantId, q);
    const keys = page.list.map((p) => `${p.customerType}:${p.customerId}`);
    const links = await repo.casesOfParties(tx, actor.tenantId, page.list.map((p) => p.customerId));
    const caseIds = [...new Set(links.map((l) => l.caseId))];
    const items = await repo.itemsOf(tx, actor.tenantId, caseIds);
    return {
      total: page.total,
      list: page.list.map((p, i) => {
        const own = links.filter((l) => `${l.customerType}:${l.customerId}` === keys[i]);
        return {
          customerType: p.customerType, customerId: p.customerId, name: p.name, idNumber: p.idNumber, phone: String(p.snapshot?.phone ?? p.snapshot?.contactPhone ?? ''),
          caseCount: Number(p.caseCount),
          cases: own.map((l) => ({ id: l.caseId, businessNumber: l.businessNumber, status: l.status, role: l.role, itemNames: items.filter((x) => x.caseId === l.caseId).map((x) => x.itemName), createdAt: l.createdAt.toISOString() })),
        };
      }),
    };
  });

const STATUS_LABEL = (s: string) => statusText(s as CaseStatus) ?? s;

export const caseStatistics = (db: Database, actor: Actor, q: CaseStatisticsQuery): Promise<CaseStatistics> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const r = await repo.statistics(tx, actor.tenantId, q.from ? new Date(q.from) : undefined, q.to ? new Date(q.to) : undefined);
    return {
      total: r.total,
      byStatus: r.byStatus.map((b) => ({ key: b.key, name: STATUS_LABEL(b.key), count: b.count })),
      byItem: r.byItem.map((b) => ({ key: String(b.key), name: b.name, count: b.count })),
      byCategory: r.byCategory.map((b) => ({ key: b.key, name: b.key, count: b.count })),
      byHandler: r.byHandler.map((b) => ({ key: String(b.key), name: b.name, count: b.count })),
      byMonth: r.byMonth.map((b) => ({ key: b.key, name: b.key, count: b.count })),
    };
  });

const transferOut = (t: repo.TransferRecord) => ({
  id: t.id, fromUserId: t.fromUserId, fromName: t.fromName, toUserId: t.toUserId, toName: t.toName, reason: t.reason, status: t.status, opinion: t.opinion,
  requestedAt: t.requestedAt.toISOString(), decidedAt: iso(t.decidedAt),
});

const pendingOf = (transfers: repo.TransferRecord[], caseId: number) => {
  const t = transfers.find((x) => x.caseId === caseId);
  return t ? { pendingTransfer: transferOut(t) } : {};
};

export const pageCases = (db: Database, actor: Actor, q: CasePageQuery): Promise<PageResult<CaseRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pageCases(tx, actor.tenantId, q, caseListScope(actor));
    const ids = page.list.map((r) => r.c.id);
    const [items, parties, pauses, transfers] = await Promise.all([
      repo.itemsOf(tx, actor.tenantId, ids), repo.partiesOf(tx, actor.tenantId, ids), repo.pausesOf(tx, actor.tenantId, ids), repo.pendingTransfersOf(tx, actor.tenantId, ids),
    ]);
    return {
      total: page.total,
      list: page.list.map(({ c, handlerName }) => ({
        id: c.id, businessNumber: c.businessNumber, status: c.status, handlerId: c.handlerId, handlerName, assistantId: c.assistantId, approverId: c.approverId,
        createdAt: c.createdAt.toISOString(), ...clockOf(c, pauses), itemNames: items.filter((i) => i.caseId === c.id).map((i) => i.itemName),
        applicants: parties.filter((p) => p.caseId === c.id && p.role === 'APPLICANT').map((p) => p.name),
        ...pendingOf(transfers, c.id),
      })),
    };
  });

// ---- transitions

const EXEMPT_NOTE = '免审批';

/** Certificate numbers for every item of the case, from the item's rule or the category rule (at approval). */
async function allocateCertificates(tx: Tx, actor: Actor, c: repo.CaseRecord) {
  for (const i of await repo.itemsOf(tx, actor.tenantId, [c.id])) {
    const r = await resolveItem(tx, actor.tenantId, i.itemId);
    const context = { categoryCode: r.certificateCode, businessType: 'certificate', businessId: c.businessNumber, issuedBy: actor.userId };
    const n = r.numberRuleId ? await allocateNumber(tx, actor.tenantId, r.numberRuleId, context) : await allocateNumberByCode(tx, actor.tenantId, 'certificate', context);
    await repo.setCertificate(tx, actor.tenantId, i.id, n.number, n.ledgerId);
  }
}

/** 免审批: the case has items and none of them requires approval (read when the case is submitted). */
async function approvalExempt(tx: Tx, tenantId: number, caseId: number) {
  const items = await repo.itemsOf(tx, tenantId, [caseId]);
  if (!items.length) return false;
  for (const i of items) if ((await resolveItem(tx, tenantId, i.itemId)).item.approvalRequired) return false;
  return true;
}

/** What each action checks beyond the table, and what it writes besides the status. */
async function effects(tx: Tx, actor: Actor, c: repo.CaseRecord, action: CaseAction, body: CaseTransitionBody, to: CaseStatus): Promise<Partial<repo.CaseRecord>> {
  const now = new Date();
  switch (action) {
    case 'accept':
      return { acceptedAt: now };
    case 'submitReview': {
      if ((await repo.pausesOf(tx, actor.tenantId, [c.id])).some((p) => !p.receivedAt)) throw new AppError('CONFLICT', '正在等待补充材料，不能提交审批');
      const materials = await repo.materialsOf(tx, actor.tenantId, c.id);
      const have = new Set(materials.filter((m) => m.status === 'RECEIVED').map((m) => m.name));
      const missing: string[] = [];
      for (const i of await repo.itemsOf(tx, actor.tenantId, [c.id])) {
        const r = await resolveItem(tx, actor.tenantId, i.itemId);
        for (const m of r.item.materials) if (m.required && !have.has(m.name) && !missing.includes(m.name)) missing.push(m.name);
      }
      if (missing.length) throw new AppError('CONFLICT', `缺少必需材料：${missing.join('、')}`);
      if (!c.feeConfirmed || !(await repo.feesOf(tx, actor.tenantId, c.id)).length) throw new AppError('CONFLICT', '收费尚未确认，不能提交审批');
      if (to !== 'APPROVE_PASS') return { submittedAt: now };
      await allocateCertificates(tx, actor, c);
      return { submittedAt: now, approverId: null, approvedAt: now, approvalOpinion: EXEMPT_NOTE };
    }
    case 'approve':
      await allocateCertificates(tx, actor, c);
      return { approverId: actor.userId, approvedAt: now, approvalOpinion: body.opinion?.trim() ?? '' };
    case 'reject':
      if (!body.opinion?.trim()) throw invalid('驳回须填写审批意见');
      return { approverId: actor.userId, approvedAt: now, approvalOpinion: body.opinion.trim() };
    case 'issue':
      return { certifiedAt: now };
    case 'send':
      return { deliveredAt: now };
    case 'archive':
      if (!body.archiveNumber?.trim()) throw invalid('请填写档案号');
      return { archivedAt: now, archiveNumber: body.archiveNumber.trim(), volumeType: body.volumeType ?? 'ORDINARY', retentionYears: body.retentionYears ?? 0 };
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

const NOTICES: Partial<Record<CaseAction, (c: repo.CaseRecord, tx: Tx, tenantId: number) => Promise<{ type: NotifyType; to: (number | null)[]; title: string }>>> = {
  submitReview: async (c, tx, t) => ({ type: 'STATUS_WAIT_APPROVE', to: (await repo.usersWithPermission(tx, t, 'business:approve:notarization')).filter((u) => u !== c.handlerId), title: `业务 ${c.businessNumber} 待审批` }),
  approve: async (c) => ({ type: 'STATUS_APPROVE_PASS', to: [c.handlerId], title: `业务 ${c.businessNumber} 审批通过` }),
  reject: async (c) => ({ type: 'STATUS_APPROVE_REJECT', to: [c.handlerId], title: `业务 ${c.businessNumber} 审批驳回` }),
  issue: async (c) => ({ type: 'CERTIFICATE_NOTIFY', to: [c.handlerId, c.assistantId], title: `业务 ${c.businessNumber} 已出证` }),
  send: async (c, tx, t) => ({ type: 'STATUS_WAIT_ARCHIVES', to: await repo.usersWithPermission(tx, t, 'business:archives:archives'), title: `业务 ${c.businessNumber} 待归档` }),
  closeSuspended: async (c, tx, t) => ({ type: 'STATUS_WAIT_ARCHIVES', to: await repo.usersWithPermission(tx, t, 'business:archives:archives'), title: `业务 ${c.businessNumber} 待归档` }),
  specialFlowLaunch: async (c, tx, t) => ({ type: 'SUSPEND_NOTIFY', to: (await repo.usersWithPermission(tx, t, 'business:approve:special')).filter((u) => u !== c.handlerId), title: `业务 ${c.businessNumber} 申请终止，待审批` }),
  approveSpecial: async (c) => ({ type: 'STATUS_SUSPENDED', to: [c.handlerId], title: `业务 ${c.businessNumber} 已终止` }),
  accept: async (c) => ({ type: 'STATUS_ACCEPTED', to: [c.assistantId], title: `业务 ${c.businessNumber} 已受理` }),
};

/** A 免审批 submission passes at once: the pass notice goes to the handler (unless they submitted it) and the assistant. */
const EXEMPT_NOTICE = async (c: repo.CaseRecord) => ({ type: 'STATUS_APPROVE_PASS' as const, to: [c.handlerId, c.assistantId], title: `业务 ${c.businessNumber} 免审批，审批通过` });

/** The SMS event of a transition, if any. */
const SMS_ON: Partial<Record<CaseAction, SmsEvent>> = { accept: 'ACCEPTED', approve: 'APPROVED', issue: 'CERTIFIED', send: 'DELIVERED', approveSpecial: 'SUSPENDED' };

/** Runs a step in a transaction, then sends the SMS it queued (only after commit). */
async function withSms(db: Database, actor: Actor, work: (tx: Tx) => Promise<{ detail: CaseDetail; sms: number }>): Promise<CaseDetail> {
  const r = await inTenant(db, actor.tenantId, work);
  if (r.sms) await deliverSms(db, actor.tenantId, r.detail.id);
  return r.detail;
}

/** One transition: lock the case, ask the table, apply, record the timeline and the log, notify. */
export const transition = (db: Database, hub: RealtimeHub, actor: Actor, action: CaseAction, body: CaseTransitionBody): Promise<CaseDetail> =>
  withSms(db, actor, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id, true);
    const facts = { statusBeforeSpecial: c.statusBeforeSpecial as CaseStatus | null, approvalExempt: action === 'submitReview' && (await approvalExempt(tx, actor.tenantId, c.id)) };
    const d = decide(c.status as CaseStatus, action, { isHandler: c.handlerId === actor.userId, permissions: actor.permissions }, facts);
    if (!d.ok) throw new AppError(d.code, d.message);
    const extra = await effects(tx, actor, c, action, body, d.to);
    const after = await repo.updateCase(tx, actor.tenantId, c.id, { ...extra, status: d.to });
    const note = d.exempt ? EXEMPT_NOTE : body.opinion?.trim() || body.reason?.trim() || body.archiveNumber?.trim() || '';
    await repo.insertEvent(tx, { tenantId: actor.tenantId, caseId: c.id, action, fromStatus: c.status, toStatus: d.to, actorId: actor.userId, actorName: actor.name, note });
    await audit(tx, actor, { module: M, action, targetId: c.id, diff: [{ field: 'status', before: c.status, after: d.to }, ...(note ? [{ field: 'note', before: null, after: note }] : [])], message: `${c.businessNumber}：${statusText(c.status as CaseStatus)} → ${statusText(d.to)}${d.exempt ? `（${EXEMPT_NOTE}）` : ''}` });
    const n = await (d.exempt ? EXEMPT_NOTICE : NOTICES[action])?.(after, tx, actor.tenantId);
    if (n) await send(tx, hub, actor, after, n.type, n.to, n.title);
    const smsEvent = d.exempt ? SMS_ON.approve : SMS_ON[action];
    const sms = smsEvent ? await enqueueSms(tx, after, smsEvent) : 0;
    return { detail: await detail(tx, actor.tenantId, after), sms };
  });

// ---- 补充材料

const CLOCK_RUNNING: CaseStatus[] = ['ACCEPTED', 'APPROVE_REJECT'];

/** A step on a case that is not a status change: recorded on the timeline and in the log. */
async function record(tx: Tx, actor: Actor, c: repo.CaseRecord, action: string, note: string, diff: { field: string; before: unknown; after: unknown }[], message: string) {
  await repo.insertEvent(tx, { tenantId: actor.tenantId, caseId: c.id, action, fromStatus: c.status, toStatus: c.status, actorId: actor.userId, actorName: actor.name, note: note.slice(0, 500) });
  await audit(tx, actor, { module: M, action, targetId: c.id, diff: diff as never, message: `${c.businessNumber}：${message}`.slice(0, 300) });
}

export const requestAdditional = (db: Database, actor: Actor, body: AdditionalBody): Promise<CaseDetail> =>
  withSms(db, actor, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id, true);
    if (!CLOCK_RUNNING.includes(c.status as CaseStatus)) throw new AppError('CONFLICT', `业务当前为“${statusText(c.status as CaseStatus)}”，不能要求补充材料`);
    if ((await repo.pausesOf(tx, actor.tenantId, [c.id])).some((p) => !p.receivedAt)) throw new AppError('CONFLICT', '已在等待补充材料，请先登记收到');
    const reason = body.reason.trim();
    if (!reason) throw invalid('请填写补充原因');
    const names = [...new Set((body.materials ?? []).map((m) => m.trim()).filter(Boolean))];
    await repo.insertPause(tx, { tenantId: actor.tenantId, caseId: c.id, reason, materials: names, requestedBy: actor.userId });
    if (names.length) await tx.insert(caseMaterials).values(names.map((name) => ({ tenantId: actor.tenantId, caseId: c.id, name, kind: '补充材料', status: 'MISSING' })));
    const sms = await enqueueSms(tx, c, 'ADDITIONAL');
    await record(tx, actor, c, 'additional', reason, [{ field: 'paused', before: false, after: true }, { field: 'reason', before: null, after: reason }, ...(names.length ? [{ field: 'materials', before: null, after: names }] : [])], `要求补充材料（${reason}），计时暂停`);
    return { detail: await detail(tx, actor.tenantId, c), sms };
  });

export const receiveAdditional = (db: Database, actor: Actor, id: number): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, id, true);
    const pause = await repo.closePause(tx, actor.tenantId, c.id, actor.userId);
    if (!pause) throw new AppError('CONFLICT', '该业务没有待补充的材料');
    if (pause.materials.length) {
      await tx.update(caseMaterials).set({ status: 'RECEIVED' }).where(and(eq(caseMaterials.tenantId, actor.tenantId), eq(caseMaterials.caseId, c.id), eq(caseMaterials.status, 'MISSING'), inArray(caseMaterials.name, pause.materials)));
    }
    await record(tx, actor, c, 'additionalReceived', pause.reason, [{ field: 'paused', before: true, after: false }], '补充材料已收到，恢复计时');
    return detail(tx, actor.tenantId, c);
  });

// ---- 转办

const TRANSFERABLE: CaseStatus[] = ['NEW', 'ACCEPTED', 'WAIT_APPROVE', 'APPROVE_REJECT', 'APPROVE_PASS', 'CERTIFIED'];

function checkTransferable(c: repo.CaseRecord) {
  if (!TRANSFERABLE.includes(c.status as CaseStatus)) throw new AppError('CONFLICT', `业务当前为“${statusText(c.status as CaseStatus)}”，不能转办`);
}

export const applyTransfer = (db: Database, hub: RealtimeHub, actor: Actor, body: TransferApplyBody): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id, true);
    if (c.handlerId !== actor.userId) throw new AppError('FORBIDDEN', '只有承办公证员可以执行此操作');
    checkTransferable(c);
    if ((await repo.transfersOf(tx, actor.tenantId, c.id)).some((t) => t.status === 'PENDING')) throw new AppError('CONFLICT', '已有待审批的转办申请');
    if (body.toUserId === c.handlerId) throw invalid('不能转办给本人');
    await checkStaff(tx, actor.tenantId, body.toUserId, 'business:accept:submitReview', '公证员');
    const reason = body.reason.trim();
    if (!reason) throw invalid('请填写转办原因');
    const toName = await repo.userName(tx, actor.tenantId, body.toUserId);
    await repo.insertTransfer(tx, { tenantId: actor.tenantId, caseId: c.id, fromUserId: c.handlerId, fromName: actor.name, toUserId: body.toUserId, toName, reason });
    await record(tx, actor, c, 'transferApply', `转办给 ${toName}：${reason}`, [{ field: 'transferTo', before: null, after: toName }, { field: 'reason', before: null, after: reason }], `申请转办给 ${toName}`);
    const approvers = (await repo.usersWithPermission(tx, actor.tenantId, 'business:approve:special')).filter((u) => u !== c.handlerId);
    await send(tx, hub, actor, c, 'STATUS_WAIT_APPROVE', approvers, `业务 ${c.businessNumber} 申请转办给 ${toName}，待审批`);
    return detail(tx, actor.tenantId, c);
  });

export const decideTransferRequest = (db: Database, hub: RealtimeHub, actor: Actor, approve: boolean, body: TransferDecisionBody): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id, true);
    if (!hasPermission(actor.permissions, 'business:approve:special')) throw new AppError('FORBIDDEN', '您没有执行此操作的权限');
    if (c.handlerId === actor.userId) throw new AppError('FORBIDDEN', '承办公证员不能审批自己承办的业务');
    const t = (await repo.transfersOf(tx, actor.tenantId, c.id)).find((x) => x.status === 'PENDING');
    if (!t) throw new AppError('CONFLICT', '该业务没有待审批的转办申请');
    if (t.toUserId === actor.userId) throw new AppError('FORBIDDEN', '不能审批转办给自己的申请');
    const opinion = body.opinion?.trim() ?? '';
    if (!approve && !opinion) throw invalid('不批准须填写审批意见');
    if (approve) checkTransferable(c);
    await repo.decideTransfer(tx, actor.tenantId, t.id, { status: approve ? 'APPROVED' : 'REJECTED', opinion, decidedBy: actor.userId, decidedAt: new Date() });
    let after = c;
    if (approve) {
      await checkStaff(tx, actor.tenantId, t.toUserId, 'business:accept:submitReview', '公证员');
      after = await repo.updateCase(tx, actor.tenantId, c.id, { handlerId: t.toUserId });
      await record(tx, actor, c, 'transferApprove', opinion || `转办给 ${t.toName}`, [{ field: 'handlerId', before: c.handlerId, after: t.toUserId }], `批准转办：${t.fromName} → ${t.toName}`);
      await send(tx, hub, actor, after, 'STATUS_NEW_BUSINESS', [t.toUserId], `业务 ${c.businessNumber} 已转办给您`);
      await send(tx, hub, actor, after, 'STATUS_APPROVE_PASS', [t.fromUserId], `业务 ${c.businessNumber} 转办已批准，现由 ${t.toName} 承办`, 'accept');
    } else {
      await record(tx, actor, c, 'transferReject', opinion, [{ field: 'transferTo', before: t.toName, after: null }], `不批准转办给 ${t.toName}`);
      await send(tx, hub, actor, c, 'STATUS_APPROVE_REJECT', [t.fromUserId], `业务 ${c.businessNumber} 转办未批准`);
    }
    return detail(tx, actor.tenantId, after);
  });

// ---- 编辑当事人, 追加收费

const PARTIES_EDITABLE: CaseStatus[] = ['NEW', 'ACCEPTED', 'APPROVE_REJECT'];
const partyText = (p: { role: string; name: string; idNumber: string }) => `${p.role}:${p.name}${p.idNumber ? `（${p.idNumber}）` : ''}`;

export const editParties = (db: Database, actor: Actor, body: EditPartiesBody): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id, true);
    if (!PARTIES_EDITABLE.includes(c.status as CaseStatus)) throw new AppError('CONFLICT', `业务当前为“${statusText(c.status as CaseStatus)}”，不能编辑当事人`);
    if (!body.parties.some((p) => p.role === 'APPLICANT')) throw invalid('至少需要一名申请人');
    const before = await repo.partiesOf(tx, actor.tenantId, [c.id]);
    const parties = [];
    for (const p of body.parties) parties.push(await partyOf(tx, actor, p));
    await tx.delete(caseParties).where(and(eq(caseParties.tenantId, actor.tenantId), eq(caseParties.caseId, c.id)));
    await tx.insert(caseParties).values(parties.map((p) => ({ ...p, tenantId: actor.tenantId, caseId: c.id })));
    const b = before.map(partyText);
    const a = parties.map(partyText);
    await record(tx, actor, c, 'litigantEdit', `当事人：${a.join('、')}`, [{ field: 'parties', before: b, after: a }], '编辑当事人');
    return detail(tx, actor.tenantId, await repo.updateCase(tx, actor.tenantId, c.id, {}));
  });

const FEES_CLOSED: CaseStatus[] = ['ARCHIVED', 'SUSPENDED'];

export const appendFees = (db: Database, actor: Actor, body: AppendFeesBody): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id, true);
    if (FEES_CLOSED.includes(c.status as CaseStatus)) throw new AppError('CONFLICT', `业务当前为“${statusText(c.status as CaseStatus)}”，不能追加收费`);
    const before = await repo.feesOf(tx, actor.tenantId, c.id);
    await tx.insert(caseFees).values(body.fees.map((f) => ({ tenantId: actor.tenantId, caseId: c.id, feeType: f.feeType.trim(), amount: f.amount, note: f.note?.trim() ?? '' })));
    const total = (rows: { amount: number | string }[]) => Math.round(rows.reduce((s, f) => s + Number(f.amount) * 100, 0)) / 100;
    const added = body.fees.map((f) => `${f.feeType}:${f.amount}${f.note ? `（${f.note}）` : ''}`);
    const after = await repo.updateCase(tx, actor.tenantId, c.id, { feeConfirmed: false });
    await record(tx, actor, c, 'financeAppend', `追加收费：${added.join('、')}`, [
      { field: 'fees', before: null, after: added }, { field: 'feeTotal', before: total(before), after: total([...before, ...body.fees]) },
      ...(c.feeConfirmed ? [{ field: 'feeConfirmed', before: true, after: false }] : []),
    ], `追加收费 ${added.join('、')}`);
    return detail(tx, actor.tenantId, after);
  });

export const confirmFees = (db: Database, actor: Actor, id: number): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, id, true);
    if (FEES_CLOSED.includes(c.status as CaseStatus)) throw new AppError('CONFLICT', `业务当前为“${statusText(c.status as CaseStatus)}”，不能确认收费`);
    if (c.feeConfirmed) throw new AppError('CONFLICT', '收费已确认');
    if (!(await repo.feesOf(tx, actor.tenantId, c.id)).length) throw new AppError('CONFLICT', '尚无收费项目，不能确认');
    const after = await repo.updateCase(tx, actor.tenantId, c.id, { feeConfirmed: true });
    await record(tx, actor, c, 'feeConfirm', '', [{ field: 'feeConfirmed', before: false, after: true }], '确认收费');
    return detail(tx, actor.tenantId, after);
  });

// ---- 短信设置 and outbox

export const setSmsEvents = (db: Database, actor: Actor, body: SmsSettingBody): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id, true);
    const events = SMS_EVENT_KEYS.filter((e) => body.events.includes(e));
    const after = await repo.updateCase(tx, actor.tenantId, c.id, { smsEvents: events });
    await record(tx, actor, c, 'smsSetting', events.join(','), [{ field: 'smsEvents', before: c.smsEvents, after: events }], '短信设置');
    return detail(tx, actor.tenantId, after);
  });

export const caseOutbox = (db: Database, actor: Actor, id: number): Promise<SmsOutboxRow[]> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, id);
    return (await outboxOf(tx, actor.tenantId, c.id)).map((m) => ({
      id: m.id, event: m.event, phone: m.phone, recipientName: m.recipientName, content: m.content, status: m.status, error: m.error, attempts: m.attempts,
      createdAt: m.createdAt.toISOString(), sentAt: iso(m.sentAt),
    }));
  });

// ---- 材料打包

export interface PackageEntry {
  name: string;
  kind: string;
  status: string;
  originalSeen: boolean;
  /** Path in the zip, null when the material has no stored file. */
  file: string | null;
  size: number | null;
  sha256: string | null;
}

/** The materials of a case with the bytes of their files (this tenant's files only), for the package. */
export const materialPackage = (db: Database, actor: Actor, id: number, dataDir: string) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, id);
    const materials = await repo.materialsOf(tx, actor.tenantId, c.id);
    const entries: PackageEntry[] = [];
    const files: { path: string; bytes: Buffer }[] = [];
    for (const [i, m] of materials.entries()) {
      const key = fileKeyOf(m.fileUrl);
      const f = key ? await findFile(tx, actor.tenantId, key) : undefined;
      if (!f) {
        entries.push({ name: m.name, kind: m.kind, status: m.status, originalSeen: m.originalSeen, file: null, size: null, sha256: null });
        continue;
      }
      const bytes = await readFile(join(filesRoot(dataDir), f.path));
      const path = `materials/${String(i + 1).padStart(2, '0')}-${m.name.replace(/[\\/:*?"<>|]/g, '_')}${extname(f.name).toLowerCase()}`;
      files.push({ path, bytes });
      entries.push({ name: m.name, kind: m.kind, status: m.status, originalSeen: m.originalSeen, file: path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    }
    await audit(tx, actor, { module: M, action: 'materialPackage', targetId: c.id, message: `${c.businessNumber}：材料打包（${files.length} 个文件）` }, { markRequest: false });
    return { businessNumber: c.businessNumber, entries, files };
  });
