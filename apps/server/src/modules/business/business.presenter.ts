import {
  caseClock,
  CASE_STATUS_LABELS,
  chinaDate,
  type CaseDetail,
  type CaseFeeInput,
  type CaseRow,
  type CaseStatistics,
  type CaseStatus,
  type LitigantRow,
  type SmsOutboxRow,
} from '@notaria/contracts';
import type { Actor } from '../auth/auth.api.ts';
import { abilitiesOf } from './business.policy.ts';
import type { OpenCaseApproval } from './case-approval-start.ts';
import type * as query from './business-query.repo.ts';
import type * as repo from './business.repo.ts';

/** Rows → the API's shape. Pure: everything shown is passed in. */

type Reader = Pick<Actor, 'userId' | 'permissions'>;
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

const DONE_STATUSES = new Set(['APPROVE_PASS', 'CERTIFIED', 'WAIT_ARCHIVES', 'ARCHIVED', 'SUSPENDED']);

/** The 15-working-day clock: runs from acceptance until approval (or termination), minus paused days. */
export function clockOf(c: repo.CaseRecord, pauses: repo.PauseRecord[], now = new Date()) {
  if (!c.acceptedAt) return { deadline: null, daysLeft: null, paused: false };
  const stop = DONE_STATUSES.has(c.status) ? (c.suspendedAt ?? c.approvedAt ?? now) : now;
  const own = pauses.filter((p) => p.caseId === c.id).map((p) => ({ from: chinaDate(p.requestedAt), to: p.receivedAt ? chinaDate(p.receivedAt) : null }));
  return caseClock(chinaDate(c.acceptedAt), own, chinaDate(stop));
}

export const transferOut = (t: repo.TransferRecord) => ({
  id: t.id,
  fromUserId: t.fromUserId,
  fromName: t.fromName,
  toUserId: t.toUserId,
  toName: t.toName,
  reason: t.reason,
  status: t.status,
  opinion: t.opinion,
  requestedAt: t.requestedAt.toISOString(),
  decidedAt: iso(t.decidedAt),
});

const applicantsOf = (parties: repo.CasePartyRecord[], caseId: number) =>
  parties.filter((p) => p.caseId === caseId && p.role === 'APPLICANT').map((p) => p.name);
/** The total of fee rows in fen. */
export const feeTotalFen = (rows: { amountFen: number }[]) => rows.reduce((s, f) => s + f.amountFen, 0);
/** A fee line as stored, from what a person entered or the calculator suggested. */
export const feeRow = (f: CaseFeeInput) => ({
  feeType: f.feeType.trim(),
  amountFen: f.amountFen,
  note: f.note?.trim() ?? '',
  basis: f.basis?.trim() ?? '',
  feeStandardId: f.feeStandardId ?? null,
});

/** Everything a case detail shows, loaded by case-detail.ts. */
export interface CaseParts {
  items: repo.CaseItemRecord[];
  parties: repo.CasePartyRecord[];
  materials: Awaited<ReturnType<typeof repo.materialsOf>>;
  fees: Awaited<ReturnType<typeof repo.feesOf>>;
  events: Awaited<ReturnType<typeof repo.eventsOf>>;
  handlerName: string;
  pauses: repo.PauseRecord[];
  transfers: repo.TransferRecord[];
  /** The case's running 公证业务审批 request, if any. */
  approval?: OpenCaseApproval;
}

export function caseDetailOf(reader: Reader, c: repo.CaseRecord, p: CaseParts): CaseDetail {
  return {
    id: c.id,
    businessNumber: c.businessNumber,
    status: c.status,
    statusBeforeSpecial: c.statusBeforeSpecial,
    itemNames: p.items.map((i) => i.itemName),
    applicants: applicantsOf(p.parties, c.id),
    handlerId: c.handlerId,
    handlerName: p.handlerName,
    assistantId: c.assistantId,
    approverId: c.approverId,
    createdAt: c.createdAt.toISOString(),
    ...clockOf(c, p.pauses),
    abilities: abilitiesOf(reader, c, p.approval?.approverIds),
    ...(p.approval ? { approval: p.approval.progress } : {}),
    purpose: c.purpose,
    useCountry: c.useCountry,
    language: c.language,
    copies: c.copies,
    formId: c.formId,
    formVersion: c.formVersion,
    formData: c.formData,
    feeConfirmed: c.feeConfirmed,
    smsEvents: c.smsEvents,
    specialKind: c.specialKind,
    specialReason: c.specialReason,
    approvalOpinion: c.approvalOpinion,
    archiveNumber: c.archiveNumber,
    volumeType: c.volumeType,
    retentionYears: c.retentionYears,
    dates: {
      acceptedAt: iso(c.acceptedAt),
      submittedAt: iso(c.submittedAt),
      approvedAt: iso(c.approvedAt),
      certifiedAt: iso(c.certifiedAt),
      deliveredAt: iso(c.deliveredAt),
      archivedAt: iso(c.archivedAt),
      suspendedAt: iso(c.suspendedAt),
    },
    items: p.items.map((i) => ({
      caseItemId: i.id,
      itemId: i.itemId,
      itemName: i.itemName,
      parentItemName: i.parentItemName,
      categoryName: i.categoryName,
      certificateNumber: i.certificateNumber,
    })),
    parties: p.parties.map((x) => ({
      id: x.id,
      role: x.role,
      customerType: x.customerType,
      customerId: x.customerId,
      name: x.name,
      snapshot: x.snapshot,
    })),
    materials: p.materials.map(({ tenantId: _t, caseId: _c, ...m }) => m),
    feeTotalFen: feeTotalFen(p.fees),
    fees: p.fees.map((f) => ({ id: f.id, feeType: f.feeType, amountFen: f.amountFen, note: f.note, basis: f.basis })),
    pauses: p.pauses.map((x) => ({
      reason: x.reason,
      materials: x.materials,
      requestedAt: x.requestedAt.toISOString(),
      receivedAt: iso(x.receivedAt),
    })),
    transfers: p.transfers.map(transferOut),
    timeline: p.events.map((e) => ({
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actorId: e.actorId,
      actorName: e.actorName,
      note: e.note,
      at: e.at.toISOString(),
    })),
  };
}

/** GET /business adds the notices and log entries of the case. */
export function withHistory(
  d: CaseDetail,
  notices: Awaited<ReturnType<typeof query.noticesOfCase>>,
  logs: Awaited<ReturnType<typeof query.logsOfCase>>,
): CaseDetail {
  return {
    ...d,
    notices: notices.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    logs: logs.map((l) => ({ ...l, at: l.at.toISOString() })),
  };
}

/** A page of case rows, with the parts loaded for the whole page. */
export function caseRowsOf(
  reader: Reader,
  rows: { c: repo.CaseRecord; handlerName: string }[],
  p: Pick<CaseParts, 'items' | 'parties' | 'pauses'> & { pendingTransfers: repo.TransferRecord[]; approvals: Map<number, OpenCaseApproval> },
): CaseRow[] {
  return rows.map(({ c, handlerName }) => {
    const pending = p.pendingTransfers.find((t) => t.caseId === c.id);
    const approval = p.approvals.get(c.id);
    return {
      id: c.id,
      businessNumber: c.businessNumber,
      status: c.status,
      handlerId: c.handlerId,
      handlerName,
      assistantId: c.assistantId,
      approverId: c.approverId,
      createdAt: c.createdAt.toISOString(),
      ...clockOf(c, p.pauses),
      itemNames: p.items.filter((i) => i.caseId === c.id).map((i) => i.itemName),
      applicants: applicantsOf(p.parties, c.id),
      abilities: abilitiesOf(reader, c, approval?.approverIds),
      ...(approval ? { approval: approval.progress } : {}),
      ...(pending ? { pendingTransfer: transferOut(pending) } : {}),
    };
  });
}

/** A page of 当事人, each with its cases. */
export function litigantRowsOf(
  list: Awaited<ReturnType<typeof query.pageLitigants>>['list'],
  links: Awaited<ReturnType<typeof query.casesOfParties>>,
  items: repo.CaseItemRecord[],
): LitigantRow[] {
  return list.map((p) => {
    const own = links.filter((l) => l.customerType === p.customerType && l.customerId === p.customerId);
    return {
      customerType: p.customerType,
      customerId: p.customerId,
      name: p.name,
      idNumber: p.idNumber,
      phone: String(p.snapshot?.phone ?? p.snapshot?.contactPhone ?? ''),
      caseCount: Number(p.caseCount),
      cases: own.map((l) => ({
        id: l.caseId,
        businessNumber: l.businessNumber,
        status: l.status,
        role: l.role,
        itemNames: items.filter((x) => x.caseId === l.caseId).map((x) => x.itemName),
        createdAt: l.createdAt.toISOString(),
      })),
    };
  });
}

export function statisticsOf(r: Awaited<ReturnType<typeof query.statistics>>): CaseStatistics {
  return {
    total: r.total,
    byStatus: r.byStatus.map((b) => ({ key: b.key, name: CASE_STATUS_LABELS[b.key as CaseStatus] ?? b.key, count: b.count })),
    byItem: r.byItem.map((b) => ({ key: String(b.key), name: b.name, count: b.count })),
    byCategory: r.byCategory.map((b) => ({ key: b.key, name: b.key, count: b.count })),
    byHandler: r.byHandler.map((b) => ({ key: String(b.key), name: b.name, count: b.count })),
    byMonth: r.byMonth.map((b) => ({ key: b.key, name: b.key, count: b.count })),
  };
}

export const outboxRowOf = (m: Awaited<ReturnType<typeof import('./sms.ts').outboxOf>>[number]): SmsOutboxRow => ({
  id: m.id,
  event: m.event,
  phone: m.phone,
  recipientName: m.recipientName,
  content: m.content,
  status: m.status,
  error: m.error,
  attempts: m.attempts,
  createdAt: m.createdAt.toISOString(),
  sentAt: iso(m.sentAt),
});
