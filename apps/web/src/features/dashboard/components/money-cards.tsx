import { AccountBookOutlined, ExclamationCircleOutlined, RollbackOutlined, WalletOutlined } from '@ant-design/icons';
import { formatFen, type DashboardSummary } from '@notaria/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';

type Money = NonNullable<DashboardSummary['money']>;

function MoneyCard({ title, fen, note, icon, color, testId }: { title: string; fen: number; note: string; icon: ReactNode; color: string; testId: string }) {
  return (
    <Card data-testid={testId} styles={{ body: { padding: 16 } }}>
      <Statistic title={title} value={formatFen(fen)} prefix={<span style={{ color, marginRight: 4 }}>{icon}</span>} />
      <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12, marginTop: 4 }}>{note}</div>
    </Card>
  );
}

/** 本月收入 and 应收未收, for those who may see the office's money. */
export function MoneyCards({ money }: { money: Money }) {
  const month = `${Number(money.month.slice(5))}月`;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} xl={6}>
        <MoneyCard
          testId="money-revenue"
          title={`本月净收入（${month}）`}
          fen={money.revenueFen}
          note="收款 − 退费，不含记账"
          icon={<AccountBookOutlined />}
          color="#3f8600"
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <MoneyCard testId="money-payments" title="本月收款" fen={money.paymentsFen} note="已扣除本月作废的收款" icon={<WalletOutlined />} color="#1677ff" />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <MoneyCard testId="money-refunds" title="本月退费" fen={money.refundsFen} note="本月已退出的金额" icon={<RollbackOutlined />} color="#d46b08" />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <MoneyCard
          testId="money-receivables"
          title="应收未收"
          fen={money.receivablesFen}
          note={`${money.receivableCases} 件业务尚有未收金额`}
          icon={<ExclamationCircleOutlined />}
          color="#cf1322"
        />
      </Col>
    </Row>
  );
}
