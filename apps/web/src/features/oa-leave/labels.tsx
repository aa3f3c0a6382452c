import { APPROVAL_STATUSES, LEAVE_KINDS, leaveSpanText, type ApprovalStatus, type LeaveRow } from '@notaria/contracts';
import { Tag } from 'antd';
import { kindLabel } from '../../components/leave-calendar/leave-calendar';
import type { ExportColumn } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';

const STATUS_COLORS: Record<ApprovalStatus, string> = { PENDING: 'processing', APPROVED: 'success', REJECTED: 'error', WITHDRAWN: 'default' };
export const statusLabel = (s: string) => APPROVAL_STATUSES[s as ApprovalStatus] ?? s;
export const LeaveStatusTag = ({ status }: { status: string }) => <Tag color={STATUS_COLORS[status as ApprovalStatus] ?? 'default'}>{statusLabel(status)}</Tag>;

export const KIND_OPTIONS = Object.entries(LEAVE_KINDS).map(([value, label]) => ({ value, label }));
export const STATUS_OPTIONS = Object.entries(APPROVAL_STATUSES).map(([value, label]) => ({ value, label }));
export const time = (iso: string) => parseTime(iso, '{y}-{m}-{d} {h}:{i}') ?? '';

export const EXPORT_COLUMNS: ExportColumn<LeaveRow>[] = [
  { title: '请假类型', value: (r) => kindLabel(r.kind), width: 10 },
  { title: '请假时间', value: (r) => leaveSpanText(r), width: 36 },
  { title: '天数', value: (r) => r.days, width: 8 },
  { title: '请假事由', value: (r) => r.reason, width: 40 },
  { title: '工作交接人', value: (r) => r.handoverName, width: 12 },
  { title: '转交业务（件）', value: (r) => (r.status === 'APPROVED' && r.handoverName ? r.handedOverCases : null), width: 14 },
  { title: '状态', value: (r) => statusLabel(r.status), width: 10 },
  { title: '提交时间', value: (r) => time(r.createdAt), width: 18 },
];
