import { Empty } from 'antd';

export default function Tab() {
  return <Empty description="用印申请建设中" />;
}
