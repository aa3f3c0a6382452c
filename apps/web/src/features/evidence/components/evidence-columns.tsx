import { APPLICANT_TYPE_LABELS, CAPTURE_TYPE_LABELS, EVIDENCE_STATUS_LABELS, type EvidenceProgress, type EvidenceRow } from '@notaria/contracts';
import type { TableColumnsType } from 'antd';
import type { ExportColumn } from '../../../lib/export-xlsx';
import { parseTime } from '../../../utils/time';
import { formatBytes } from '../labels';
import { applicantColumn, listTime, numberColumn } from './shared-columns';
import { StatusCell } from './status-cell';

/** The columns of 取证列表; the number opens the detail, the status follows the live progress. */
export function evidenceColumns(live: Record<number, EvidenceProgress>, onOpen: (row: EvidenceRow) => void): TableColumnsType<EvidenceRow> {
  return [
    numberColumn('证据编号', onOpen),
    { title: '证据名称', dataIndex: 'title', width: 220, ellipsis: true },
    { title: '取证方式', dataIndex: 'captureType', width: 100, render: (v: EvidenceRow['captureType']) => CAPTURE_TYPE_LABELS[v] },
    applicantColumn(150),
    { title: '状态', dataIndex: 'status', width: 190, render: (_, r) => <StatusCell row={r} live={live[r.id]} /> },
    { title: '文件', dataIndex: 'artifactCount', width: 130, render: (n: number, r) => (n ? `${n} 个 · ${formatBytes(r.totalBytes)}` : '—') },
    { title: '取证人', dataIndex: 'operatorName', width: 90 },
    { title: '取证时间', dataIndex: 'createdAt', width: 140, render: listTime },
    { title: '固定时间', dataIndex: 'sealedAt', width: 140, render: listTime },
  ];
}

export const EXPORT_COLUMNS: ExportColumn<EvidenceRow>[] = [
  { title: '证据编号', value: (r) => r.evidenceNo, width: 18 },
  { title: '证据名称', value: (r) => r.title, width: 30 },
  { title: '取证方式', value: (r) => CAPTURE_TYPE_LABELS[r.captureType], width: 12 },
  { title: '网址', value: (r) => r.targetUrl, width: 40 },
  { title: '申请人', value: (r) => r.applicantName, width: 20 },
  { title: '申请人类型', value: (r) => APPLICANT_TYPE_LABELS[r.applicantType], width: 10 },
  { title: '状态', value: (r) => EVIDENCE_STATUS_LABELS[r.status], width: 20 },
  { title: '文件数', value: (r) => r.artifactCount, width: 8 },
  { title: '总大小（字节）', value: (r) => r.totalBytes, width: 14 },
  { title: '取证人', value: (r) => r.operatorName, width: 10 },
  { title: '取证时间', value: (r) => parseTime(r.createdAt), width: 20 },
  { title: '固定时间', value: (r) => parseTime(r.sealedAt), width: 20 },
  { title: '失败原因', value: (r) => r.failureReason, width: 30 },
];
