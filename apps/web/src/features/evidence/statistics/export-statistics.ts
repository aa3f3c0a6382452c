import type { EvidenceStatistics } from '@notaria/contracts';
import { datedFileName, downloadWorkbook, workbookSheet, type ExportColumn, type WorkbookSheet } from '../../../lib/export-xlsx';
import { parseTime } from '../../../utils/time';
import { amountColumns, applicantColumns, failureColumns, headline, periodColumns, rangeLabel, reasonColumns } from './figures';

interface Figure {
  name: string;
  value: string;
}
const FIGURES: ExportColumn<Figure>[] = [
  { title: '指标', value: (f) => f.name, width: 16 },
  { title: '数值', value: (f) => f.value, width: 40 },
];

/** 概览, then one sheet per table of the page. */
export function statisticsSheets(s: EvidenceStatistics): WorkbookSheet[] {
  const figures: Figure[] = [
    { name: '统计区间', value: rangeLabel(s) },
    { name: '导出时间', value: parseTime(new Date(), '{y}-{m}-{d} {h}:{i}') ?? '' },
    ...headline(s).map((h) => ({ name: h.name, value: `${h.value}（${h.note}）` })),
  ];
  return [
    workbookSheet('概览', figures, FIGURES),
    workbookSheet('按周期', s.byPeriod, periodColumns),
    workbookSheet('按取证方式', s.byType, amountColumns('取证方式', s.total.count)),
    workbookSheet('按状态', s.byStatus, amountColumns('状态', s.total.count)),
    workbookSheet('申请人排行', s.topApplicants, applicantColumns),
    workbookSheet('失败原因', s.failures.byReason, reasonColumns(s.failures.total)),
    workbookSheet('最近失败', s.failures.recent, failureColumns),
  ];
}

export const downloadStatistics = (s: EvidenceStatistics) => downloadWorkbook(datedFileName('证据统计'), statisticsSheets(s));
