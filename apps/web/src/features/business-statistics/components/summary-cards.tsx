import { AuditOutlined, CheckCircleOutlined, FileDoneOutlined, FolderOpenOutlined, ProfileOutlined, StopOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { share, type summaryOf } from '../breakdowns';
import { StatCard } from '../../../components/stat-card/stat-card';

interface CardSpec {
  key: string;
  title: string;
  value: number;
  note: string;
  icon: ReactNode;
  color: string;
}

export function SummaryCards({ summary }: { summary: ReturnType<typeof summaryOf> }) {
  const of = (n: number) => `占 ${share(n, summary.total)}`;
  const cards: CardSpec[] = [
    { key: 'total', title: '业务总数', value: summary.total, note: '所选时间内新建的业务', icon: <ProfileOutlined />, color: '#1677ff' },
    { key: 'inProgress', title: '办理中', value: summary.inProgress, note: `其中待审批 ${summary.waitApprove} 件`, icon: <AuditOutlined />, color: '#fa8c16' },
    { key: 'certified', title: '已出证', value: summary.certified, note: `待送达，${of(summary.certified)}`, icon: <FileDoneOutlined />, color: '#2f54eb' },
    { key: 'waitArchives', title: '待归档', value: summary.waitArchives, note: of(summary.waitArchives), icon: <FolderOpenOutlined />, color: '#faad14' },
    { key: 'archived', title: '已归档', value: summary.archived, note: of(summary.archived), icon: <CheckCircleOutlined />, color: '#52c41a' },
    { key: 'suspended', title: '已终止', value: summary.suspended, note: of(summary.suspended), icon: <StopOutlined />, color: '#fa541c' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => (
        <Col key={c.key} xs={24} sm={12} lg={8} xl={4}>
          <StatCard title={c.title} value={c.value} suffix="件" icon={c.icon} color={c.color} note={c.note} data-testid={`stat-${c.key}`} />
        </Col>
      ))}
    </Row>
  );
}
