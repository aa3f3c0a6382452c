import type { TemplateDetail } from '@notaria/contracts';
import { Table, Tag } from 'antd';
import { parseTime } from '../../../utils/time';

type Version = TemplateDetail['versions'][number];

/** 版本记录: every published version, newest first; cases keep the version they were made with. */
export function VersionTable({ versions, current }: { versions: readonly Version[]; current: number }) {
  const rows = [...versions].sort((a, b) => b.version - a.version);
  return (
    <Table<Version>
      rowKey="version"
      size="small"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: '尚未发布；发布后，业务生成文书时才会使用此模板' }}
      columns={[
        {
          title: '版本',
          dataIndex: 'version',
          width: 72,
          render: (v: number) => (
            <>
              <div style={{ whiteSpace: 'nowrap' }}>第 {v} 版</div>
              {v === current && <Tag color="green">当前</Tag>}
            </>
          ),
        },
        { title: '发布时间', dataIndex: 'publishedAt', render: (v: string) => parseTime(new Date(v), '{y}-{m}-{d} {h}:{i}') },
        { title: '发布人', dataIndex: 'publishedByName', width: 72, render: (v: string) => v || '—' },
        { title: '使用次数', dataIndex: 'documentCount', width: 80, align: 'right' },
      ]}
    />
  );
}
