import { TENANT_STATUSES, type TenantRow } from '@notaria/contracts';
import type { ExportColumn } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';

/** The columns of the organisation list's .xlsx export; the status as its Chinese label. */
export const TENANT_EXPORT_COLUMNS: ExportColumn<TenantRow>[] = [
  { title: '名称', value: (t) => t.name, width: 24 },
  { title: '简称', value: (t) => t.alias, width: 12 },
  { title: '联系人', value: (t) => t.contact, width: 10 },
  { title: '电话', value: (t) => t.phone, width: 16 },
  { title: '状态', value: (t) => TENANT_STATUSES[t.status as keyof typeof TENANT_STATUSES] ?? t.status, width: 8 },
  { title: '创建时间', value: (t) => parseTime(t.createdAt) ?? '', width: 20 },
];
