import { ARCHIVE_ITEM_SOURCE_LABELS, type ArchiveItemRow } from '@notaria/contracts';
import { Table, Tag, Typography } from 'antd';
import { formatBytes } from '../labels';

export const Mono = ({ children }: { children: string | null | undefined }) =>
  children ? (
    <Typography.Text copyable code style={{ fontSize: 12, wordBreak: 'break-all' }}>
      {children}
    </Typography.Text>
  ) : (
    <>—</>
  );

/** 卷内目录 in filing order, each file's size and its SHA-256 and SM3 (copyable) frozen at receiving. */
export function ItemTable({ items }: { items: ArchiveItemRow[] }) {
  return (
    <Table<ArchiveItemRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={items}
      data-testid="volume-items"
      columns={[
        { title: '序号', dataIndex: 'seq', width: 56 },
        {
          title: '题名',
          dataIndex: 'title',
          width: 220,
          render: (v: string, r) => (
            <>
              <div>
                {v}
                {r.subVolume && <Tag style={{ marginInlineStart: 6 }}>副卷</Tag>}
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {ARCHIVE_ITEM_SOURCE_LABELS[r.source]}
                {r.fileName ? ` · ${r.fileName}` : ''}
                {r.size ? ` · ${formatBytes(r.size)}` : ''}
              </Typography.Text>
            </>
          ),
        },
        {
          title: '哈希（SHA-256 / SM3）',
          key: 'hashes',
          render: (_, r) =>
            r.sha256 ? (
              <>
                <div>
                  <Mono>{r.sha256}</Mono>
                </div>
                <div>
                  <Mono>{r.sm3}</Mono>
                </div>
              </>
            ) : (
              <Typography.Text type="secondary">无电子文件</Typography.Text>
            ),
        },
      ]}
    />
  );
}
