import { ApartmentOutlined, SafetyOutlined, TeamOutlined, WifiOutlined } from '@ant-design/icons';
import type { DashboardSummary } from '@notaria/contracts';
import { Col, Row } from 'antd';
import { StatCard } from '../../../components/stat-card/stat-card';

export function StatCards({ summary }: { summary: DashboardSummary }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} xl={6}>
        <StatCard title="员工总数" value={summary.staffTotal} suffix="人" icon={<TeamOutlined />} color="#1890ff" note={`启用中 ${summary.staffActive} 人`} />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard title="在线用户" value={summary.onlineUsers} suffix="人" icon={<WifiOutlined />} color="#52c41a" note="当前有有效会话的用户" />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard title="角色" value={summary.roleTotal} suffix="个" icon={<SafetyOutlined />} color="#722ed1" note="本机构配置的角色" />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard title="部门" value={summary.deptTotal} suffix="个" icon={<ApartmentOutlined />} color="#fa8c16" note="本机构的部门" />
      </Col>
    </Row>
  );
}
