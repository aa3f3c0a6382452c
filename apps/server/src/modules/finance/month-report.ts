import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  PAYMENT_METHOD_LABELS,
  REFUND_METHODS,
  type AgeingBucket,
  type MonthFigures,
  type MonthGroup,
  type MonthReport,
  type PaymentMethod,
} from '@notaria/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { dualHash } from '../integrity/integrity.api.ts';
import { canonicalJson } from '../oplog/oplog.api.ts';
import { lastClosedMonth, monthLabel, monthStart, nextMonth, shanghaiMonth } from './month-closing.ts';
import { monthClosings } from './month-closing.table.ts';
import { accruals, caseDimensions, movements, passThroughFen, receivables, unclosedActiveMonthBefore, type Movement } from './month-report.repo.ts';

const DAY_MS = 86_400_000;
/** Reports start here; earlier months are refused as a typo rather than scanned. */
const FIRST_MONTH = '2000-01';

type Flow = { paymentsFen: number; refundsFen: number; netFen: number };
const flow = (): Flow => ({ paymentsFen: 0, refundsFen: 0, netFen: 0 });

/** A movement's effect: payments add, cancellations take back, refunds go out. */
function book(f: Flow, m: Movement) {
  if (m.kind === 'PAY') f.paymentsFen += m.amountFen;
  else if (m.kind === 'CANCEL') f.paymentsFen -= m.amountFen;
  else f.refundsFen += m.amountFen;
  f.netFen = f.paymentsFen - f.refundsFen;
}

function daysOf(month: string): string[] {
  const start = monthStart(month).getTime() + 8 * 3600_000;
  const end = monthStart(nextMonth(month)).getTime() + 8 * 3600_000;
  const days: string[] = [];
  for (let t = start; t < end; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

function groupBy(moves: Movement[], keyOf: (m: Movement) => { key: string; name: string }): MonthGroup[] {
  const groups = new Map<string, MonthGroup & { caseIds: Set<number> }>();
  for (const m of moves) {
    const { key, name } = keyOf(m);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, name, cases: 0, ...flow(), caseIds: new Set() }));
    book(g, m);
    g.caseIds.add(m.caseId);
  }
  return [...groups.values()].map(({ caseIds, ...g }) => ({ ...g, cases: caseIds.size })).sort((a, b) => b.netFen - a.netFen || a.key.localeCompare(b.key));
}

export function assertReportableMonth(month: string): void {
  if (month < FIRST_MONTH) throw invalid(`月份不能早于 ${FIRST_MONTH}`);
  if (month > shanghaiMonth(new Date())) throw invalid(`${monthLabel(month)}尚未开始`);
}

/** The figures of a month from the raw rows: what a closing freezes. */
export async function monthFigures(tx: Tx, tenantId: number, month: string): Promise<MonthFigures> {
  const [all, pass, accrued] = await Promise.all([
    movements(tx, tenantId, month),
    passThroughFen(tx, tenantId, month),
    accruals(tx, tenantId, monthStart(month), monthStart(nextMonth(month))),
  ]);
  const onAccount = all.filter((m) => m.method === 'ACCOUNT');
  const money = all.filter((m) => m.method !== 'ACCOUNT');
  const totals = flow();
  money.forEach((m) => book(totals, m));
  const sum = (list: Movement[], kind: Movement['kind']) => list.filter((m) => m.kind === kind).reduce((s, m) => s + m.amountFen, 0);
  const dims = new Map((await caseDimensions(tx, tenantId, [...new Set(money.map((m) => m.caseId))])).map((d) => [d.caseId, d]));
  const dim = (m: Movement) => dims.get(m.caseId);
  const days = new Map(daysOf(month).map((d) => [d, flow()]));
  // A correction booked into this month from a closed one carries its own date: it counts on the month's first day.
  for (const m of money) book(days.get(m.day) ?? days.values().next().value!, m);
  return {
    month,
    totals: {
      casesCharged: new Set(all.filter((m) => m.kind === 'PAY').map((m) => m.caseId)).size,
      grossFen: accrued.grossFen,
      reductionsFen: accrued.reductionsFen,
      ...totals,
      passThroughFen: pass,
      onAccountFen: sum(onAccount, 'PAY') - sum(onAccount, 'CANCEL'),
      cancelledFen: sum(money, 'CANCEL'),
    },
    byCategory: groupBy(money, (m) => {
      const name = dim(m)?.categoryName || '未分类';
      return { key: name, name };
    }),
    byItem: groupBy(money, (m) => {
      const name = dim(m)?.itemName || '未指定事项';
      return { key: name, name };
    }),
    byNotary: groupBy(money, (m) => ({ key: String(dim(m)?.handlerId ?? 0), name: dim(m)?.handlerName || '未指定' })),
    byMethod: REFUND_METHODS.map((method) => {
      const f = flow();
      money.filter((m) => m.method === method).forEach((m) => book(f, m));
      return { key: method, name: PAYMENT_METHOD_LABELS[method as PaymentMethod], ...f };
    }),
    byDay: [...days].map(([day, f]) => ({ day, ...f })),
  };
}

function ageBucket(days: number): AgeingBucket {
  if (days <= 30) return 'D0_30';
  if (days <= 90) return 'D31_90';
  return days <= 180 ? 'D91_180' : 'D181_';
}

async function ageing(tx: Tx, tenantId: number, month: string): Promise<MonthReport['ageing']> {
  const end = monthStart(nextMonth(month));
  const now = new Date();
  const rows = await receivables(tx, tenantId, end < now ? end : now);
  return AGEING_BUCKETS.map((key) => {
    const mine = rows.filter((r) => ageBucket(r.ageDays) === key);
    return { key, name: AGEING_BUCKET_LABELS[key], cases: mine.length, outstandingFen: mine.reduce((s, r) => s + r.outstandingFen, 0) };
  });
}

/** Why a month cannot be closed now, or ''. */
export async function closeBlocker(tx: Tx, tenantId: number, month: string): Promise<string> {
  if (monthStart(nextMonth(month)) > new Date()) return `${monthLabel(month)}尚未结束，月末之后才能月结`;
  const last = await lastClosedMonth(tx, tenantId);
  if (last !== null && last >= month) return last === month ? `${monthLabel(month)}已月结` : `${monthLabel(last)}已月结，不能再月结更早的月份`;
  const open = await unclosedActiveMonthBefore(tx, tenantId, month);
  return open ? `${monthLabel(open)}尚未月结，请按月份顺序月结` : '';
}

export const figuresHash = (figures: MonthFigures) => dualHash(canonicalJson(figures));

/** 月度报表 of the actor's office: the frozen figures of a closed month, the live ones of an open month. */
export function monthReport(db: Database, actor: Actor, month: string): Promise<MonthReport> {
  assertReportableMonth(month);
  return inTenant(db, actor.tenantId, async (tx) => {
    const [closed] = await tx
      .select()
      .from(monthClosings)
      .where(and(eq(monthClosings.tenantId, actor.tenantId), eq(monthClosings.month, month)));
    const figures = closed ? (closed.totals as MonthFigures) : await monthFigures(tx, actor.tenantId, month);
    const hash = closed && figuresHash(figures);
    return {
      ...figures,
      ageing: await ageing(tx, actor.tenantId, month),
      closing: closed
        ? {
            month,
            closedAt: closed.closedAt.toISOString(),
            closedByName: closed.closedByName,
            sha256: closed.sha256,
            sm3: closed.sm3,
            chainSeq: closed.chainSeq,
            intact: hash !== null && hash.sha256 === closed.sha256 && hash.sm3 === closed.sm3,
          }
        : null,
      closeBlocker: closed ? `${monthLabel(month)}已月结` : await closeBlocker(tx, actor.tenantId, month),
    };
  });
}
