import type { Bucket } from '../breakdowns';
import { statusColor } from '../breakdowns';
import type { ChartOption } from './echart';

const PRIMARY = '#1677ff';
const AXIS = { axisLine: { lineStyle: { color: '#d9d9d9' } }, axisLabel: { color: '#595959' } };
const SPLIT = { splitLine: { lineStyle: { color: '#f0f0f0' } } };
const TOOLTIP_BOX = { backgroundColor: 'rgba(255,255,255,0.96)', borderColor: '#f0f0f0', textStyle: { color: '#262626' } };
const pieces = (n: unknown) => `${n as number} 件`;

/** 月度业务量: one bar per month. */
export function monthOption(buckets: Bucket[]): ChartOption {
  // Within one year the months are named alone, so that every one of them fits under its bar.
  const oneYear = new Set(buckets.map((b) => b.key.slice(0, 4))).size === 1;
  return {
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, right: 0, data: ['新建业务'] },
    tooltip: { trigger: 'axis', ...TOOLTIP_BOX, valueFormatter: pieces },
    xAxis: {
      type: 'category',
      data: buckets.map((b) => (oneYear ? `${Number(b.key.slice(5))}月` : b.name)),
      ...AXIS,
      axisTick: { alignWithLabel: true },
      axisLabel: { color: '#595959', interval: buckets.length <= 12 ? 0 : 'auto' },
    },
    yAxis: { type: 'value', name: '件', minInterval: 1, ...AXIS, ...SPLIT },
    series: [
      {
        name: '新建业务',
        type: 'bar',
        data: buckets.map((b) => b.count),
        barMaxWidth: 32,
        itemStyle: { color: PRIMARY, borderRadius: [4, 4, 0, 0] },
        label: { show: buckets.length <= 24, position: 'top', color: '#595959', formatter: (p: { value: unknown }) => (p.value ? String(p.value) : '') },
      },
    ],
  };
}

/** 状态分布: a donut in the colours of the status tags. */
export function statusOption(buckets: Bucket[], total: number): ChartOption {
  return {
    tooltip: { trigger: 'item', ...TOOLTIP_BOX, formatter: '{b}：{c} 件（{d}%）' },
    legend: {
      type: 'scroll',
      orient: 'vertical',
      right: 0,
      top: 'middle',
      formatter: (name: string) => `${name}  ${buckets.find((b) => b.name === name)?.count ?? 0}`,
    },
    series: [
      {
        name: '业务状态',
        type: 'pie',
        radius: ['48%', '72%'],
        center: ['34%', '50%'],
        avoidLabelOverlap: true,
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        label: {
          show: true,
          position: 'center',
          formatter: `{n|${total}}\n{t|业务总数}`,
          rich: { n: { fontSize: 26, fontWeight: 600, color: '#262626', lineHeight: 34 }, t: { fontSize: 12, color: '#8c8c8c' } },
        },
        labelLine: { show: false },
        emphasis: { scale: true, scaleSize: 4 },
        data: buckets.map((b) => ({ name: b.name, value: b.count, itemStyle: { color: statusColor(b.key) } })),
      },
    ],
  };
}

/** A top-N ranking as horizontal bars, the largest on top. */
export function rankOption(buckets: Bucket[], color: string, top = 10): ChartOption {
  const shown = buckets.slice(0, top);
  return {
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, ...TOOLTIP_BOX, valueFormatter: pieces },
    xAxis: { type: 'value', minInterval: 1, ...AXIS, ...SPLIT },
    yAxis: {
      type: 'category',
      inverse: true,
      data: shown.map((b) => b.name),
      ...AXIS,
      axisTick: { show: false },
      axisLabel: { color: '#595959', width: 120, overflow: 'truncate' },
    },
    series: [
      {
        name: '业务件数',
        type: 'bar',
        data: shown.map((b) => b.count),
        barMaxWidth: 18,
        itemStyle: { color, borderRadius: [0, 4, 4, 0] },
        label: { show: true, position: 'right', color: '#595959' },
      },
    ],
  };
}

/** 承办公证员: one bar per notary. */
export function handlerOption(buckets: Bucket[]): ChartOption {
  return {
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, ...TOOLTIP_BOX, valueFormatter: pieces },
    xAxis: {
      type: 'category',
      data: buckets.map((b) => b.name),
      ...AXIS,
      axisTick: { alignWithLabel: true },
      axisLabel: { color: '#595959', interval: 0, rotate: buckets.length > 8 ? 30 : 0 },
    },
    yAxis: { type: 'value', name: '件', minInterval: 1, ...AXIS, ...SPLIT },
    series: [
      {
        name: '承办业务',
        type: 'bar',
        data: buckets.map((b) => b.count),
        barMaxWidth: 40,
        itemStyle: { color: '#13c2c2', borderRadius: [4, 4, 0, 0] },
        label: { show: true, position: 'top', color: '#595959' },
      },
    ],
  };
}
