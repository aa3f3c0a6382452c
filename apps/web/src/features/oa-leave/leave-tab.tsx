import { Empty } from 'antd';

export default function Tab() {
  return <Empty description="请假申请建设中" />;
}
