import type { CaseStatistics, CaseStatus } from '@notaria/contracts';
import { CASE_STATUS_META, statusName } from '../../components/case-status';
import { monthsBetween, type DayRange } from './date-range';

export interface Bucket {
  key: string;
  name: string;
  count: number;
}

export interface Breakdown {
  key: 'month' | 'status' | 'category' | 'item' | 'handler';
  /** Tab and sheet name. */
  title: string;
  /** Header of the name column. */
  nameTitle: string;
  buckets: Bucket[];
}

/** Hex colours of the antd tag colours the status tags use, so the chart matches the tags. */
const TAG_HEX: Record<string, string> = {
  blue: '#1677ff',
  cyan: '#13c2c2',
  orange: '#fa8c16',
  green: '#52c41a',
  red: '#f5222d',
  geekblue: '#2f54eb',
  gold: '#faad14',
  default: '#8c8c8c',
  magenta: '#eb2f96',
  volcano: '#fa541c',
};
export const statusColor = (status: string) => TAG_HEX[CASE_STATUS_META[status as CaseStatus]?.color ?? 'default'] ?? TAG_HEX.default;

/** Every month of the range (or from the first to the last month with cases), months without cases as 0. */
export function monthBuckets(byMonth: Bucket[], range: DayRange): Bucket[] {
  const first = range ? range[0].format('YYYY-MM') : byMonth[0]?.key;
  const last = range ? range[1].format('YYYY-MM') : byMonth.at(-1)?.key;
  if (!first || !last) return [];
  const counts = new Map(byMonth.map((b) => [b.key, b.count]));
  return monthsBetween(first, last).map((m) => ({ key: m, name: `${Number(m.slice(0, 4))}年${Number(m.slice(5))}月`, count: counts.get(m) ?? 0 }));
}

export function breakdownsOf(s: CaseStatistics, range: DayRange): Breakdown[] {
  return [
    { key: 'month', title: '按月份', nameTitle: '月份', buckets: monthBuckets(s.byMonth, range) },
    { key: 'status', title: '按状态', nameTitle: '状态', buckets: s.byStatus.map((b) => ({ ...b, name: statusName(b.key) })) },
    { key: 'category', title: '按公证类别', nameTitle: '公证类别', buckets: s.byCategory.map((b) => ({ ...b, name: b.name || '未分类' })) },
    { key: 'item', title: '按公证事项', nameTitle: '公证事项', buckets: s.byItem },
    { key: 'handler', title: '按承办公证员', nameTitle: '承办公证员', buckets: s.byHandler.map((b) => ({ ...b, name: b.name || `用户 ${b.key}` })) },
  ];
}

const IN_PROGRESS: CaseStatus[] = ['NEW', 'ACCEPTED', 'WAIT_APPROVE', 'APPROVE_PASS', 'APPROVE_REJECT', 'SPECIAL_PENDING'];

/** The headline figures: all cases, and how many are at each stage now. */
export function summaryOf(s: CaseStatistics) {
  const of = (...statuses: CaseStatus[]) => s.byStatus.filter((b) => statuses.includes(b.key as CaseStatus)).reduce((sum, b) => sum + b.count, 0);
  return {
    total: s.total,
    inProgress: of(...IN_PROGRESS),
    waitApprove: of('WAIT_APPROVE'),
    certified: of('CERTIFIED'),
    waitArchives: of('WAIT_ARCHIVES'),
    archived: of('ARCHIVED'),
    suspended: of('SUSPENDED'),
  };
}

/** `count` as a share of `total`, e.g. 12.5%. */
export const share = (count: number, total: number) => (total > 0 ? `${((count / total) * 100).toFixed(1).replace(/\.0$/, '')}%` : '—');
