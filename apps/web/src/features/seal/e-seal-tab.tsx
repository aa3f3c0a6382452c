import { Empty } from 'antd';

export default function Tab() {
  return <Empty description="电子签章申请建设中" />;
}
