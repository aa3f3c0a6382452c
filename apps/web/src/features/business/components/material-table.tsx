import { DownloadOutlined } from '@ant-design/icons';
import { MATERIAL_STATUSES, type CaseDetail } from '@notaria/contracts';
import { Button, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { downloadStoredFile, isStoredFile } from '../../../lib/stored-files';

type Material = CaseDetail['materials'][number];

/** Runs a download, showing the button busy meanwhile; failures have been shown by the request layer. */
export function useDownloading() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await work();
    } catch {
      // Shown already.
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** A material's file: 下载 for a stored file, a link for an outside address, nothing when none was attached. */
function MaterialFileButton({
  material,
  busy,
  run,
}: {
  material: Material;
  busy: string | null;
  run: (key: string, work: () => Promise<unknown>) => Promise<void>;
}) {
  if (!material.fileUrl) return <Typography.Text type="secondary">未上传文件</Typography.Text>;
  if (!isStoredFile(material.fileUrl)) {
    return (
      <Typography.Link href={material.fileUrl} target="_blank" rel="noreferrer">
        打开
      </Typography.Link>
    );
  }
  const key = `material-${material.id}`;
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={busy === key}
      aria-label={`下载${material.name}`}
      onClick={() => void run(key, () => downloadStoredFile(material.fileUrl, material.name))}
    >
      下载
    </Button>
  );
}

/**
 * A case's materials: the name, the `columns` given, the status and — with `files` — each one's file to
 * download (`files` shows which download runs).
 */
export function MaterialTable({
  materials,
  columns = [],
  files,
}: {
  materials: Material[];
  columns?: ColumnsType<Material>;
  files?: ReturnType<typeof useDownloading>;
}) {
  return (
    <Table<Material>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={materials}
      locale={{ emptyText: '没有登记材料' }}
      columns={[
        { title: '材料名称', dataIndex: 'name' },
        ...columns,
        {
          title: '状态',
          dataIndex: 'status',
          width: 100,
          render: (v: string) => (
            <Tag color={v === 'RECEIVED' ? 'green' : v === 'MISSING' ? 'orange' : 'default'}>{MATERIAL_STATUSES[v as keyof typeof MATERIAL_STATUSES] ?? v}</Tag>
          ),
        },
        ...(files
          ? [
              {
                title: '文件',
                key: 'file',
                width: 120,
                render: (_: unknown, m: Material) => <MaterialFileButton material={m} busy={files.busy} run={files.run} />,
              },
            ]
          : []),
      ]}
    />
  );
}
