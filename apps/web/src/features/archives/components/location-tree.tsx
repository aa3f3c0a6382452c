import { Empty, Progress, Space, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { useLocations } from '../api/ops';
import { isFull, kindLabel, locationTree, type LocationNode } from './location-tree-data';

const KIND_COLORS: Record<string, string> = { ROOM: 'blue', CABINET: 'geekblue' };

function NodeTitle({ n }: { n: LocationNode }) {
  const percent = n.capacity ? Math.round((n.used / n.capacity) * 100) : 0;
  return (
    <Space size={6} style={{ width: '100%' }}>
      <Tag color={KIND_COLORS[n.location.kind] ?? 'default'} style={{ marginInlineEnd: 0 }}>
        {kindLabel(n)}
      </Tag>
      <span>{n.location.name}</span>
      <Typography.Text type={isFull(n) ? 'danger' : 'secondary'} style={{ fontSize: 12 }} data-testid="location-count">
        {n.used}/{n.capacity || '—'}
      </Typography.Text>
      {n.capacity > 0 && <Progress percent={percent} size={[48, 6]} showInfo={false} status={percent >= 100 ? 'exception' : 'normal'} />}
    </Space>
  );
}

const toData = (nodes: LocationNode[]): TreeDataNode[] => nodes.map((n) => ({ key: n.location.id, title: <NodeTitle n={n} />, children: toData(n.children) }));

/** 库位: the tree of rooms, cabinets and cells with the volumes each holds; picking a node filters the list. */
export function LocationTree({ selected, onSelect }: { selected?: number; onSelect(id: number | undefined): void }) {
  const { data, isPending } = useLocations();
  const tree = useMemo(() => toData(locationTree(data ?? [])), [data]);
  if (isPending) return <LoadingSkeleton paragraph={{ rows: 6 }} />;
  if (!tree.length) return <Empty description="尚未设置库位" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Tree
      aria-label="库位"
      blockNode
      defaultExpandAll
      selectedKeys={selected === undefined ? [] : [selected]}
      onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
      treeData={tree}
    />
  );
}
