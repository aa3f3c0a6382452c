import writeXlsxFile, { type SheetData } from 'write-excel-file/browser';
import { parseTime } from '../utils/time';
import { saveBlob } from './save-file';

export interface ExportColumn<T> {
  title: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
  /** Column width in characters. */
  width?: number;
}

export interface PageOf<T> {
  list: T[];
  total: number;
}

const PAGE = 500;

/** `名称-YYYYMMDD` with today's local date, for export file names. */
export const datedFileName = (name: string) => `${name}-${parseTime(new Date(), '{y}{m}{d}')}`;

/** The header row in bold, then one row per record; empty values stay empty cells. */
export function buildSheet<T>(rows: T[], columns: ExportColumn<T>[]): SheetData {
  const header = columns.map((c) => ({ value: c.title, fontWeight: 'bold' as const }));
  return [header, ...rows.map((row) => columns.map((c) => c.value(row) ?? null))];
}

/** Every record a paged call can give, 500 at a time; `onProgress(loaded, total)` after each page. */
export async function fetchAllPages<T>(
  fetchPage: (current: number, size: number) => Promise<PageOf<T>>,
  onProgress?: (loaded: number, total: number) => void,
): Promise<T[]> {
  const all: T[] = [];
  for (let current = 1; ; current++) {
    const page = await fetchPage(current, PAGE);
    all.push(...page.list);
    onProgress?.(all.length, page.total);
    if (page.list.length < PAGE || all.length >= page.total) return all;
  }
}

export function xlsxBlob<T>(rows: T[], columns: ExportColumn<T>[], sheet = 'Sheet1'): Promise<Blob> {
  return writeXlsxFile(buildSheet(rows, columns), { sheet, columns: columns.map((c) => ({ width: c.width ?? 16 })), stickyRowsCount: 1 }).toBlob();
}

/** One sheet of a workbook: its name (at most 31 characters), rows and column widths. */
export interface WorkbookSheet {
  name: string;
  data: SheetData;
  widths: number[];
}

export const workbookSheet = <T>(name: string, rows: T[], columns: ExportColumn<T>[]): WorkbookSheet => ({
  name,
  data: buildSheet(rows, columns),
  widths: columns.map((c) => c.width ?? 16),
});

export function workbookBlob(sheets: WorkbookSheet[]): Promise<Blob> {
  return writeXlsxFile(sheets.map((s) => ({ data: s.data, sheet: s.name, columns: s.widths.map((width) => ({ width })), stickyRowsCount: 1 }))).toBlob();
}

/** Writes a real .xlsx and lets the browser save it as `<fileName>.xlsx`. */
export async function downloadXlsx<T>(fileName: string, rows: T[], columns: ExportColumn<T>[], sheet?: string): Promise<void> {
  saveBlob(await xlsxBlob(rows, columns, sheet), `${fileName}.xlsx`);
}

/** Like `downloadXlsx`, with one sheet per entry of `sheets`. */
export async function downloadWorkbook(fileName: string, sheets: WorkbookSheet[]): Promise<void> {
  saveBlob(await workbookBlob(sheets), `${fileName}.xlsx`);
}
