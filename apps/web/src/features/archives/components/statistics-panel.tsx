import { AuditOutlined, ClockCircleOutlined, FolderOpenOutlined, LockOutlined } from '@ant-design/icons';
import type { ArchiveStatistics } from '@notaria/contracts';
import { Alert, Card, Col, Empty, Row } from 'antd';
import { useMemo } from 'react';
import { EChart, type ChartOption } from '../../../components/echart';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { StatCard } from '../../../components/stat-card/stat-card';
import { useArchiveStatistics } from '../api/volumes';

type Count = ArchiveStatistics['byYear'][number];

const bar = (rows: Count[], color: string, name: string): ChartOption => ({
  tooltip: { trigger: 'axis' },
  grid: { left: 40, right: 16, top: 16, bottom: 32 },
  xAxis: { type: 'category', data: rows.map((r) => r.label) },
  yAxis: { type: 'value', minInterval: 1 },
  series: [{ type: 'bar', name, data: rows.map((r) => r.count), itemStyle: { color }, barMaxWidth: 40 }],
});

const pie = (rows: Count[], name: string): ChartOption => ({
  tooltip: { trigger: 'item', formatter: '{b}：{c} 卷（{d}%）' },
  legend: { bottom: 0 },
  series: [{ type: 'pie', name, radius: ['40%', '68%'], data: rows.map((r) => ({ name: r.label, value: r.count })) }],
});

/** 档案统计: volumes by year, category, retention and status; due for appraisal; hand-overs overdue. */
export function StatisticsPanel() {
  const { data: s, isPending, isError } = useArchiveStatistics();
  const charts = useMemo(
    () =>
      s && {
        year: bar(s.byYear, '#1677ff', '案卷数'),
        category: bar(s.byCategory, '#13c2c2', '案卷数'),
        retention: pie(s.byRetention, '保管期限'),
        status: pie(s.byStatus, '状态'),
      },
    [s],
  );
  if (isError) return <Alert type="error" showIcon title="统计数据加载失败" />;
  if (isPending || !s || !charts) return <LoadingSkeleton paragraph={{ rows: 8 }} />;
  return (
    <Row gutter={[16, 16]} data-testid="archive-statistics">
      <Col xs={24} md={8}>
        <StatCard title="馆藏案卷" value={s.total} suffix="卷" icon={<FolderOpenOutlined />} color="#1677ff" note="已接收入库的全部案卷" />
      </Col>
      <Col xs={24} md={8}>
        <StatCard
          title="到期待鉴定"
          value={s.dueForAppraisal}
          suffix="卷"
          icon={<AuditOutlined />}
          color="#fa8c16"
          note="保管期满的非永久案卷，待鉴定委员会鉴定"
        />
      </Col>
      <Col xs={24} md={8}>
        <StatCard
          title="逾期未归档"
          value={s.handoverOverdue}
          suffix="件"
          icon={<ClockCircleOutlined />}
          color="#f5222d"
          note="结案满三个月仍未移交归档的业务"
        />
      </Col>
      {s.total === 0 ? (
        <Col span={24}>
          <Card>
            <Empty image={<LockOutlined style={{ fontSize: 40, color: '#bfbfbf' }} />} description="还没有案卷：业务在“归档”环节归档后即在此统计" />
          </Card>
        </Col>
      ) : (
        <>
          <Col xs={24} xl={12}>
            <Card title="按年度">
              <EChart option={charts.year} height={260} label="按年度的案卷数" />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="按类别">
              <EChart option={charts.category} height={260} label="按类别的案卷数" />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="按保管期限">
              <EChart option={charts.retention} height={260} label="按保管期限的案卷数" />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="按状态">
              <EChart option={charts.status} height={260} label="按状态的案卷数" />
            </Card>
          </Col>
        </>
      )}
    </Row>
  );
}
