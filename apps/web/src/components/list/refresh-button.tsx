import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** 刷新: spins while a refetch (not the first load) is under way. */
export function RefreshButton({ fetching, onRefresh }: { fetching: boolean; onRefresh: () => unknown }) {
  return (
    <Button icon={<ReloadOutlined />} loading={fetching} onClick={() => void onRefresh()}>
      刷新
    </Button>
  );
}
