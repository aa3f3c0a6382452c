import { describe, expect, it, vi } from 'vitest';
import { buildSheet, fetchAllPages, xlsxBlob, type ExportColumn } from './export-xlsx';

interface Row {
  name: string;
  count: number;
  note?: string;
}
const columns: ExportColumn<Row>[] = [
  { title: '姓名', value: (r) => r.name },
  { title: '数量', value: (r) => r.count },
  { title: '备注', value: (r) => r.note },
];

describe('export to xlsx', () => {
  it('puts a bold header first and keeps empty values empty', () => {
    expect(buildSheet([{ name: '李明', count: 2 }], columns)).toEqual([
      [
        { value: '姓名', fontWeight: 'bold' },
        { value: '数量', fontWeight: 'bold' },
        { value: '备注', fontWeight: 'bold' },
      ],
      ['李明', 2, null],
    ]);
  });

  it('writes a real xlsx (a zip with the workbook and the text)', async () => {
    const blob = await xlsxBlob([{ name: '王建国', count: 1, note: '含"引号",逗号' }], columns);
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    const bytes = new Uint8Array(buffer);
    expect(String.fromCharCode(bytes[0], bytes[1])).toBe('PK');
    expect(blob.size).toBeGreaterThan(1000);
  });

  it('fetches every page of 500 and reports progress', async () => {
    const fetchPage = vi.fn(async (current: number, size: number) => ({
      list: Array.from({ length: current < 3 ? size : 20 }, (_, i) => ({ name: `${current}-${i}`, count: i })),
      total: 1020,
    }));
    const progress = vi.fn();
    const all = await fetchAllPages(fetchPage, progress);
    expect(all).toHaveLength(1020);
    expect(fetchPage.mock.calls).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    expect(progress).toHaveBeenLastCalledWith(1020, 1020);
  });
});
