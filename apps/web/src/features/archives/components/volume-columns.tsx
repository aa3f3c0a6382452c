import {
  ARCHIVE_RETENTION_LABELS,
  ARCHIVE_VOLUME_KIND_LABELS,
  ARCHIVE_VOLUME_STATUS_LABELS,
  type ArchiveVolumeRow,
  type ArchiveVolumeStatus,
} from '@notaria/contracts';
import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { ExportColumn } from '../../../lib/export-xlsx';
import { parseTime } from '../../../utils/time';

const STATUS_COLORS: Record<ArchiveVolumeStatus, string> = { IN_STORE: 'success', BORROWED: 'warning', TRANSFERRED: 'blue', DESTROYED: 'default' };
const day = (v: string | null) => (v ? parseTime(v, '{y}-{m}-{d}') : null);

/** 永久, or 长期（30 年，至 2056-05-01）. */
export const retentionText = (r: Pick<ArchiveVolumeRow, 'retention' | 'retentionYears' | 'retentionUntil'>) =>
  r.retention === 'PERMANENT' ? '永久' : `${ARCHIVE_RETENTION_LABELS[r.retention]}（${r.retentionYears ?? '—'} 年，至 ${day(r.retentionUntil) ?? '—'}）`;

export const StatusTag = ({ status }: { status: ArchiveVolumeStatus }) => <Tag color={STATUS_COLORS[status]}>{ARCHIVE_VOLUME_STATUS_LABELS[status]}</Tag>;

export function volumeColumns(onOpen: (row: ArchiveVolumeRow) => void): TableColumnsType<ArchiveVolumeRow> {
  return [
    {
      title: '档案号',
      dataIndex: 'archiveNo',
      width: 190,
      fixed: 'left',
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0, fontVariantNumeric: 'tabular-nums' }} onClick={() => onOpen(r)}>
          {v}
        </Button>
      ),
    },
    { title: '年度', dataIndex: 'year', width: 70 },
    { title: '业务编号', dataIndex: 'caseNumber', width: 170 },
    { title: '当事人', dataIndex: 'parties', width: 150, ellipsis: { showTitle: false }, render: (v: string) => <Tooltip title={v}>{v || '—'}</Tooltip> },
    { title: '公证事项', dataIndex: 'matters', width: 160, ellipsis: { showTitle: false }, render: (v: string) => <Tooltip title={v}>{v || '—'}</Tooltip> },
    { title: '类别', dataIndex: 'categoryName', width: 100, render: (v: string) => v || '—' },
    {
      title: '卷别',
      dataIndex: 'volumeKind',
      width: 100,
      render: (_, r) => (
        <>
          <Tag color={r.volumeKind === 'SECRET' ? 'red' : undefined}>{ARCHIVE_VOLUME_KIND_LABELS[r.volumeKind]}</Tag>
          {r.hasSubVolume && <Tag>副卷</Tag>}
        </>
      ),
    },
    { title: '保管期限', dataIndex: 'retention', width: 200, render: (_, r) => retentionText(r) },
    { title: '库位', dataIndex: 'locationPath', width: 180, ellipsis: true, render: (v: string) => v || '未上架' },
    { title: '件数', dataIndex: 'itemCount', width: 60, align: 'right' },
    { title: '状态', dataIndex: 'status', width: 80, render: (s: ArchiveVolumeStatus) => <StatusTag status={s} /> },
    { title: '归档时间', dataIndex: 'receivedAt', width: 110, render: (v: string) => day(v) },
  ];
}

export const VOLUME_EXPORT_COLUMNS: ExportColumn<ArchiveVolumeRow>[] = [
  { title: '档案号', value: (r) => r.archiveNo, width: 22 },
  { title: '年度', value: (r) => r.year, width: 8 },
  { title: '业务编号', value: (r) => r.caseNumber, width: 20 },
  { title: '当事人', value: (r) => r.parties, width: 24 },
  { title: '公证事项', value: (r) => r.matters, width: 24 },
  { title: '类别', value: (r) => r.categoryName, width: 12 },
  { title: '卷别', value: (r) => `${ARCHIVE_VOLUME_KIND_LABELS[r.volumeKind]}${r.hasSubVolume ? '（含副卷）' : ''}`, width: 12 },
  { title: '保管期限', value: (r) => retentionText(r), width: 28 },
  { title: '库位', value: (r) => r.locationPath, width: 24 },
  { title: '件数', value: (r) => r.itemCount, width: 8 },
  { title: '状态', value: (r) => ARCHIVE_VOLUME_STATUS_LABELS[r.status], width: 10 },
  { title: '归档时间', value: (r) => parseTime(r.receivedAt), width: 20 },
  { title: '接收人', value: (r) => r.receivedByName, width: 10 },
];
