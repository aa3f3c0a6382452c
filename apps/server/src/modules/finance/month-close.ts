import { formatFen, type MonthClosingInfo } from '@notaria/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { appendToChain } from '../integrity/integrity.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { CLOSING_LOCK_CLASS, monthLabel } from './month-closing.ts';
import { monthClosings } from './month-closing.table.ts';
import { assertReportableMonth, closeBlocker, figuresHash, monthFigures } from './month-report.ts';

/** Kind of the integrity chain entry a closing makes. */
export const MONTH_CLOSING_KIND = 'MONTH_CLOSING';

/**
 * 月结: freezes a month that has ended, once every earlier month with money in it is closed. The figures are
 * computed under the exclusive closing lock (no booking can slip in), hashed (canonical JSON, SHA-256 and SM3)
 * and chained; the closing row cannot be changed or removed, so the month never reopens.
 */
export function closeMonth(db: Database, actor: Actor, month: string): Promise<MonthClosingInfo> {
  assertReportableMonth(month);
  return inTenant(db, actor.tenantId, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLOSING_LOCK_CLASS}, ${actor.tenantId})`);
    const blocker = await closeBlocker(tx, actor.tenantId, month);
    if (blocker) throw new AppError('CONFLICT', blocker);
    const figures = await monthFigures(tx, actor.tenantId, month);
    const hash = figuresHash(figures);
    const t = figures.totals;
    const entry = await appendToChain(tx, actor.tenantId, {
      kind: MONTH_CLOSING_KIND,
      ref: `MONTH-${month}`,
      artefact: hash,
      metadata: { month, netFen: t.netFen, paymentsFen: t.paymentsFen, refundsFen: t.refundsFen },
    });
    const [row] = await tx
      .insert(monthClosings)
      .values({
        tenantId: actor.tenantId,
        month,
        closedBy: actor.userId,
        closedByName: actor.name.slice(0, 32),
        totals: figures,
        sha256: hash.sha256,
        sm3: hash.sm3,
        chainSeq: entry.seq,
      })
      .returning();
    await audit(tx, actor, {
      module: 'finance',
      action: 'monthClose',
      targetId: month,
      message: `月结 ${monthLabel(month)}：收款 ${formatFen(t.paymentsFen)}，退费 ${formatFen(t.refundsFen)}，净收入 ${formatFen(t.netFen)}`,
      diff: [
        { field: 'closed', before: false, after: true },
        { field: 'sha256', before: null, after: hash.sha256 },
        { field: 'netFen', before: null, after: t.netFen },
      ],
    });
    return {
      month,
      closedAt: row.closedAt.toISOString(),
      closedByName: row.closedByName,
      sha256: row.sha256,
      sm3: row.sm3,
      chainSeq: row.chainSeq,
      intact: true,
    };
  });
}
