import type { CaseStatisticsQuery } from '@notaria/contracts';
import dayjs, { type Dayjs } from 'dayjs';

export type RangeKey = 'month' | 'quarter' | 'year' | 'twelveMonths' | 'all' | 'custom';
export type DayRange = [Dayjs, Dayjs] | null;

export const RANGE_OPTIONS: { value: RangeKey; label: string }[] = [
  { value: 'month', label: '本月' },
  { value: 'quarter', label: '近三个月' },
  { value: 'year', label: '今年' },
  { value: 'twelveMonths', label: '近十二个月' },
  { value: 'all', label: '全部' },
];

/** The days a quick range covers, up to today; null for all time. */
export function quickRange(key: Exclude<RangeKey, 'custom'>, today: Dayjs = dayjs()): DayRange {
  const end = today.startOf('day');
  switch (key) {
    case 'month':
      return [end.startOf('month'), end];
    case 'quarter':
      return [end.subtract(2, 'month').startOf('month'), end];
    case 'year':
      return [end.startOf('year'), end];
    case 'twelveMonths':
      return [end.subtract(11, 'month').startOf('month'), end];
    case 'all':
      return null;
  }
}

/** Whole days, from the first day's start to the last day's end, as the statistics query. */
export const toQuery = (range: DayRange): CaseStatisticsQuery =>
  range ? { from: range[0].startOf('day').toISOString(), to: range[1].endOf('day').toISOString() } : {};

export const rangeText = (range: DayRange) => (range ? `${range[0].format('YYYY-MM-DD')} 至 ${range[1].format('YYYY-MM-DD')}` : '全部时间');

/** Every month `YYYY-MM` from `first` to `last`, both included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let m = dayjs(`${first}-01`);
  const end = dayjs(`${last}-01`);
  while (!m.isAfter(end) && months.length < 600) {
    months.push(m.format('YYYY-MM'));
    m = m.add(1, 'month');
  }
  return months;
}
