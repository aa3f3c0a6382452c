import { ALL, CASE_READ_PAGES, hasPermission, type CaseDetail } from '@notaria/contracts';
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { forbidden } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { cases } from './business.table.ts';

/**
 * Who reads which case (docs/permissions.md). Cases are read on four pages:
 * - 受理 (business:accept) lists every case;
 * - 审批, 出证 and 归档 list the cases in the statuses they work on (as their web pages do), the cases the
 *   reader handles, assists on or approved, and — on 审批 with 特殊流程审批 — those with a pending transfer.
 * 当事人 lists every party with all its cases and opens any of them read-only, so it reads every case in full.
 * A role whose only 受理 function is 追加收费 (the 财务 role) works on 受理 as the fee desk: it lists every
 * case and reads each one's fees, but not the parties' identity details, materials, form data, notices or
 * log — unless another of its pages reads that case in full.
 */
export { CASE_READ_PAGES };

const PAGE_STATUSES: Record<string, readonly string[]> = {
  'business:approve': ['WAIT_APPROVE', 'SPECIAL_PENDING'],
  'business:certificate': ['APPROVE_PASS', 'CERTIFIED'],
  'business:archives': ['WAIT_ARCHIVES', 'ARCHIVED'],
};

const FEE_DESK = 'business:accept:financeAppend';

/** Reads every case in full on 受理: the page held for anything but 追加收费 alone. */
function readsAllOnAccept(held: readonly string[]): boolean {
  if (held.includes(ALL)) return true;
  if (!hasPermission(held, 'business:accept')) return false;
  const functions = held.filter((p) => p.startsWith('business:accept:'));
  return !(functions.length > 0 && functions.every((p) => p === FEE_DESK));
}

/** Lists every case on 受理 (in full, or as the fee desk). */
const listsAll = (held: readonly string[]) => hasPermission(held, 'business:accept');

const statusesOf = (held: readonly string[]) => Object.entries(PAGE_STATUSES).flatMap(([page, s]) => (hasPermission(held, page) ? s : []));

type CaseFacts = Pick<CaseDetail, 'status' | 'handlerId' | 'assistantId' | 'approverId'> & {
  transfers?: readonly { status: string }[];
  pendingTransfer?: unknown;
};

/** Whether the actor reads this case in full on one of the case pages. */
export function readsInFull(actor: Actor, c: CaseFacts): boolean {
  const held = actor.permissions;
  if (readsAllOnAccept(held) || hasPermission(held, 'business:litigant')) return true;
  if (!CASE_READ_PAGES.some((p) => hasPermission(held, p))) return false;
  if (statusesOf(held).includes(c.status)) return true;
  if ([c.handlerId, c.assistantId, c.approverId].includes(actor.userId)) return true;
  const pending = c.pendingTransfer !== undefined || (c.transfers ?? []).some((t) => t.status === 'PENDING');
  return pending && hasPermission(held, 'business:approve:special');
}

/** The fee desk's view of a case: who, what and the fees; no identity details, materials, form data, notices or log. */
export function feeView(d: CaseDetail): CaseDetail {
  return {
    ...d,
    feeView: true,
    parties: d.parties.map((p) => ({ ...p, snapshot: {} })),
    materials: [],
    formId: null,
    formVersion: null,
    formData: {},
    smsEvents: [],
    pauses: d.pauses.map((p) => ({ ...p, materials: [] })),
    ...(d.notices ? { notices: [] } : {}),
    ...(d.logs ? { logs: [] } : {}),
  };
}

/** GET /business: the case as the actor may read it, or 403 when none of its pages shows it. */
export function caseForReader(actor: Actor, d: CaseDetail): CaseDetail {
  if (readsInFull(actor, d)) return d;
  if (hasPermission(actor.permissions, FEE_DESK)) return feeView(d);
  throw forbidden('您没有查看此业务的权限');
}

/** Any other answer carrying a case (after a change the actor was allowed to make): the fee desk gets its view. */
export function caseAfterChange(actor: Actor, d: CaseDetail): CaseDetail {
  return !readsInFull(actor, d) && hasPermission(actor.permissions, FEE_DESK) ? feeView(d) : d;
}

const pendingTransferSql = sql`exists (select 1 from case_transfers ct where ct.case_id = ${cases.id} and ct.status = 'PENDING')`;

/** The list condition for GET /business/page: none when the actor lists every case. */
export function caseListScope(actor: Actor): SQL | undefined {
  const held = actor.permissions;
  if (listsAll(held)) return undefined;
  const statuses = statusesOf(held);
  return or(
    statuses.length ? inArray(cases.status, [...statuses]) : undefined,
    eq(cases.handlerId, actor.userId),
    eq(cases.assistantId, actor.userId),
    eq(cases.approverId, actor.userId),
    hasPermission(held, 'business:approve:special') ? pendingTransferSql : undefined,
  );
}

/** A payload is an answer carrying a case detail. */
export function isCaseDetail(data: unknown): data is CaseDetail {
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  return typeof d.businessNumber === 'string' && Array.isArray(d.parties) && Array.isArray(d.materials) && Array.isArray(d.fees);
}
