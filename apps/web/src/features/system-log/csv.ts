import type { OperateLogQuery, OperateLogRow, PageResult } from '@notaria/contracts';
import { parseTime } from '../../utils/time';
import { getLogPage, type LogFilters } from './api/get-log-page';
import { actionLabel, moduleLabel, resultLabel } from './labels';

export const BOM = '\uFEFF';
export const EXPORT_PAGE_SIZE = 500;

/** One CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

const COLUMNS: [string, (r: OperateLogRow) => unknown][] = [
  ['时间', (r) => parseTime(new Date(r.at))],
  ['操作人', (r) => r.userName],
  ['账号', (r) => r.account],
  ['模块', (r) => moduleLabel(r.module)],
  ['操作', (r) => actionLabel(r.action)],
  ['对象编号', (r) => r.targetId],
  ['结果', (r) => resultLabel(r.result)],
  ['错误码', (r) => r.errorCode],
  ['消息', (r) => r.message],
  ['变更字段数', (r) => r.changeCount],
  ['耗时(毫秒)', (r) => r.durationMs],
  ['请求方法', (r) => r.method],
  ['请求路径', (r) => r.path],
  ['IP', (r) => r.ip],
  ['客户端', (r) => r.userAgent],
  ['请求编号', (r) => r.requestId],
];

/** UTF-8 CSV with a byte-order mark (so Excel reads the Chinese), CRLF line ends. */
export function logsToCsv(rows: OperateLogRow[]): string {
  const lines = [COLUMNS.map(([h]) => csvCell(h)).join(','), ...rows.map((r) => COLUMNS.map(([, get]) => csvCell(get(r))).join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Every row matching the filters, fetched 500 at a time. */
export async function fetchAllLogs(
  filters: LogFilters,
  fetchPage: (q: OperateLogQuery) => Promise<PageResult<OperateLogRow>> = getLogPage,
  onProgress?: (done: number, total: number) => void,
): Promise<OperateLogRow[]> {
  const rows: OperateLogRow[] = [];
  for (let current = 1; ; current++) {
    const page = await fetchPage({ ...filters, current, size: EXPORT_PAGE_SIZE });
    rows.push(...page.list);
    onProgress?.(rows.length, page.total);
    if (page.list.length < EXPORT_PAGE_SIZE || rows.length >= page.total) return rows;
  }
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
