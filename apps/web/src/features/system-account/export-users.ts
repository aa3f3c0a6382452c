import type { UserRow } from '@notaria/contracts';
import { parseTime } from '../../utils/time';

/** Makes Excel read the file as UTF-8 (Chinese text would be garbled otherwise). */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that Excel would run as a formula (= + - @ at the start) gets a leading apostrophe, and
 * long digit strings (ID card and phone numbers) a leading tab so Excel keeps every digit.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  else if (/^\d{11,}[Xx]?$/.test(s)) s = `\t${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return UTF8_BOM + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const USER_CSV_HEADER = ['账号', '姓名', '手机号', '身份证号', '部门', '角色', '公证员执业证号', '状态', '创建时间'] as const;

export function usersToCsv(users: readonly UserRow[]): string {
  return toCsv(
    USER_CSV_HEADER,
    users.map((u) => [
      u.account,
      u.name,
      u.phone,
      u.idCard,
      u.deptName,
      u.roleNames.join('、'),
      u.notaryCertNo,
      u.activated ? '启用' : '停用',
      parseTime(u.createdAt) ?? '',
    ]),
  );
}

/** Saves text as a file through a temporary link. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
