import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { monthClosings } from './month-closing.table.ts';

/** First key of the per-organisation advisory lock between closing a month and booking money into it ('mcls'). */
export const CLOSING_LOCK_CLASS = 0x6d636c73;
const SHANGHAI_OFFSET_MS = 8 * 3600_000; // China has no daylight saving time.

/** The month of an instant in Asia/Shanghai, 'YYYY-MM'. */
export function shanghaiMonth(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 7);
}

/** The instant a Shanghai month starts. */
export function monthStart(month: string): Date {
  return new Date(Date.parse(`${month}-01T00:00:00+08:00`));
}

export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The `count` months up to and including the one of `at`, oldest first. */
export function lastMonths(at: Date, count: number): string[] {
  const [y, m] = shanghaiMonth(at).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const k = y * 12 + (m - 1) - (count - 1 - i);
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
}

export const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

export async function isMonthClosed(tx: Tx, tenantId: number, month: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: monthClosings.id })
    .from(monthClosings)
    .where(and(eq(monthClosings.tenantId, tenantId), eq(monthClosings.month, month)))
    .limit(1);
  return row !== undefined;
}

/** The last closed month of an organisation, or null. */
export async function lastClosedMonth(tx: Tx, tenantId: number): Promise<string | null> {
  const [row] = await tx
    .select({ month: monthClosings.month })
    .from(monthClosings)
    .where(eq(monthClosings.tenantId, tenantId))
    .orderBy(desc(monthClosings.month))
    .limit(1);
  return row?.month ?? null;
}

/**
 * Refuses a booking (payment, cancellation, refund, adjustment) dated in a closed month. Holds a shared lock
 * until the caller's transaction ends, so a month cannot be closed between this check and the booking.
 */
export async function assertMonthOpen(tx: Tx, tenantId: number, at: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${CLOSING_LOCK_CLASS}, ${tenantId})`);
  const month = shanghaiMonth(at);
  if (await isMonthClosed(tx, tenantId, month)) throw new AppError('CONFLICT', `${monthLabel(month)}已月结，不能再记入该月的收付款；更正请记入下一个未结月份`);
}
