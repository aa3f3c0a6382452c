import { fenToYuanText, financeReportsApi, formatFen } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty } from 'antd';
import { call } from '../../../lib/api';
import { EChart, type ChartOption } from './echart';
import styles from './statistics.module.css';

const AXIS = { axisLine: { lineStyle: { color: '#d9d9d9' } }, axisLabel: { color: '#595959' } };

function revenueOption(months: { month: string; revenueFen: number }[]): ChartOption {
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (v) => `¥${fenToYuanText(Math.round((v as number) * 100))}` },
    xAxis: { type: 'category', data: months.map((m) => m.month), ...AXIS, axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', name: '元', ...AXIS, splitLine: { lineStyle: { color: '#f0f0f0' } } },
    series: [
      {
        name: '净收入',
        type: 'bar',
        data: months.map((m) => m.revenueFen / 100),
        barMaxWidth: 28,
        itemStyle: { color: '#3f8600', borderRadius: [4, 4, 0, 0] },
      },
    ],
  };
}

/** 月度收入: net revenue of the last twelve months, for those who may see the office's money. */
export function RevenueCard() {
  const { data } = useQuery({ queryKey: ['finance-month-report', 'revenue-by-month'], queryFn: () => call(financeReportsApi.revenueByMonth) });
  const total = data?.reduce((s, m) => s + m.revenueFen, 0) ?? 0;
  return (
    <Card title="月度收入" className={styles.chartCard} extra={<span className={styles.hint}>近 12 个月净收入（收款 − 退费），合计 {formatFen(total)}</span>}>
      {data && data.some((m) => m.revenueFen !== 0) ? (
        <EChart option={revenueOption(data)} label={`近 12 个月净收入，合计 ${formatFen(total)}`} />
      ) : (
        <Empty description="近 12 个月没有收款" style={{ padding: '48px 0' }} />
      )}
    </Card>
  );
}
