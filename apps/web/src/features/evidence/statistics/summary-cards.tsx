import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, DatabaseOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { EvidenceStatistics } from '@notaria/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { headline } from './figures';

const LOOK: Record<string, { icon: ReactNode; color: string }> = {
  total: { icon: <SafetyCertificateOutlined />, color: '#1677ff' },
  sealed: { icon: <CheckCircleOutlined />, color: '#52c41a' },
  pending: { icon: <ClockCircleOutlined />, color: '#faad14' },
  failed: { icon: <CloseCircleOutlined />, color: '#f5222d' },
  bytes: { icon: <DatabaseOutlined />, color: '#722ed1' },
};

/** The headline figures; the byte figure reads "12.5 MB", so the cards show the figures as text. */
export function SummaryCards({ s }: { s: EvidenceStatistics }) {
  return (
    <Row gutter={[16, 16]}>
      {headline(s).map((h) => (
        <Col key={h.key} xs={24} sm={12} lg={8} xl={{ flex: '20%' }}>
          <Card data-testid={`stat-${h.key}`} styles={{ body: { padding: 16 } }}>
            <Statistic title={h.name} value={h.value} prefix={<span style={{ color: LOOK[h.key].color, marginRight: 4 }}>{LOOK[h.key].icon}</span>} />
            <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12, marginTop: 4 }}>{h.note}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
