import {
  ARCHIVE_RETENTION_LABELS,
  ARCHIVE_RETENTIONS,
  ARCHIVE_VOLUME_KIND_LABELS,
  ARCHIVE_VOLUME_KINDS,
  ARCHIVE_VOLUME_STATUS_LABELS,
  ARCHIVE_VOLUME_STATUSES,
} from '@notaria/contracts';
import { Form, InputNumber } from 'antd';
import { SelectFilter, TextFilter } from '../../../components/list/search-form';
import { useArchiveStatistics } from '../api/volumes';
import type { VolumeFilters } from '../api/volumes';

/** The search form's values; the location comes from the tree beside the list. */
export type VolumeFilterValues = Omit<VolumeFilters, 'locationId'>;

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((value) => ({ value, label: labels[value] }));

export const toVolumeFilters = (v: VolumeFilterValues): VolumeFilterValues => ({
  year: v.year ?? undefined,
  archiveNo: v.archiveNo?.trim() || undefined,
  caseNumber: v.caseNumber?.trim() || undefined,
  party: v.party?.trim() || undefined,
  category: v.category || undefined,
  retention: v.retention || undefined,
  status: v.status || undefined,
  volumeKind: v.volumeKind || undefined,
});

/** 年度, 档案号, 业务编号, 当事人, 类别 (those the office has volumes of), 保管期限, 卷别, 状态. */
export function VolumeFilterFields() {
  const categories = useArchiveStatistics().data?.byCategory ?? [];
  return (
    <>
      <Form.Item name="year" label="年度">
        <InputNumber aria-label="年度" min={1900} max={9999} precision={0} placeholder="如 2026" style={{ width: 100 }} />
      </Form.Item>
      <TextFilter name="archiveNo" label="档案号" width={150} />
      <TextFilter name="caseNumber" label="业务编号" width={150} />
      <TextFilter name="party" label="当事人" placeholder="姓名或名称" width={130} />
      <SelectFilter name="category" label="类别" aria-label="类别" width={130} options={categories.map((c) => ({ value: c.key, label: c.label }))} />
      <SelectFilter name="retention" label="保管期限" aria-label="保管期限" width={100} options={options(ARCHIVE_RETENTIONS, ARCHIVE_RETENTION_LABELS)} />
      <SelectFilter name="volumeKind" label="卷别" aria-label="卷别" width={100} options={options(ARCHIVE_VOLUME_KINDS, ARCHIVE_VOLUME_KIND_LABELS)} />
      <SelectFilter name="status" label="状态" aria-label="状态" width={100} options={options(ARCHIVE_VOLUME_STATUSES, ARCHIVE_VOLUME_STATUS_LABELS)} />
    </>
  );
}
