import { Empty } from 'antd';

export default function Tab() {
  return <Empty description="介绍信申请建设中" />;
}
