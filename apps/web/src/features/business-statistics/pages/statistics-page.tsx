import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { FINANCE_VIEW_PAGES, hasAnyPermission } from '@notaria/contracts';
import { Alert, Button, Card, Col, DatePicker, Empty, Row, Segmented, Space, Typography } from 'antd';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { PageProps } from '../../../lib/routes';
import { notify } from '../../../lib/notify';
import { useCaseStatistics } from '../api/get-statistics';
import { breakdownsOf, summaryOf } from '../breakdowns';
import { BreakdownTables } from '../components/breakdown-tables';
import { handlerOption, monthOption, rankOption, statusOption } from '../components/chart-options';
import { EChart } from '../components/echart';
import styles from '../components/statistics.module.css';
import { RevenueCard } from '../components/revenue-card';
import { SummaryCards } from '../components/summary-cards';
import { useSession } from '../../../stores/session-store';
import { quickRange, RANGE_OPTIONS, rangeText, toQuery, type DayRange, type RangeKey } from '../date-range';
import { downloadStatistics } from '../export-statistics';

/** 统计: the office's cases in a time range — headline figures, charts and their tables, Excel export. */
export default function StatisticsPage(_props: PageProps) {
  const [rangeKey, setRangeKey] = useState<RangeKey>('year');
  const [range, setRange] = useState<DayRange>(() => quickRange('year'));
  const [exporting, setExporting] = useState(false);
  const seesMoney = useSession((s) => !!s.user && hasAnyPermission(s.user.authorities, FINANCE_VIEW_PAGES));
  const query = useMemo(() => toQuery(range), [range]);
  const { data, isPending, isFetching, isError, error, refetch } = useCaseStatistics(query);

  const summary = useMemo(() => (data ? summaryOf(data) : null), [data]);
  const breakdowns = useMemo(() => (data ? breakdownsOf(data, range) : []), [data, range]);
  const [months, statuses, categories, items, handlers] = breakdowns;
  const options = useMemo(
    () =>
      data && breakdowns.length
        ? {
            month: monthOption(months.buckets),
            status: statusOption(statuses.buckets, data.total),
            category: rankOption(categories.buckets, '#722ed1'),
            item: rankOption(items.buckets, '#2f54eb'),
            handler: handlerOption(handlers.buckets),
          }
        : null,
    [data, breakdowns, months, statuses, categories, items, handlers],
  );

  const pickQuick = (key: RangeKey) => {
    if (key === 'custom') return;
    setRangeKey(key);
    setRange(quickRange(key));
  };
  const pickDays = (days: [Dayjs | null, Dayjs | null] | null) => {
    if (days?.[0] && days[1]) {
      setRangeKey('custom');
      setRange([days[0], days[1]]);
    } else pickQuick('all');
  };

  const exportXlsx = async () => {
    if (!summary) return;
    setExporting(true);
    try {
      await downloadStatistics(summary, breakdowns, rangeText(range));
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
              业务统计
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="range-text">
              按业务新建时间统计：{rangeText(range)}
            </Typography.Text>
          </div>
          <Space wrap>
            <Segmented<RangeKey>
              aria-label="统计区间"
              value={rangeKey}
              options={rangeKey === 'custom' ? [...RANGE_OPTIONS, { value: 'custom', label: '自定义' }] : RANGE_OPTIONS}
              onChange={pickQuick}
            />
            <DatePicker.RangePicker aria-label="自定义区间" value={range} onChange={pickDays} allowClear style={{ width: 250 }} />
            <Button icon={<ReloadOutlined />} loading={isFetching && !isPending} onClick={() => void refetch()}>
              刷新
            </Button>
            <Button type="primary" icon={<DownloadOutlined />} loading={exporting} disabled={!data?.total} onClick={() => void exportXlsx()}>
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
      ) : summary && options && data ? (
        <>
          <SummaryCards summary={summary} />
          {seesMoney && <RevenueCard />}
          {data.total === 0 ? (
            <Card>
              <Empty
                description={range ? '所选时间内没有新建业务，请换一个统计区间' : '还没有业务，受理新业务后这里会显示统计'}
                style={{ padding: '48px 0' }}
              />
            </Card>
          ) : (
            <>
              <Row gutter={[16, 16]}>
                <Col xs={24} xl={15}>
                  <Card title="月度业务量" className={styles.chartCard} extra={<span className={styles.hint}>按新建月份</span>}>
                    <EChart option={options.month} label={`月度业务量，共 ${data.total} 件`} />
                  </Card>
                </Col>
                <Col xs={24} xl={9}>
                  <Card title="业务状态分布" className={styles.chartCard} extra={<span className={styles.hint}>当前状态</span>}>
                    <EChart option={options.status} label="业务状态分布" />
                  </Card>
                </Col>
                <Col xs={24} xl={12}>
                  <Card title="公证类别" className={styles.chartCard} extra={<span className={styles.hint}>前 10 位</span>}>
                    <EChart option={options.category} label="按公证类别的业务件数" />
                  </Card>
                </Col>
                <Col xs={24} xl={12}>
                  <Card title="公证事项" className={styles.chartCard} extra={<span className={styles.hint}>前 10 位</span>}>
                    <EChart option={options.item} label="按公证事项的业务件数" />
                  </Card>
                </Col>
                <Col span={24}>
                  <Card title="承办公证员工作量" extra={<span className={styles.hint}>承办业务件数</span>}>
                    <EChart option={options.handler} height={280} label="按承办公证员的业务件数" />
                  </Card>
                </Col>
              </Row>
              <BreakdownTables breakdowns={breakdowns} total={data.total} />
            </>
          )}
        </>
      ) : null}
    </Space>
  );
}
