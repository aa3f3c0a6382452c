import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { datedFileName, downloadXlsx, type ExportColumn } from '../../lib/export-xlsx';
import { notify } from '../../lib/notify';

export interface ExportButtonProps<T> {
  /** What a row is, e.g. 编号规则; names the file, the sheet and the messages. */
  noun: string;
  /** Measure word of the success message: 已导出 3 个账号. */
  measure?: string;
  columns: ExportColumn<T>[];
  /** Every row of the filtered list; report progress for long lists. */
  fetchAll: (onProgress: (loaded: number, total: number) => void) => Promise<T[]>;
  disabled?: boolean;
  label?: string;
  /** Without the date and extension; defaults to the noun. */
  fileName?: string;
}

/** 导出 Excel: every record of the filtered list, fetched page by page, written as a real .xlsx. */
export function ExportButton<T>({ noun, measure = '条', columns, fetchAll, disabled, label = '导出 Excel', fileName = noun }: ExportButtonProps<T>) {
  const [progress, setProgress] = useState<string | null>(null);
  const run = async () => {
    setProgress('正在导出…');
    try {
      const rows = await fetchAll((loaded, total) => setProgress(`正在导出 ${loaded}/${total}`));
      if (rows.length === 0) {
        notify.error(`没有符合条件的${noun}可导出`, 3);
        return;
      }
      await downloadXlsx(datedFileName(fileName), rows, columns, noun);
      notify.success(`已导出 ${rows.length} ${measure}${noun}`);
    } catch {
      // The request layer has shown why.
    } finally {
      setProgress(null);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={progress !== null} disabled={disabled} onClick={() => void run()}>
      {progress ?? label}
    </Button>
  );
}
