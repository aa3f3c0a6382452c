import {
  SEAL_KINDS,
  SEAL_STATUSES,
  SEAL_TYPES,
  SEAL_USE_STATUSES,
  type SealKind,
  type SealStatus,
  type SealType,
  type SealUseRow,
  type SealUseStatus,
} from '@notaria/contracts';
import { Tag } from 'antd';
import type { ExportColumn } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';

export const sealTypeLabel = (t: string) => SEAL_TYPES[t as SealType] ?? t;
export const sealKindLabel = (k: string) => SEAL_KINDS[k as SealKind] ?? k;
export const time = (iso: string | null) => (iso ? (parseTime(iso, '{y}-{m}-{d} {h}:{i}') ?? '') : '');

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
export const SEAL_TYPE_OPTIONS = options(SEAL_TYPES);
export const SEAL_KIND_OPTIONS = options(SEAL_KINDS);
export const SEAL_STATUS_OPTIONS = options(SEAL_STATUSES);
export const USE_STATUS_OPTIONS = options(SEAL_USE_STATUSES);

const SEAL_STATUS_COLORS: Record<SealStatus, string> = { ACTIVE: 'success', DISABLED: 'default', LOST: 'error' };
export const SealStatusTag = ({ status }: { status: SealStatus }) => <Tag color={SEAL_STATUS_COLORS[status]}>{SEAL_STATUSES[status]}</Tag>;

const USE_STATUS_COLORS: Record<SealUseStatus, string> = {
  PENDING: 'processing',
  APPROVED: 'warning',
  REJECTED: 'error',
  WITHDRAWN: 'default',
  STAMPED: 'success',
};
export const UseStatusTag = ({ status }: { status: SealUseStatus }) => <Tag color={USE_STATUS_COLORS[status]}>{SEAL_USE_STATUSES[status]}</Tag>;

export const USE_EXPORT_COLUMNS: ExportColumn<SealUseRow>[] = [
  { title: '印章', value: (r) => r.sealName, width: 24 },
  { title: '文件名称', value: (r) => r.documentName, width: 30 },
  { title: '份数', value: (r) => r.copies, width: 8 },
  { title: '用印次数', value: (r) => r.impressions, width: 10 },
  { title: '用印事由', value: (r) => r.purpose, width: 40 },
  { title: '文件送往单位', value: (r) => r.counterparty, width: 24 },
  { title: '空白文书', value: (r) => (r.blank ? '是' : '否'), width: 10 },
  { title: '申请人', value: (r) => r.applicantName, width: 10 },
  { title: '状态', value: (r) => SEAL_USE_STATUSES[r.status], width: 10 },
  { title: '提交时间', value: (r) => time(r.createdAt), width: 18 },
  { title: '用印时间', value: (r) => time(r.stampedAt), width: 18 },
];

/** Short hash for a table cell; the whole value is in its tooltip and the export. */
export const shortHash = (h: string | null) => (h ? `${h.slice(0, 8)}…${h.slice(-4)}` : '—');
