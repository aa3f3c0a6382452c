import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { STATISTICS_GRANULARITY_LABELS, STATISTICS_GRANULARITIES, type EvidenceStatisticsQuery, type StatisticsGranularity } from '@notaria/contracts';
import { Alert, Button, Card, Col, DatePicker, Empty, Row, Segmented, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { notify } from '../../../lib/notify';
import type { PageProps } from '../../../lib/routes';
import { useEvidenceStatistics } from './api';
import { periodOption, rankOption, statusOption, typeOption } from './chart-options';
import { EChart } from './echart';
import { downloadStatistics } from './export-statistics';
import { rangeLabel } from './figures';
import { StatisticsTables } from './statistics-tables';
import { SummaryCards } from './summary-cards';

const hint = (text: string) => <span style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12, fontWeight: 'normal' }}>{text}</span>;

/** 证据统计: the office's evidence over a range — figures, charts, the tables behind them and an Excel export. */
export default function EvidenceStatisticsPage(_props: PageProps) {
  const [granularity, setGranularity] = useState<StatisticsGranularity>('day');
  // No days picked: the server's usual window of the granularity (30 days, 12 weeks, 12 months up to today).
  const [days, setDays] = useState<[Dayjs, Dayjs] | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = useMemo<EvidenceStatisticsQuery>(
    () => (days ? { granularity, from: days[0].format('YYYY-MM-DD'), to: days[1].format('YYYY-MM-DD') } : { granularity }),
    [granularity, days],
  );
  const { data: s, isPending, isFetching, isError, error, refetch } = useEvidenceStatistics(query);
  const charts = useMemo(
    () =>
      s && {
        period: periodOption(s),
        type: typeOption(s),
        status: statusOption(s),
        applicants: rankOption(s.topApplicants, '#2f54eb', '证据件数'),
        failures: rankOption(
          s.failures.byReason.map((r) => ({ name: r.reason, count: r.count })),
          '#f5222d',
          '失败件数',
        ),
      },
    [s],
  );

  const exportXlsx = async () => {
    if (!s) return;
    setExporting(true);
    try {
      await downloadStatistics(s);
      void notify.success('统计数据已导出');
    } catch {
      notify.error('导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap size={[16, 12]}>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              证据统计
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="range-text">
              {s ? `统计区间：${rangeLabel(s)}` : '统计区间：—'}
            </Typography.Text>
          </div>
          <Space wrap>
            <Segmented<StatisticsGranularity>
              aria-label="统计周期"
              value={granularity}
              options={STATISTICS_GRANULARITIES.map((g) => ({ value: g, label: STATISTICS_GRANULARITY_LABELS[g] }))}
              onChange={setGranularity}
            />
            <DatePicker.RangePicker
              aria-label="统计区间"
              value={days}
              onChange={(v) => setDays(v?.[0] && v[1] ? [v[0], v[1]] : null)}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
              placeholder={['开始日期', '结束日期']}
              style={{ width: 250 }}
            />
            <Button icon={<ReloadOutlined />} loading={isFetching && !isPending} onClick={() => void refetch()}>
              刷新
            </Button>
            <Button type="primary" icon={<DownloadOutlined />} loading={exporting} disabled={!s?.total.count} onClick={() => void exportXlsx()}>
              导出 Excel
            </Button>
          </Space>
        </Space>
      </Card>
      {isError && <Alert type="error" showIcon title="统计数据加载失败" description={(error as Error).message} />}
      {isPending ? (
        <Card>
          <LoadingSkeleton paragraph={{ rows: 6 }} />
        </Card>
      ) : s && charts ? (
        <>
          <SummaryCards s={s} />
          {s.total.count === 0 ? (
            <Card>
              <Empty description="所选区间内没有取证或存证记录，请换一个统计区间" style={{ padding: '48px 0' }} />
            </Card>
          ) : (
            <>
              <Row gutter={[16, 16]}>
                <Col span={24}>
                  <Card title="证据量" extra={hint(`${STATISTICS_GRANULARITY_LABELS[s.granularity]}，取证与存证`)}>
                    <EChart option={charts.period} label={`证据量，共 ${s.total.count} 件`} />
                  </Card>
                </Col>
                <Col xs={24} xl={12}>
                  <Card title="取证方式" style={{ height: '100%' }}>
                    <EChart option={charts.type} label="按取证方式的证据件数" />
                  </Card>
                </Col>
                <Col xs={24} xl={12}>
                  <Card title="证据状态" style={{ height: '100%' }}>
                    <EChart option={charts.status} label="按状态的证据件数" />
                  </Card>
                </Col>
                <Col xs={24} xl={12}>
                  <Card title="申请人排行" extra={hint('前 10 位')} style={{ height: '100%' }}>
                    <EChart option={charts.applicants} label="证据最多的申请人" />
                  </Card>
                </Col>
                <Col xs={24} xl={12}>
                  <Card title="取证失败原因" extra={hint(`共 ${s.failures.total} 件`)} style={{ height: '100%' }}>
                    {s.failures.total ? (
                      <EChart option={charts.failures} label="按原因的取证失败件数" />
                    ) : (
                      <Empty description="所选区间内没有取证失败" style={{ padding: '72px 0' }} />
                    )}
                  </Card>
                </Col>
              </Row>
              <StatisticsTables s={s} />
            </>
          )}
        </>
      ) : null}
    </Space>
  );
}
