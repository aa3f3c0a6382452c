import { CASE_STATUS_LABELS, OPEN_CASE_STATUSES, type NotaryWorkload } from '@notaria/contracts';
import { useMemo } from 'react';
import { EChart, type ChartOption } from '../../components/echart';

/** The colours of the case status tags, as chart colours. */
const COLORS: Record<(typeof OPEN_CASE_STATUSES)[number], string> = {
  NEW: '#1677ff',
  ACCEPTED: '#13c2c2',
  WAIT_APPROVE: '#fa8c16',
  APPROVE_REJECT: '#f5222d',
  APPROVE_PASS: '#52c41a',
  CERTIFIED: '#2f54eb',
};

function optionOf(rows: NotaryWorkload[]): ChartOption {
  return {
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, data: OPEN_CASE_STATUSES.map((s) => CASE_STATUS_LABELS[s]) },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (n) => `${n as number} 件` },
    xAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: { interval: 0, color: '#595959' } },
    yAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: '#f0f0f0' } } },
    series: OPEN_CASE_STATUSES.map((s) => ({
      name: CASE_STATUS_LABELS[s],
      type: 'bar' as const,
      stack: 'open',
      barMaxWidth: 36,
      itemStyle: { color: COLORS[s] },
      data: rows.map((r) => r.byStatus[s]),
    })),
  };
}

/** 在办业务 by notary, stacked by status. */
export function WorkloadChart({ rows }: { rows: NotaryWorkload[] }) {
  const option = useMemo(() => optionOf(rows), [rows]);
  return <EChart option={option} height={280} label="各公证员在办业务（按状态）柱状图" />;
}
