import { STATISTICS_MAX_PERIODS, type StatisticsGranularity } from '@notaria/contracts';
import { invalid } from '../../../lib/app-error.ts';
import { isCalendarDate, officeDate } from '../../../lib/office-time.ts';

// Calendar days are handled as UTC midnights of the China date, so no step depends on the server's zone.

const DAY = 86_400_000;
const parse = (d: string) => new Date(`${d}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY);
const addMonths = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
/** The Monday on or before `d` (PostgreSQL's date_trunc('week') starts weeks on Monday too). */
const monday = (d: Date) => addDays(d, -((d.getUTCDay() + 6) % 7));

/** The first day of the period `d` falls in. */
export function periodStart(d: Date, g: StatisticsGranularity): Date {
  if (g === 'day') return d;
  if (g === 'week') return monday(d);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

const next = (d: Date, g: StatisticsGranularity) => (g === 'day' ? addDays(d, 1) : g === 'week' ? addDays(d, 7) : addMonths(d, 1));

export function periodName(key: string, g: StatisticsGranularity): string {
  if (g === 'week') return `${key} 起`;
  return g === 'month' ? key.slice(0, 7) : key;
}

export interface StatisticsRange {
  from: string;
  to: string;
  granularity: StatisticsGranularity;
  /** Every period's first day, in order. */
  periods: string[];
  /** [start, end) as instants: from's midnight and the midnight after `to`, in China time. */
  start: Date;
  end: Date;
}

/** The range asked for, the usual window of the granularity when a bound is missing; a 400 when it is upside down or too long. */
export function resolveRange(q: { from?: string; to?: string; granularity?: StatisticsGranularity }, now = new Date()): StatisticsRange {
  const granularity = q.granularity ?? 'day';
  const today = officeDate(now);
  const to = q.to ?? iso(new Date(Date.UTC(today.year, today.month - 1, today.day)));
  if (!isCalendarDate(to) || (q.from !== undefined && !isCalendarDate(q.from))) throw invalid('日期格式应为 YYYY-MM-DD');
  const last = parse(to);
  const defaultFrom = granularity === 'day' ? addDays(last, -29) : granularity === 'week' ? monday(addDays(last, -77)) : addMonths(last, -11);
  const from = q.from ?? iso(defaultFrom);
  const first = parse(from);
  if (first > last) throw invalid('开始日期不能晚于结束日期');
  const periods: string[] = [];
  for (let p = periodStart(first, granularity); p <= last; p = next(p, granularity)) {
    if (periods.length === STATISTICS_MAX_PERIODS) throw invalid(`统计范围过大：最多 ${STATISTICS_MAX_PERIODS} 个统计周期，请缩小日期范围或改用更长的统计周期`);
    periods.push(iso(p));
  }
  const start = new Date(first.getTime() - 8 * 3_600_000);
  return { from, to, granularity, periods, start, end: addDays(start, last.getTime() / DAY - first.getTime() / DAY + 1) };
}
