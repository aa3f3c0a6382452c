import { DownloadOutlined, FilePdfOutlined, LockOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatFen, type MonthReport } from '@notaria/contracts';
import { Alert, App, Button, Card, Col, DatePicker, Descriptions, Empty, Row, Space, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useAccess } from '../../../components/access';
import { EChart } from '../../../components/echart';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { notify } from '../../../lib/notify';
import type { PageProps } from '../../../lib/routes';
import { downloadMonthPdf, useCloseMonth, useMonthReport } from './api';
import { dayOption, rankOption, shareOption } from './chart-options';
import { downloadMonthReport } from './export-month-report';
import { headline, monthText } from './figures';
import { MonthReportTables } from './month-report-tables';

const COLORS: Record<string, string> = {
  net: '#3f8600',
  payments: '#1677ff',
  refunds: '#d46b08',
  gross: '#595959',
  reductions: '#722ed1',
  passThrough: '#08979c',
  onAccount: '#8c8c8c',
};

function Headline({ r }: { r: MonthReport }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} lg={6} xl={{ flex: '12.5%' }}>
        <Card data-testid="stat-cases" style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
          <Statistic title="收费件数" value={r.totals.casesCharged} suffix="件" />
          <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12, marginTop: 4 }}>本月有收款的案件</div>
        </Card>
      </Col>
      {headline(r).map((h) => (
        <Col key={h.key} xs={24} sm={12} lg={6} xl={{ flex: '12.5%' }}>
          <Card data-testid={`stat-${h.key}`} style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
            <Statistic title={h.name} value={formatFen(h.fen)} styles={{ content: { color: COLORS[h.key], fontSize: 20 } }} />
            <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12, marginTop: 4 }}>{h.note}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function ClosingState({ r, canClose, onClose, closing }: { r: MonthReport; canClose: boolean; onClose: () => void; closing: boolean }) {
  if (r.closing) {
    return (
      <Alert
        type={r.closing.intact ? 'success' : 'error'}
        showIcon
        icon={<LockOutlined />}
        title={`${monthText(r.month)}已月结${r.closing.intact ? '' : '，但冻结的数字与其哈希不一致'}`}
        description={
          <Descriptions size="small" column={{ xs: 1, lg: 3 }} style={{ marginTop: 4 }}>
            <Descriptions.Item label="月结人">{r.closing.closedByName}</Descriptions.Item>
            <Descriptions.Item label="月结时间">{dayjs(r.closing.closedAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
            <Descriptions.Item label="完整性链">第 {r.closing.chainSeq} 条</Descriptions.Item>
            <Descriptions.Item label="SHA-256" span={3}>
              <Typography.Text code copyable style={{ fontSize: 12 }}>
                {r.closing.sha256}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="说明" span={3}>
              本月收付款已冻结，不能再记入；更正（作废收款、退费）请在下一个未结月份办理，计入该月。
            </Descriptions.Item>
          </Descriptions>
        }
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title={`${monthText(r.month)}未月结`}
      description={r.closeBlocker || '本月已结束，可以月结。月结后本月收付款冻结且不可撤销，合计写入完整性链。'}
      action={
        canClose && (
          <Button type="primary" icon={<LockOutlined />} disabled={!!r.closeBlocker} loading={closing} onClick={onClose}>
            月结
          </Button>
        )
      }
    />
  );
}

/** 月度报表: one month's money — figures, charts, the tables behind them, Excel and PDF, and 月结. */
export default function MonthReportPage(_props: PageProps) {
  const { can } = useAccess();
  const { modal } = App.useApp();
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const key = month.format('YYYY-MM');
  const { data: r, isPending, isFetching, isError, error, refetch } = useMonthReport(key);
  const close = useCloseMonth();
  const [exporting, setExporting] = useState<'' | 'xlsx' | 'pdf'>('');
  const charts = useMemo(
    () =>
      r && {
        day: dayOption(r),
        method: shareOption('收款方式', r.byMethod),
        category: shareOption('业务类别', r.byCategory),
        notary: rankOption(
          '净收入',
          r.byNotary.map((g) => ({ name: g.name, value: g.netFen })),
          '#1677ff',
        ),
        ageing: rankOption(
          '未收',
          r.ageing.map((a) => ({ name: a.name, value: a.outstandingFen })),
          '#fa8c16',
        ),
      },
    [r],
  );

  const run = async (kind: 'xlsx' | 'pdf') => {
    if (!r) return;
    setExporting(kind);
    try {
      if (kind === 'xlsx') await downloadMonthReport(r);
      else await downloadMonthPdf(r.month);
      void notify.success(kind === 'xlsx' ? '月度报表已导出' : 'PDF 已生成');
    } catch {
      if (kind === 'xlsx') notify.error('导出失败，请稍后重试');
    } finally {
      setExporting('');
    }
  };

  const confirmClose = () => {
    if (!r) return;
    const t = r.totals;
    modal.confirm({
      title: `月结${monthText(r.month)}？`,
      width: 480,
      content: (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="收费件数">{t.casesCharged} 件</Descriptions.Item>
            <Descriptions.Item label="收款">{formatFen(t.paymentsFen)}</Descriptions.Item>
            <Descriptions.Item label="退费">{formatFen(t.refundsFen)}</Descriptions.Item>
            <Descriptions.Item label="净收入">{formatFen(t.netFen)}</Descriptions.Item>
            <Descriptions.Item label="代收代付">{formatFen(t.passThroughFen)}</Descriptions.Item>
            <Descriptions.Item label="记账">{formatFen(t.onAccountFen)}</Descriptions.Item>
          </Descriptions>
          <Typography.Text type="warning">以上合计将被冻结并写入完整性链，月结不可撤销。此后本月不能再记入收付款，更正请在下一个月份办理。</Typography.Text>
        </Space>
      ),
      okText: '确认月结',
      cancelText: '取消',
      onOk: () =>
        close
          .mutateAsync(r.month)
          .then(() => void notify.success(`${monthText(r.month)}已月结`))
          .catch(() => undefined),
    });
  };

  const empty = r && !r.totals.paymentsFen && !r.totals.refundsFen && !r.totals.cancelledFen && !r.totals.onAccountFen;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap size={[16, 12]}>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              月度报表
            </Typography.Title>
            <Typography.Text type="secondary">按记账月份统计（北京时间）；收款已扣除本月作废的收款</Typography.Text>
          </div>
          <Space wrap>
            <DatePicker
              picker="month"
              aria-label="月份"
              allowClear={false}
              value={month}
              onChange={(v) => v && setMonth(v.startOf('month'))}
              disabledDate={(d) => d.isAfter(dayjs(), 'month')}
              format="YYYY年M月"
              style={{ width: 140 }}
            />
            <Button icon={<ReloadOutlined />} loading={isFetching && !isPending} onClick={() => void refetch()}>
              刷新
            </Button>
            {can('export') && (
              <>
                <Button icon={<DownloadOutlined />} loading={exporting === 'xlsx'} disabled={!r} onClick={() => void run('xlsx')}>
                  导出 Excel
                </Button>
                <Button icon={<FilePdfOutlined />} loading={exporting === 'pdf'} disabled={!r} onClick={() => void run('pdf')}>
                  导出 PDF
                </Button>
              </>
            )}
          </Space>
        </Space>
      </Card>
      {isError && <Alert type="error" showIcon title="月度报表加载失败" description={(error as Error).message} />}
      {isPending ? (
        <Card>
          <LoadingSkeleton paragraph={{ rows: 6 }} />
        </Card>
      ) : r && charts ? (
        <>
          <ClosingState r={r} canClose={can('close')} onClose={confirmClose} closing={close.isPending} />
          <Headline r={r} />
          {empty ? (
            <Card>
              <Empty description={`${monthText(r.month)}没有收款或退费`} style={{ padding: '48px 0' }} />
            </Card>
          ) : (
            <Row gutter={[16, 16]}>
              <Col span={24}>
                <Card title="按日收付款">
                  <EChart option={charts.day} label={`${monthText(r.month)}每日收款、退费与净收入`} />
                </Card>
              </Col>
              <Col xs={24} xl={12}>
                <Card title="收款方式" style={{ height: '100%' }}>
                  <EChart option={charts.method} label="按收款方式的净收入" />
                </Card>
              </Col>
              <Col xs={24} xl={12}>
                <Card title="业务类别" style={{ height: '100%' }}>
                  <EChart option={charts.category} label="按业务类别的净收入" />
                </Card>
              </Col>
              <Col xs={24} xl={12}>
                <Card title="公证员" style={{ height: '100%' }}>
                  <EChart option={charts.notary} label="按公证员的净收入" />
                </Card>
              </Col>
              <Col xs={24} xl={12}>
                <Card title="应收账龄" style={{ height: '100%' }}>
                  {r.ageing.some((a) => a.outstandingFen > 0) ? (
                    <EChart option={charts.ageing} label="按账龄的未收金额" />
                  ) : (
                    <Empty description="没有应收未收的业务" style={{ padding: '72px 0' }} />
                  )}
                </Card>
              </Col>
            </Row>
          )}
          <MonthReportTables r={r} />
        </>
      ) : null}
    </Space>
  );
}
