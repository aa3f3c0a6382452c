/**
 * The 15-working-day clock of a case (办理期限). Dates are calendar days in China (UTC+8), as `YYYY-MM-DD`.
 *
 * HOLIDAYS and MAKEUP_WORKDAYS are the one place the official holiday schedule lives (国务院办公厅 notice on
 * the 2026 holidays). Add the next year's schedule here when it is published; a year without an entry
 * only skips weekends.
 */
export const HOLIDAYS: ReadonlySet<string> = new Set([
  // 元旦
  '2026-01-01',
  '2026-01-02',
  '2026-01-03',
  // 春节
  '2026-02-15',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-02-20',
  '2026-02-21',
  '2026-02-22',
  '2026-02-23',
  // 清明节
  '2026-04-04',
  '2026-04-05',
  '2026-04-06',
  // 劳动节
  '2026-05-01',
  '2026-05-02',
  '2026-05-03',
  '2026-05-04',
  '2026-05-05',
  // 端午节
  '2026-06-19',
  '2026-06-20',
  '2026-06-21',
  // 中秋节
  '2026-09-25',
  '2026-09-26',
  '2026-09-27',
  // 国庆节
  '2026-10-01',
  '2026-10-02',
  '2026-10-03',
  '2026-10-04',
  '2026-10-05',
  '2026-10-06',
  '2026-10-07',
]);
/** Weekend days that are working days (调休上班). */
export const MAKEUP_WORKDAYS: ReadonlySet<string> = new Set(['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10']);

export const CASE_TIME_LIMIT_DAYS = 15;

const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;

/** The China calendar day of an instant. */
export const chinaDate = (at: Date | string): string => new Date(new Date(at).getTime() + CHINA_OFFSET).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

export function isWorkingDay(day: string): boolean {
  if (MAKEUP_WORKDAYS.has(day)) return true;
  if (HOLIDAYS.has(day)) return false;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** A pause of the clock (补充材料): days from `from` up to the day before `to` do not count; `to` null = still paused. */
export interface ClockPause {
  from: string;
  to: string | null;
}

export interface CaseClock {
  /** The last day of the time limit. */
  deadline: string;
  /** Counted working days left after `today` (0 on the last day; negative: working days overdue). */
  daysLeft: number;
  paused: boolean;
}

/**
 * The clock of a case accepted on `accepted`: the day of acceptance does not count, then CASE_TIME_LIMIT_DAYS
 * working days that are not paused. While a pause is open, the deadline is where it would be if the
 * materials arrived tomorrow (today still paused), and daysLeft stays what it was when the pause began.
 */
export function caseClock(accepted: string, pauses: readonly ClockPause[], today: string, limit = CASE_TIME_LIMIT_DAYS): CaseClock {
  const open = pauses.some((p) => p.to === null);
  const isPaused = (day: string) => pauses.some((p) => day >= p.from && (p.to === null ? day <= today : day < p.to));
  const counts = (day: string) => isWorkingDay(day) && !isPaused(day);
  let day = accepted;
  let counted = 0;
  let usedByToday = 0;
  while (counted < limit) {
    day = addDays(day, 1);
    if (counts(day)) {
      counted++;
      if (day <= today) usedByToday++;
    }
  }
  const deadline = day;
  if (deadline >= today) return { deadline, daysLeft: limit - usedByToday, paused: open };
  let overdue = 0;
  for (let d = addDays(deadline, 1); d <= today; d = addDays(d, 1)) if (counts(d)) overdue++;
  return { deadline, daysLeft: -overdue, paused: open };
}
