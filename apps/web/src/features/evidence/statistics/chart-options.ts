import type { EvidenceStatistics } from '@notaria/contracts';
import { formatBytes, STATUS_CHART_COLORS } from '../labels';
import type { ChartOption } from './echart';

const AXIS = { axisLine: { lineStyle: { color: '#d9d9d9' } }, axisLabel: { color: '#595959' } };
const SPLIT = { splitLine: { lineStyle: { color: '#f0f0f0' } } };
const TOOLTIP_BOX = { backgroundColor: 'rgba(255,255,255,0.96)', borderColor: '#f0f0f0', textStyle: { color: '#262626' } };
const pieces = (n: unknown) => `${n as number} 件`;
const PALETTE = ['#1677ff', '#13c2c2', '#722ed1', '#fa8c16', '#eb2f96', '#2f54eb', '#52c41a', '#faad14'];

/** 证据量: 取证 and 存证 stacked, one bar per period. */
export function periodOption(s: EvidenceStatistics): ChartOption {
  const dense = s.byPeriod.length > 16;
  const bar = (name: string, color: string, data: number[], top: boolean) => ({
    name,
    type: 'bar' as const,
    stack: 'n',
    data,
    barMaxWidth: 28,
    itemStyle: { color, borderRadius: top ? [4, 4, 0, 0] : 0 },
  });
  return {
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, right: 0, data: ['取证', '存证'] },
    tooltip: { trigger: 'axis', ...TOOLTIP_BOX, valueFormatter: pieces },
    xAxis: {
      type: 'category',
      data: s.byPeriod.map((p) => (s.granularity === 'day' ? p.key.slice(5) : s.granularity === 'week' ? `${p.key.slice(5)}起` : p.name)),
      ...AXIS,
      axisTick: { alignWithLabel: true },
      axisLabel: { color: '#595959', interval: dense ? 'auto' : 0, rotate: dense ? 45 : 0 },
    },
    yAxis: { type: 'value', name: '件', minInterval: 1, ...AXIS, ...SPLIT },
    series: [
      bar(
        '取证',
        '#1677ff',
        s.byPeriod.map((p) => p.captures),
        false,
      ),
      bar(
        '存证',
        '#13c2c2',
        s.byPeriod.map((p) => p.deposits),
        true,
      ),
    ],
  };
}

function donut(name: string, centre: string, data: { name: string; value: number; itemStyle?: { color: string } }[]): ChartOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', ...TOOLTIP_BOX, formatter: '{b}：{c} 件（{d}%）' },
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        name,
        type: 'pie',
        radius: ['48%', '72%'],
        center: ['34%', '50%'],
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        label: {
          show: true,
          position: 'center',
          formatter: centre,
          rich: { n: { fontSize: 24, fontWeight: 600, color: '#262626', lineHeight: 32 }, t: { fontSize: 12, color: '#8c8c8c' } },
        },
        labelLine: { show: false },
        data,
      },
    ],
  };
}

/** 取证方式: the types that have records. */
export const typeOption = (s: EvidenceStatistics): ChartOption =>
  donut(
    '取证方式',
    `{n|${s.total.count}}\n{t|证据总数}`,
    s.byType.filter((b) => b.count > 0).map((b) => ({ name: b.name, value: b.count })),
  );

/** 状态: in the colours of the status tags. */
export const statusOption = (s: EvidenceStatistics): ChartOption =>
  donut(
    '证据状态',
    `{n|${s.total.sealed}}\n{t|已固定}`,
    s.byStatus.filter((b) => b.count > 0).map((b) => ({ name: b.name, value: b.count, itemStyle: { color: STATUS_CHART_COLORS[b.key] } })),
  );

/** A ranking as horizontal bars, the largest on top; the tooltip adds the bytes when given. */
export function rankOption(rows: { name: string; count: number; bytes?: number }[], color: string, series: string): ChartOption {
  return {
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      ...TOOLTIP_BOX,
      formatter: (params: unknown) => {
        const p = (params as { dataIndex: number }[])[0];
        const r = rows[p.dataIndex];
        return r.bytes === undefined ? `${r.name}：${r.count} 件` : `${r.name}：${r.count} 件，${formatBytes(r.bytes)}`;
      },
    },
    xAxis: { type: 'value', minInterval: 1, ...AXIS, ...SPLIT },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((r) => r.name),
      ...AXIS,
      axisTick: { show: false },
      axisLabel: { color: '#595959', width: 140, overflow: 'truncate' },
    },
    series: [
      {
        name: series,
        type: 'bar',
        data: rows.map((r) => r.count),
        barMaxWidth: 18,
        itemStyle: { color, borderRadius: [0, 4, 4, 0] },
        label: { show: true, position: 'right', color: '#595959' },
      },
    ],
  };
}
