import { APPLICANT_TYPE_LABELS, CAPTURE_TYPE_LABELS, STATISTICS_GRANULARITY_LABELS, type EvidenceStatistics } from '@notaria/contracts';
import type { ExportColumn } from '../../../lib/export-xlsx';
import { parseTime } from '../../../utils/time';
import { formatBytes } from '../labels';

/** The numbers of 证据统计 as the tables and the workbook show them: one definition for both. */

type S = EvidenceStatistics;
export type PeriodRow = S['byPeriod'][number];
export type AmountRow = { key: string; name: string; count: number; bytes: number };
export type ApplicantRow = S['topApplicants'][number];
export type ReasonRow = S['failures']['byReason'][number];
export type FailureRow = S['failures']['recent'][number];

export const share = (n: number, total: number) => (total ? `${((n / total) * 100).toFixed(1)}%` : '—');
export const rangeLabel = (s: S) => `${s.from} 至 ${s.to}（${STATISTICS_GRANULARITY_LABELS[s.granularity]}）`;

export const periodColumns: ExportColumn<PeriodRow>[] = [
  { title: '统计周期', value: (p) => p.name, width: 16 },
  { title: '取证（件）', value: (p) => p.captures, width: 10 },
  { title: '存证（件）', value: (p) => p.deposits, width: 10 },
  { title: '合计（件）', value: (p) => p.count, width: 10 },
  { title: '数据量', value: (p) => formatBytes(p.bytes), width: 12 },
  { title: '数据量（字节）', value: (p) => p.bytes, width: 16 },
];

export const amountColumns = (nameTitle: string, total: number): ExportColumn<AmountRow>[] => [
  { title: nameTitle, value: (b) => b.name, width: 22 },
  { title: '件数', value: (b) => b.count, width: 10 },
  { title: '占总数', value: (b) => share(b.count, total), width: 10 },
  { title: '数据量', value: (b) => formatBytes(b.bytes), width: 12 },
  { title: '数据量（字节）', value: (b) => b.bytes, width: 16 },
];

export const applicantColumns: ExportColumn<ApplicantRow>[] = [
  { title: '申请人', value: (a) => a.name, width: 26 },
  { title: '申请人类型', value: (a) => APPLICANT_TYPE_LABELS[a.type], width: 10 },
  { title: '件数', value: (a) => a.count, width: 10 },
  { title: '数据量', value: (a) => formatBytes(a.bytes), width: 12 },
  { title: '数据量（字节）', value: (a) => a.bytes, width: 16 },
];

export const reasonColumns = (total: number): ExportColumn<ReasonRow>[] => [
  { title: '失败原因', value: (r) => r.reason, width: 40 },
  { title: '件数', value: (r) => r.count, width: 10 },
  { title: '占失败数', value: (r) => share(r.count, total), width: 10 },
];

export const failureColumns: ExportColumn<FailureRow>[] = [
  { title: '证据编号', value: (f) => f.evidenceNo, width: 18 },
  { title: '证据名称', value: (f) => f.title, width: 26 },
  { title: '取证方式', value: (f) => CAPTURE_TYPE_LABELS[f.captureType], width: 12 },
  { title: '网址', value: (f) => f.targetUrl, width: 36 },
  { title: '失败原因', value: (f) => f.reason, width: 36 },
  { title: '取证时间', value: (f) => parseTime(f.createdAt, '{y}-{m}-{d} {h}:{i}') ?? '', width: 18 },
];

/** The headline figures, for the cards and the overview sheet. */
export function headline(s: S) {
  const [captures, deposits] = s.byKind;
  return [
    { key: 'total', name: '证据总数', value: `${s.total.count} 件`, note: `取证 ${captures.count} 件，存证 ${deposits.count} 件` },
    { key: 'sealed', name: '已固定', value: `${s.total.sealed} 件`, note: `占 ${share(s.total.sealed, s.total.count)}` },
    { key: 'pending', name: '待确认', value: `${s.total.pending} 件`, note: '取证或存证后待申请人确认' },
    { key: 'failed', name: '取证失败', value: `${s.total.failed} 件`, note: `失败率 ${share(s.total.failed, captures.count)}` },
    { key: 'bytes', name: '证据数据量', value: formatBytes(s.total.bytes), note: `占用存储 ${formatBytes(s.total.storedBytes)}（仅哈希的不占存储）` },
  ];
}
