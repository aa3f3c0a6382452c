import type { DocField } from '@notaria/contracts';
import { Collapse, Table, Typography } from 'antd';

/** 可用字段: the paths a Word template may use as {placeholders}, by group, each path ready to copy. */
export function FieldList({ fields }: { fields: readonly DocField[] }) {
  const groups = [...new Set(fields.map((f) => f.group))];
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'fields',
          label: `可用字段（${fields.length}）：在 Word 中写作 {字段路径}`,
          children: (
            <Table<DocField>
              rowKey="path"
              size="small"
              pagination={false}
              scroll={{ y: 320 }}
              dataSource={groups.flatMap((g) => fields.filter((f) => f.group === g))}
              columns={[
                { title: '分组', dataIndex: 'group', width: 110 },
                { title: '名称', dataIndex: 'label', width: 150 },
                {
                  title: '占位符',
                  dataIndex: 'path',
                  render: (path: string) => (
                    <Typography.Text code copyable={{ text: `{${path}}` }}>
                      {`{${path}}`}
                    </Typography.Text>
                  ),
                },
                { title: '示例', dataIndex: 'sample', width: 160, ellipsis: true },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
