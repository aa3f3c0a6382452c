import { useState } from 'react';
import { downloadXlsx, fetchAllPages, type ExportColumn, type PageOf } from '../../lib/export-xlsx';
import { notify } from '../../lib/notify';
import { parseTime } from '../../utils/time';

/** 导出: every record of the filtered list, fetched page by page, written as a real .xlsx. */
export function useExportXlsx<T>(noun: string, fetchPage: (current: number, size: number) => Promise<PageOf<T>>, columns: ExportColumn<T>[]) {
  const [progress, setProgress] = useState<string | null>(null);
  const run = async () => {
    setProgress('正在导出…');
    try {
      const rows = await fetchAllPages(fetchPage, (loaded, total) => setProgress(`正在导出 ${loaded}/${total}`));
      if (rows.length === 0) {
        notify.error(`没有符合条件的${noun}可导出`, 3);
        return;
      }
      await downloadXlsx(`${noun}_${parseTime(new Date(), '{y}{m}{d}{h}{i}')}`, rows, columns, noun);
      notify.success(`已导出 ${rows.length} 条${noun}`);
    } catch {
      // A refused page was already shown by the request layer.
    } finally {
      setProgress(null);
    }
  };
  return { run, progress, busy: progress !== null };
}
