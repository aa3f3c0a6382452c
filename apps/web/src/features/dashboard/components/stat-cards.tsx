import { ApartmentOutlined, SafetyOutlined, TeamOutlined, WifiOutlined } from '@ant-design/icons';
import type { DashboardSummary } from '@notaria/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

function Stat({ title, value, suffix, icon, color, note }: { title: string; value: number; suffix?: string; icon: ReactNode; color: string; note: string }) {
  return (
    <Card className={styles.stat}>
      <div className={styles.statRow}>
        <span className={styles.statIcon} style={{ color, background: `${color}14` }}>
          {icon}
        </span>
        <Statistic title={title} value={value} suffix={suffix} />
      </div>
      <div className={styles.statNote}>{note}</div>
    </Card>
  );
}

export function StatCards({ summary }: { summary: DashboardSummary }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} xl={6}>
        <Stat title="员工总数" value={summary.staffTotal} suffix="人" icon={<TeamOutlined />} color="#1890ff" note={`启用中 ${summary.staffActive} 人`} />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Stat title="在线用户" value={summary.onlineUsers} suffix="人" icon={<WifiOutlined />} color="#52c41a" note="当前有有效会话的用户" />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Stat title="角色" value={summary.roleTotal} suffix="个" icon={<SafetyOutlined />} color="#722ed1" note="本机构配置的角色" />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Stat title="部门" value={summary.deptTotal} suffix="个" icon={<ApartmentOutlined />} color="#fa8c16" note="本机构的部门" />
      </Col>
    </Row>
  );
}
