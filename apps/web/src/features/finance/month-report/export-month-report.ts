import { fenToYuanText, type MonthReport } from '@notaria/contracts';
import { downloadWorkbook, workbookSheet, type ExportColumn } from '../../../lib/export-xlsx';
import { parseTime } from '../../../utils/time';
import { ageingColumns, dayColumns, groupColumns, headline, methodColumns, monthText } from './figures';

interface Figure {
  name: string;
  value: string | number;
}
const FIGURES: ExportColumn<Figure>[] = [
  { title: '指标', value: (f) => f.name, width: 18 },
  { title: '数值', value: (f) => f.value, width: 70 },
];

/** 合计 (with the closing's hashes when closed), then one sheet per table of the page. */
export function monthReportSheets(r: MonthReport) {
  const figures: Figure[] = [
    { name: '月份', value: monthText(r.month) },
    { name: '导出时间', value: parseTime(new Date(), '{y}-{m}-{d} {h}:{i}') ?? '' },
    { name: '收费件数', value: r.totals.casesCharged },
    ...headline(r).map((h) => ({ name: `${h.name}（元）`, value: fenToYuanText(h.fen) })),
    { name: '作废收款（元）', value: fenToYuanText(r.totals.cancelledFen) },
    { name: '月结状态', value: r.closing ? `已月结（${r.closing.closedByName}）` : '未月结' },
    ...(r.closing
      ? [
          { name: 'SHA-256', value: r.closing.sha256 },
          { name: 'SM3', value: r.closing.sm3 },
          { name: '完整性链序号', value: r.closing.chainSeq },
        ]
      : []),
  ];
  return [
    workbookSheet('合计', figures, FIGURES),
    workbookSheet('按业务类别', r.byCategory, groupColumns('业务类别')),
    workbookSheet('按公证事项', r.byItem, groupColumns('公证事项')),
    workbookSheet('按公证员', r.byNotary, groupColumns('公证员')),
    workbookSheet('按收款方式', r.byMethod, methodColumns),
    workbookSheet('按日', r.byDay, dayColumns),
    workbookSheet('应收账龄', r.ageing, ageingColumns),
  ];
}

export const downloadMonthReport = (r: MonthReport) => downloadWorkbook(`月度报表-${r.month}`, monthReportSheets(r));
