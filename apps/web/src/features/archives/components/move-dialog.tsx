import type { ArchiveVolumeRow } from '@notaria/contracts';
import { Form, Input, TreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useLocations, useMove } from '../api/ops';
import { isCell, isFull, kindLabel, locationTree, type LocationNode } from './location-tree-data';

interface MoveValues {
  locationId?: number;
  reason?: string;
}

interface PickNode {
  value: number;
  title: string;
  disabled?: boolean;
  selectable: boolean;
  children: PickNode[];
}

/** Cells take a volume while they have room; rooms and cabinets only group them. */
const pickable = (nodes: LocationNode[], current: number | null): PickNode[] =>
  nodes.map((n) => {
    const cell = isCell(n);
    const room = n.location.capacity === null ? `${n.location.used}` : `${n.location.used}/${n.location.capacity}`;
    return {
      value: n.location.id,
      title: cell
        ? `${n.location.path}（${isFull(n) ? '已满' : n.location.id === current ? '当前位置' : `在架 ${room}`}）`
        : `${kindLabel(n)} ${n.location.name}`,
      selectable: cell,
      disabled: cell && (isFull(n) || n.location.id === current),
      children: pickable(n.children, current),
    };
  });

/** 移库: a free 层/格 picked from the tree; the server refuses a full one and records from where to where. */
export function MoveDialog({ row, onClose }: { row: ArchiveVolumeRow; onClose(): void }) {
  const [form] = Form.useForm<MoveValues>();
  const locations = useLocations();
  const move = useMove();
  const tree = useMemo(() => pickable(locationTree(locations.data ?? []), row.locationId), [locations.data, row.locationId]);
  return (
    <EditDialog<MoveValues>
      title={`移库 · ${row.archiveNo}`}
      form={form}
      name="archiveMove"
      okText="移库"
      onClose={onClose}
      onSave={async (v) => {
        await move.mutateAsync({ id: row.id, locationId: v.locationId!, reason: v.reason?.trim() ?? '' });
        return `已移库：${row.archiveNo}`;
      }}
    >
      <Typography.Paragraph type="secondary">当前位置：{row.locationPath || '未上架'}</Typography.Paragraph>
      <Form.Item name="locationId" label="目标位置" rules={[{ required: true, message: '请选择目标层/格' }]}>
        <TreeSelect
          aria-label="目标位置"
          treeData={tree}
          treeDefaultExpandAll
          loading={locations.isPending}
          placeholder="选择有空位的层/格"
          showSearch
          treeNodeFilterProp="title"
        />
      </Form.Item>
      <Form.Item name="reason" label="原因" rules={[{ max: 200, message: '原因不超过 200 字' }]}>
        <Input.TextArea rows={2} placeholder="选填，如：调整库位、整理上架" />
      </Form.Item>
    </EditDialog>
  );
}
