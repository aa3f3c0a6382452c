import { datedFileName, downloadWorkbook, workbookSheet, type ExportColumn, type WorkbookSheet } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';
import { share, type Breakdown, type Bucket, type summaryOf } from './breakdowns';

interface Figure {
  name: string;
  value: string | number;
}
const FIGURE_COLUMNS: ExportColumn<Figure>[] = [
  { title: '指标', value: (f) => f.name, width: 16 },
  { title: '数值', value: (f) => f.value, width: 28 },
];

const bucketColumns = (nameTitle: string, total: number): ExportColumn<Bucket>[] => [
  { title: nameTitle, value: (b) => b.name, width: 28 },
  { title: '业务件数', value: (b) => b.count, width: 12 },
  { title: '占业务总数', value: (b) => share(b.count, total), width: 12 },
];

/** The overview sheet, then one sheet per breakdown. */
export function statisticsSheets(summary: ReturnType<typeof summaryOf>, breakdowns: Breakdown[], rangeLabel: string): WorkbookSheet[] {
  const figures: Figure[] = [
    { name: '统计区间', value: rangeLabel },
    { name: '导出时间', value: parseTime(new Date(), '{y}-{m}-{d} {h}:{i}') ?? '' },
    { name: '业务总数', value: summary.total },
    { name: '办理中', value: summary.inProgress },
    { name: '其中待审批', value: summary.waitApprove },
    { name: '已出证（待送达）', value: summary.certified },
    { name: '待归档', value: summary.waitArchives },
    { name: '已归档', value: summary.archived },
    { name: '已终止', value: summary.suspended },
  ];
  return [
    workbookSheet('概览', figures, FIGURE_COLUMNS),
    ...breakdowns.map((b) => workbookSheet(b.title, b.buckets, bucketColumns(b.nameTitle, summary.total))),
  ];
}

export const downloadStatistics = (summary: ReturnType<typeof summaryOf>, breakdowns: Breakdown[], rangeLabel: string) =>
  downloadWorkbook(datedFileName('业务统计'), statisticsSheets(summary, breakdowns, rangeLabel));
