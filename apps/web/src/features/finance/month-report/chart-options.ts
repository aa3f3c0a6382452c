import { fenToYuanText, type MonthReport } from '@notaria/contracts';
import type { ChartOption } from '../../../components/echart';

const AXIS = { axisLine: { lineStyle: { color: '#d9d9d9' } }, axisLabel: { color: '#595959' } };
const SPLIT = { splitLine: { lineStyle: { color: '#f0f0f0' } } };
const TOOLTIP_BOX = { backgroundColor: 'rgba(255,255,255,0.96)', borderColor: '#f0f0f0', textStyle: { color: '#262626' } };
const PALETTE = ['#1677ff', '#13c2c2', '#722ed1', '#fa8c16', '#eb2f96', '#2f54eb', '#52c41a', '#faad14'];
/** Charts draw yuan (fen / 100 only for the axis); every figure shown as text comes from fen. */
const yuan = (fen: number) => fen / 100;
const money = (v: unknown) => `¥${fenToYuanText(Math.round((v as number) * 100))}`;

/** 按日: payments and refunds as bars, the net as a line. */
export function dayOption(r: MonthReport): ChartOption {
  return {
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, right: 0, data: ['收款', '退费', '净收入'] },
    tooltip: { trigger: 'axis', ...TOOLTIP_BOX, valueFormatter: money },
    xAxis: { type: 'category', data: r.byDay.map((d) => d.day.slice(8)), ...AXIS, axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', name: '元', ...AXIS, ...SPLIT },
    series: [
      {
        name: '收款',
        type: 'bar',
        data: r.byDay.map((d) => yuan(d.paymentsFen)),
        barMaxWidth: 16,
        itemStyle: { color: '#1677ff', borderRadius: [3, 3, 0, 0] },
      },
      { name: '退费', type: 'bar', data: r.byDay.map((d) => yuan(d.refundsFen)), barMaxWidth: 16, itemStyle: { color: '#fa8c16', borderRadius: [3, 3, 0, 0] } },
      { name: '净收入', type: 'line', data: r.byDay.map((d) => yuan(d.netFen)), symbolSize: 5, itemStyle: { color: '#52c41a' } },
    ],
  };
}

/** A donut of net income by group (methods, categories); groups with nothing left out. */
export function shareOption(name: string, list: { name: string; netFen: number }[]): ChartOption {
  return {
    color: PALETTE,
    tooltip: {
      trigger: 'item',
      ...TOOLTIP_BOX,
      formatter: (p) => `${(p as { name: string }).name}：${money((p as { value: number }).value)}（${(p as { percent: number }).percent}%）`,
    },
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        name,
        type: 'pie',
        radius: ['48%', '72%'],
        center: ['38%', '50%'],
        label: { show: false },
        data: list.filter((g) => g.netFen > 0).map((g) => ({ name: g.name, value: yuan(g.netFen) })),
      },
    ],
  };
}

/** Horizontal bars: net income per notary or item, or outstanding money per age. */
export function rankOption(name: string, list: { name: string; value: number }[], color: string): ChartOption {
  const shown = list.slice(0, 10).reverse();
  return {
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, ...TOOLTIP_BOX, valueFormatter: money },
    xAxis: { type: 'value', ...AXIS, ...SPLIT },
    yAxis: { type: 'category', data: shown.map((g) => g.name), ...AXIS },
    series: [{ name, type: 'bar', data: shown.map((g) => yuan(g.value)), barMaxWidth: 18, itemStyle: { color, borderRadius: [0, 4, 4, 0] } }],
  };
}
