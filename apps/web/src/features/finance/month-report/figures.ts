import { fenToYuanText, type MonthReport } from '@notaria/contracts';
import type { ExportColumn } from '../../../lib/export-xlsx';

export type Group = MonthReport['byItem'][number];
type Flow = { paymentsFen: number; refundsFen: number; netFen: number };

export const monthText = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5))}月`;

/** The headline figures, in fen, with what each means. */
export function headline(r: MonthReport) {
  const t = r.totals;
  return [
    { key: 'net', name: '净收入', fen: t.netFen, note: '收款 − 退费' },
    { key: 'payments', name: '收款', fen: t.paymentsFen, note: t.cancelledFen ? `已扣作废 ${fenToYuanText(t.cancelledFen)} 元` : '不含记账' },
    { key: 'refunds', name: '退费', fen: t.refundsFen, note: '本月退出' },
    { key: 'gross', name: '应收', fen: t.grossFen, note: '本月受理案件的收费' },
    { key: 'reductions', name: '减免', fen: t.reductionsFen, note: '本月批准' },
    { key: 'passThrough', name: '代收代付', fen: t.passThroughFen, note: '含在收款中，非本处收入' },
    { key: 'onAccount', name: '记账', fen: t.onAccountFen, note: '挂账，未实收' },
  ];
}

const flowColumns = <T extends Flow>(): ExportColumn<T>[] => [
  { title: '收款（元）', value: (g) => fenToYuanText(g.paymentsFen), width: 14 },
  { title: '退费（元）', value: (g) => fenToYuanText(g.refundsFen), width: 14 },
  { title: '净收入（元）', value: (g) => fenToYuanText(g.netFen), width: 14 },
];

export const groupColumns = (title: string): ExportColumn<Group>[] => [
  { title, value: (g) => g.name, width: 20 },
  { title: '件数', value: (g) => g.cases, width: 8 },
  ...flowColumns<Group>(),
];

export const methodColumns: ExportColumn<MonthReport['byMethod'][number]>[] = [{ title: '收款方式', value: (m) => m.name, width: 12 }, ...flowColumns()];
export const dayColumns: ExportColumn<MonthReport['byDay'][number]>[] = [{ title: '日期', value: (d) => d.day, width: 12 }, ...flowColumns()];
export const ageingColumns: ExportColumn<MonthReport['ageing'][number]>[] = [
  { title: '账龄', value: (a) => a.name, width: 12 },
  { title: '件数', value: (a) => a.cases, width: 8 },
  { title: '未收（元）', value: (a) => fenToYuanText(a.outstandingFen), width: 14 },
];
