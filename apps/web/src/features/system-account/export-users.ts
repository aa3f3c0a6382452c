import type { UserRow } from '@notaria/contracts';
import type { ExportColumn } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';

/** The columns of the account list's .xlsx export; numbers such as ID cards stay text. */
export const USER_EXPORT_COLUMNS: ExportColumn<UserRow>[] = [
  { title: '账号', value: (u) => u.account },
  { title: '姓名', value: (u) => u.name, width: 10 },
  { title: '手机号', value: (u) => u.phone, width: 14 },
  { title: '身份证号', value: (u) => u.idCard, width: 22 },
  { title: '部门', value: (u) => u.deptName },
  { title: '角色', value: (u) => u.roleNames.join('、'), width: 24 },
  { title: '公证员执业证号', value: (u) => u.notaryCertNo, width: 18 },
  { title: '状态', value: (u) => (u.activated ? '启用' : '停用'), width: 8 },
  { title: '创建时间', value: (u) => parseTime(u.createdAt) ?? '', width: 20 },
];
