import type { FormVersionRow } from '@notaria/contracts';
import { Button, Drawer, Table, Tag } from 'antd';
import { parseTime } from '../../../utils/time';

/** 版本: every stored version of a form; each opens read-only in the preview. */
export function VersionsDrawer({
  open,
  versions,
  publishedVersion,
  onPreview,
  onClose,
}: {
  open: boolean;
  versions: readonly FormVersionRow[];
  publishedVersion: number | null;
  onPreview(version: number): void;
  onClose(): void;
}) {
  const rows = [...versions].sort((a, b) => b.version - a.version);
  return (
    <Drawer open={open} title="版本记录" size={560} onClose={onClose}>
      <Table<FormVersionRow>
        rowKey="version"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: '版本',
            dataIndex: 'version',
            width: 110,
            render: (v: number) => (
              <>
                第 {v} 版 {v === publishedVersion && <Tag color="green">当前发布</Tag>}
              </>
            ),
          },
          { title: '保存人', dataIndex: 'createdByName', width: 90, render: (v: string) => v || '—' },
          { title: '保存时间', dataIndex: 'createdAt', width: 160, render: (v: string) => parseTime(new Date(v)) },
          { title: '发布时间', dataIndex: 'publishedAt', width: 160, render: (v: string | null) => (v ? parseTime(new Date(v)) : '—') },
          {
            title: '操作',
            width: 70,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => onPreview(r.version)}>
                预览
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
