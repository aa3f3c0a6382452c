import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { chinaDate, hasPermission, TODO_STEPS, type CaseAction, type CaseStatus, type MyTodo, type TodoCase, type TodoStep } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { caseLink } from '../business/business.api.ts';
import * as repo from '../business/business.api.ts';
import { clockOf } from '../business/business.api.ts';
import { cases } from '../business/business.table.ts';
import { awaitingDecisionBy, TRANSITIONS } from '../business/business.api.ts';
import { users } from '../user/user.table.ts';
import { approvalTodo } from '../approval/approval.api.ts';
import { handoverDeadline } from '../archive/archive.api.ts';

/** Rows per step; `total` counts them all. */
export const TODO_LIMIT = 20;

/** Each step is a transition of the case table; `action` decides who may take it, as the transition itself does. */
const STEPS: { step: TodoStep; action: CaseAction; statuses: CaseStatus[] }[] = [
  { step: 'accept', action: 'accept', statuses: ['NEW'] },
  { step: 'submitReview', action: 'submitReview', statuses: ['ACCEPTED', 'APPROVE_REJECT'] },
  { step: 'approve', action: 'approve', statuses: ['WAIT_APPROVE'] },
  { step: 'approveSpecial', action: 'approveSpecial', statuses: ['SPECIAL_PENDING'] },
  { step: 'issue', action: 'issue', statuses: ['APPROVE_PASS'] },
  { step: 'send', action: 'send', statuses: ['CERTIFIED'] },
  { step: 'closeSuspended', action: 'closeSuspended', statuses: ['SUSPENDED'] },
  { step: 'archive', action: 'archive', statuses: ['WAIT_ARCHIVES'] },
];

/** A pending transfer request (转办) is decided by an approver who is neither of the two notaries. */
const TRANSFER_PERMISSION = 'business:approve:special';
const transferPendingFor = (userId: number) =>
  sql`exists (select 1 from case_transfers ct where ct.case_id = ${cases.id} and ct.status = 'PENDING' and ct.to_user_id <> ${userId})`;

/** When the case reached the status it waits in. */
function sinceOf(c: repo.CaseRecord): Date {
  const at: Partial<Record<string, Date | null>> = {
    NEW: c.createdAt,
    ACCEPTED: c.acceptedAt,
    APPROVE_REJECT: c.approvedAt,
    WAIT_APPROVE: c.submittedAt,
    APPROVE_PASS: c.approvedAt,
    CERTIFIED: c.certifiedAt,
    WAIT_ARCHIVES: c.deliveredAt ?? c.suspendedAt,
    SUSPENDED: c.suspendedAt,
  };
  return at[c.status] ?? c.updatedAt;
}

const DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;

type Clock = Pick<TodoCase, 'deadline' | 'daysLeft' | 'deadlineUnit' | 'paused'>;
const NO_CLOCK: Clock = { deadline: null, daysLeft: null, deadlineUnit: null, paused: false };
/** The 15-working-day clock runs from acceptance to approval (see clockOf); these statuses are inside it. */
const CLOCK_RUNNING = new Set(['ACCEPTED', 'APPROVE_REJECT', 'WAIT_APPROVE', 'SPECIAL_PENDING']);

function deadlineOf(c: repo.CaseRecord, pauses: Awaited<ReturnType<typeof repo.pausesOf>>, now: Date): Clock {
  if (CLOCK_RUNNING.has(c.status) && c.acceptedAt) {
    const k = clockOf(c, pauses, now);
    return { deadline: k.deadline, daysLeft: k.daysLeft, deadlineUnit: 'WORKING', paused: k.paused };
  }
  if (c.status === 'WAIT_ARCHIVES') {
    const deadline = handoverDeadline(chinaDate(sinceOf(c)));
    return { deadline, daysLeft: dayNumber(deadline) - dayNumber(chinaDate(now)), deadlineUnit: 'CALENDAR', paused: false };
  }
  return NO_CLOCK;
}

async function waiting(tx: Tx, tenantId: number, where: SQL | undefined) {
  const scoped = and(eq(cases.tenantId, tenantId), where);
  const [{ total }] = await tx.select({ total: count() }).from(cases).where(scoped);
  if (!total) return { total, list: [] };
  const list = await tx
    .select({ c: cases, handlerName: sql<string>`coalesce(${users.name}, '')` })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.handlerId))
    .where(scoped)
    // Oldest first: the earliest accepted is nearest its deadline.
    .orderBy(asc(sql`coalesce(${cases.acceptedAt}, ${cases.createdAt})`), asc(cases.id))
    .limit(TODO_LIMIT);
  return { total, list };
}

/** The cases waiting on the current user, by step, for the steps the active role may take. */
export const myTodo = (db: Database, actor: Actor, now = new Date()): Promise<MyTodo> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const found: { step: TodoStep; total: number; list: { c: repo.CaseRecord; handlerName: string }[] }[] = [];
    for (const s of STEPS) {
      const t = TRANSITIONS[s.action];
      if (!t.permission.some((p) => hasPermission(actor.permissions, p))) continue;
      const who = t.who === 'HANDLER' ? eq(cases.handlerId, actor.userId) : t.who === 'NOT_HANDLER' ? ne(cases.handlerId, actor.userId) : undefined;
      // 待审批: only the cases whose current approval step the user decides (a multi-step flow names its approvers).
      const mine = s.step === 'approve' ? awaitingDecisionBy(actor.userId) : undefined;
      found.push({ step: s.step, ...(await waiting(tx, actor.tenantId, and(inArray(cases.status, s.statuses), who, mine))) });
    }
    if (hasPermission(actor.permissions, TRANSFER_PERMISSION)) {
      found.splice(found.findIndex((f) => f.step === 'approveSpecial') + 1, 0, {
        step: 'transfer',
        ...(await waiting(tx, actor.tenantId, and(ne(cases.handlerId, actor.userId), transferPendingFor(actor.userId)))),
      });
    }
    // Requests of any kind (退费, 请假…) whose current step the user decides: a group only when some are waiting.
    const approvals = await approvalTodo(tx, actor, TODO_LIMIT);
    const ids = [...new Set(found.flatMap((f) => f.list.map((r) => r.c.id)))];
    const [items, parties, pauses] = await Promise.all([
      repo.itemsOf(tx, actor.tenantId, ids),
      repo.partiesOf(tx, actor.tenantId, ids),
      repo.pausesOf(tx, actor.tenantId, ids),
    ]);
    const approvalGroup = approvals.total ? [{ step: 'approval', label: TODO_STEPS.approval.label, ...approvals }] : [];
    return {
      groups: [
        ...found.map((f) => {
          const meta = TODO_STEPS[f.step];
          const list = f.list.map(({ c, handlerName }): TodoCase => ({
            id: c.id,
            businessNumber: c.businessNumber,
            status: c.status,
            handlerName,
            itemNames: items.filter((i) => i.caseId === c.id).map((i) => i.itemName),
            applicants: parties.filter((p) => p.caseId === c.id && p.role === 'APPLICANT').map((p) => p.name),
            since: sinceOf(c).toISOString(),
            ...(f.step === 'transfer' ? NO_CLOCK : deadlineOf(c, pauses, now)),
            link: caseLink(meta.page, c.id),
          }));
          // Most urgent first: overdue and nearest deadlines, then those without one, oldest first.
          list.sort((a, b) => (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity) || a.since.localeCompare(b.since));
          return { step: f.step, label: meta.label, total: f.total, list };
        }),
        ...approvalGroup,
      ],
    };
  });
