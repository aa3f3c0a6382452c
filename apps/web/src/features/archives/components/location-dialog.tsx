import { ARCHIVE_LOCATION_KIND_LABELS, ARCHIVE_LOCATION_KINDS, type ArchiveLocation, type ArchiveLocationKind } from '@notaria/contracts';
import { Form, Input, InputNumber, Typography } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useSaveLocation } from '../api/ops';

interface LocationValues {
  name?: string;
  capacity?: number | null;
}

/** A room at the top; below a place, the next level down (库房 → 柜 → 层 → 格). */
const childKind = (parent: ArchiveLocation | null): ArchiveLocationKind =>
  parent ? ARCHIVE_LOCATION_KINDS[Math.min(ARCHIVE_LOCATION_KINDS.indexOf(parent.kind) + 1, ARCHIVE_LOCATION_KINDS.length - 1)] : 'ROOM';

/** 新增 a place under `parent` (a room when none), or 编辑 `editing`'s name and capacity. */
export function LocationDialog({ parent, editing, onClose }: { parent: ArchiveLocation | null; editing?: ArchiveLocation; onClose(): void }) {
  const [form] = Form.useForm<LocationValues>();
  const save = useSaveLocation();
  const kind = editing?.kind ?? childKind(parent);
  const noun = ARCHIVE_LOCATION_KIND_LABELS[kind];
  return (
    <EditDialog<LocationValues>
      title={editing ? `编辑${noun} · ${editing.name}` : `新增${noun}`}
      form={form}
      name="archiveLocation"
      initialValues={editing ? { name: editing.name, capacity: editing.capacity } : { capacity: kind === 'SHELF' || kind === 'CELL' ? 50 : null }}
      onClose={onClose}
      onSave={async (v) => {
        const body = { name: v.name!.trim(), capacity: v.capacity ?? null };
        await save.mutateAsync(editing ? { id: editing.id, ...body } : { parentId: parent?.id ?? null, kind, ...body });
        return editing ? `已保存：${body.name}` : `已新增${noun}：${body.name}`;
      }}
    >
      <Typography.Paragraph type="secondary">{editing ? editing.path : parent ? `上级：${parent.path}` : '库房是库位树的最上一级。'}</Typography.Paragraph>
      <Form.Item
        name="name"
        label={`${noun}名称`}
        rules={[
          { required: true, whitespace: true, message: `请填写${noun}名称` },
          { max: 50, message: '名称不超过 50 字' },
        ]}
      >
        <Input placeholder={kind === 'ROOM' ? '如：一号库房' : kind === 'CABINET' ? '如：A01 柜' : '如：第一层'} />
      </Form.Item>
      <Form.Item name="capacity" label="容量（卷）" extra="可存放的案卷数；留空为不限">
        <InputNumber aria-label="容量" min={editing?.used || 1} max={100000} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </EditDialog>
  );
}
