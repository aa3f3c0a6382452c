import { FINANCE_VIEW_PAGES, hasAnyPermission, type DashboardSummary } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { moneyAtAGlance } from '../finance/finance.api.ts';
import { OFFICE_TIME_ZONE, previousSignIn, signInsByDay, tenantFigures } from './dashboard.repo.ts';

const DAYS = 7;

/** The last `DAYS` calendar days in the office's time zone, oldest first, as YYYY-MM-DD. */
export function lastDays(now = new Date(), days = DAYS): string[] {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE });
  return Array.from({ length: days }, (_, i) => fmt.format(new Date(now.getTime() - (days - 1 - i) * 86_400_000)));
}

export async function dashboardSummary(db: Database, actor: Actor, idleMinutes: number): Promise<DashboardSummary> {
  const { figures, byDay, money } = await inTenant(db, actor.tenantId, async (tx) => ({
    figures: await tenantFigures(tx, idleMinutes),
    byDay: await signInsByDay(tx, DAYS),
    money: hasAnyPermission(actor.permissions, FINANCE_VIEW_PAGES) ? await moneyAtAGlance(tx, actor.tenantId) : null,
  }));
  const last = await inTenant(db, actor.homeTenantId, (tx) => previousSignIn(tx, actor.userId));
  const counts = new Map(byDay.map((r) => [r.date, r.count]));
  return {
    ...figures,
    signInsByDay: lastDays().map((date) => ({ date, count: counts.get(date) ?? 0 })),
    lastSignInAt: last ? last.toISOString() : null,
    money,
  };
}
