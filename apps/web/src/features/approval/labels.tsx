import { APPROVAL_STATUSES, type ApprovalRow, type ApprovalStatus } from '@notaria/contracts';
import { Tag } from 'antd';
import type { ExportColumn } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';

const STATUS_COLORS: Record<ApprovalStatus, string> = { PENDING: 'processing', APPROVED: 'success', REJECTED: 'error', WITHDRAWN: 'default' };

export const statusLabel = (s: string) => APPROVAL_STATUSES[s as ApprovalStatus] ?? s;
export const StatusTag = ({ status }: { status: string }) => <Tag color={STATUS_COLORS[status as ApprovalStatus] ?? 'default'}>{statusLabel(status)}</Tag>;
export const STATUS_OPTIONS = Object.entries(APPROVAL_STATUSES).map(([value, label]) => ({ value, label }));

export const time = (iso: string | null) => (iso ? (parseTime(iso, '{y}-{m}-{d} {h}:{i}') ?? '') : '');

/** 当前步骤: "2/3 主任审批" while running; the outcome once closed. */
export const stepText = (r: ApprovalRow) => (r.status === 'PENDING' ? `${r.currentStep + 1}/${r.stepCount} ${r.stepName}` : statusLabel(r.status));

export const EXPORT_COLUMNS: ExportColumn<ApprovalRow>[] = [
  { title: '申请类型', value: (r) => r.kindTitle, width: 14 },
  { title: '摘要', value: (r) => r.summary, width: 40 },
  { title: '申请人', value: (r) => r.applicantName, width: 10 },
  { title: '审批流程', value: (r) => r.flowName, width: 16 },
  { title: '当前步骤', value: (r) => stepText(r), width: 18 },
  { title: '状态', value: (r) => statusLabel(r.status), width: 8 },
  { title: '提交时间', value: (r) => time(r.createdAt), width: 18 },
  { title: '办结时间', value: (r) => time(r.decidedAt), width: 18 },
];
