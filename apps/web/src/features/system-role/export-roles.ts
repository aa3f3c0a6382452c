import type { RoleRow } from '@notaria/contracts';
import type { ExportColumn } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';

/** The columns of the role list's .xlsx export. */
export const ROLE_EXPORT_COLUMNS: ExportColumn<RoleRow>[] = [
  { title: '名称', value: (r) => r.name, width: 18 },
  { title: '编码', value: (r) => r.code, width: 16 },
  { title: '描述', value: (r) => r.description, width: 32 },
  { title: '用户数', value: (r) => r.userCount, width: 8 },
  { title: '内置', value: (r) => (r.builtin ? '是' : '否'), width: 8 },
  { title: '创建时间', value: (r) => parseTime(r.createdAt) ?? '', width: 20 },
];
