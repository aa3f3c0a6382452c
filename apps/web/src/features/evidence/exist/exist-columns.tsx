import { APPLICANT_TYPE_LABELS, EVIDENCE_STATUS_LABELS, type EvidenceRow } from '@notaria/contracts';
import { Tag, type TableColumnsType } from 'antd';
import type { ExportColumn } from '../../../lib/export-xlsx';
import { parseTime } from '../../../utils/time';
import { applicantColumn, listTime, numberColumn } from '../components/shared-columns';
import { StatusCell } from '../components/status-cell';
import { formatBytes } from '../labels';
import { ExpiryCell } from './expiry';

const hashOnly = (r: EvidenceRow) => r.captureType === 'HASH_ONLY';

/** The columns of 存证列表; the number opens the detail. */
export function existColumns(onOpen: (row: EvidenceRow) => void): TableColumnsType<EvidenceRow> {
  return [
    numberColumn('存证编号', onOpen),
    {
      title: '证据名称',
      dataIndex: 'title',
      width: 230,
      ellipsis: true,
      render: (v: string, r) => (
        <span>
          {hashOnly(r) && <Tag color="purple">仅哈希</Tag>}
          {v}
        </span>
      ),
    },
    applicantColumn(160),
    { title: '文件数', dataIndex: 'artifactCount', width: 80, align: 'right' },
    { title: '总大小', dataIndex: 'totalBytes', width: 100, align: 'right', render: (n: number) => formatBytes(n) },
    { title: '状态', dataIndex: 'status', width: 170, render: (_, r) => <StatusCell row={r} /> },
    { title: '固定时间', dataIndex: 'sealedAt', width: 140, render: listTime },
    { title: '到期时间', dataIndex: 'expiresAt', width: 190, render: (v: string | null) => <ExpiryCell expiresAt={v} /> },
    { title: '存证时间', dataIndex: 'createdAt', width: 140, render: listTime },
  ];
}

export const EXIST_EXPORT_COLUMNS: ExportColumn<EvidenceRow>[] = [
  { title: '存证编号', value: (r) => r.evidenceNo, width: 18 },
  { title: '证据名称', value: (r) => r.title, width: 30 },
  { title: '存证方式', value: (r) => (hashOnly(r) ? '仅哈希' : '上传文件'), width: 10 },
  { title: '申请人', value: (r) => r.applicantName, width: 20 },
  { title: '申请人类型', value: (r) => APPLICANT_TYPE_LABELS[r.applicantType], width: 10 },
  { title: '文件数', value: (r) => r.artifactCount, width: 8 },
  { title: '总大小（字节）', value: (r) => r.totalBytes, width: 14 },
  { title: '状态', value: (r) => EVIDENCE_STATUS_LABELS[r.status], width: 20 },
  { title: '固定时间', value: (r) => parseTime(r.sealedAt), width: 20 },
  { title: '到期时间', value: (r) => parseTime(r.expiresAt), width: 20 },
  { title: '存证时间', value: (r) => parseTime(r.createdAt), width: 20 },
  { title: '经办人', value: (r) => r.operatorName, width: 10 },
];
