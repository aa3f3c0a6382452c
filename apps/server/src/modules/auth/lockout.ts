import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../user/user.table.ts';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MINUTES = 10;
export const LOCK_MINUTES = 10;

export const lockedMessage = (until: Date, now = Date.now()) =>
  `密码错误次数过多，账号已锁定，请 ${Math.max(1, Math.ceil((until.getTime() - now) / 60_000))} 分钟后再试`;

/**
 * Counts a wrong password inside a sliding 10-minute window, atomically; the fifth locks the account
 * for 10 minutes.
 */
export async function recordFailure(tx: Tx, userId: number): Promise<{ lockedUntil?: Date }> {
  const windowOpen = sql`${users.failedWindowStart} is not null and ${users.failedWindowStart} > now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`;
  const [row] = await tx
    .update(users)
    .set({
      failedCount: sql`case when ${windowOpen} then ${users.failedCount} + 1 else 1 end`,
      failedWindowStart: sql`case when ${windowOpen} then ${users.failedWindowStart} else now() end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedCount: users.failedCount });
  if (row.failedCount < MAX_FAILURES) return {};
  const lockedUntil = new Date(Date.now() + LOCK_MINUTES * 60_000);
  await tx.update(users).set({ lockedUntil, failedCount: 0, failedWindowStart: null }).where(eq(users.id, userId));
  return { lockedUntil };
}

export const clearFailures = (tx: Tx, userId: number) =>
  tx.update(users).set({ failedCount: 0, failedWindowStart: null, lockedUntil: null }).where(eq(users.id, userId));
