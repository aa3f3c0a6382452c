import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { Access } from '../../../components/access';
import { DeleteAction, LinkAction } from '../../../components/list/row-actions';
import { useDeleteLocation, useLocations } from '../api/ops';
import { LocationDialog } from './location-dialog';
import { LocationTree } from './location-tree';

type Dialog = { mode: 'add' } | { mode: 'edit' };

/** 库位: the tree that filters the list; with 库位管理, places are added under the picked one, renamed or removed. */
export function LocationPanel({ selected, onSelect }: { selected?: number; onSelect(id: number | undefined): void }) {
  const locations = useLocations();
  const remove = useDeleteLocation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const picked = locations.data?.find((l) => l.id === selected) ?? null;
  const hasChildren = !!picked && !!locations.data?.some((l) => l.parentId === picked.id);

  return (
    <Card
      title="库位"
      size="small"
      styles={{ body: { padding: 8 } }}
      data-testid="location-tree"
      extra={
        <Access fn="locations">
          <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>
            {picked ? '新增下级' : '新增库房'}
          </Button>
        </Access>
      }
    >
      {picked && (
        <Space size={0} style={{ marginBottom: 4 }}>
          <LinkAction fn="locations" onClick={() => setDialog({ mode: 'edit' })}>
            编辑
          </LinkAction>
          <DeleteAction
            fn="locations"
            title={`删除库位「${picked.name}」？`}
            disabledReason={hasChildren ? '请先删除其下级库位' : picked.used > 0 ? '仍有在架案卷，请先移库' : undefined}
            onConfirm={async () => {
              await remove.mutateAsync(picked.id);
              onSelect(undefined);
            }}
            success={`已删除库位：${picked.name}`}
          />
          <LinkAction onClick={() => onSelect(undefined)}>取消筛选</LinkAction>
        </Space>
      )}
      <LocationTree selected={selected} onSelect={onSelect} />
      {dialog && (
        <LocationDialog
          parent={dialog.mode === 'add' ? picked : null}
          editing={dialog.mode === 'edit' && picked ? picked : undefined}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
