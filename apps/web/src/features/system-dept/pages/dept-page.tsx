import { PlusOutlined } from '@ant-design/icons';
import type { DeptNode } from '@notaria/contracts';
import { Input, Table, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import type { PageProps } from '../../../lib/routes';
import { CreateButton } from '../../../components/list/create-button';
import { ListCard } from '../../../components/list/list-card';
import { DeleteAction, EditAction, LinkAction, RowActions } from '../../../components/list/row-actions';
import { useAccess } from '../../../components/access';
import { useDeptPage } from '../api/get-dept-page';
import { useDeleteDept } from '../api/save-dept';
import { DeptDialog, type DeptDialogTarget } from '../components/dept-dialog';
import { DEPT_EXPORT_COLUMNS, flattenDepts } from '../export-depts';
import { ExportButton } from '../../../components/list/export-button';

type Row = Omit<DeptNode, 'children'> & { children?: Row[] };

/** Leaves without `children` so the table shows no expand button on them. */
const toRows = (nodes: readonly DeptNode[]): Row[] => nodes.map(({ children, ...n }) => (children?.length ? { ...n, children: toRows(children) } : n));

const allIds = (rows: readonly Row[]): number[] => rows.flatMap((r) => [r.id, ...allIds(r.children ?? [])]);

/** 部门管理: the department tree with create child, edit and delete. */
export default function DeptPage(_props: PageProps) {
  const [name, setName] = useState('');
  const list = useDeptPage(name);
  const { data = [], isPending } = list;
  const rows = useMemo(() => toRows(data), [data]);
  const [target, setTarget] = useState<DeptDialogTarget | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const remove = useDeleteDept();
  const { can } = useAccess();

  return (
    <ListCard
      title="部门管理"
      query={list}
      lead={<Input.Search aria-label="部门名称" placeholder="按部门名称查找" allowClear onSearch={(v) => setName(v.trim())} style={{ width: 220 }} />}
      tools={
        <>
          <ExportButton
            noun="部门"
            measure="个"
            fileName="部门列表"
            columns={DEPT_EXPORT_COLUMNS}
            disabled={data.length === 0}
            fetchAll={async () => flattenDepts(data)}
          />
          <CreateButton onClick={() => setTarget({ parentId: null })}>新增部门</CreateButton>
        </>
      }
    >
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={isPending}
        dataSource={rows}
        pagination={false}
        expandable={{
          // Every level open by default; a search result shows its matches with their ancestors.
          expandedRowKeys: expanded ?? allIds(rows),
          onExpandedRowsChange: (keys) => setExpanded(keys),
        }}
        locale={{ emptyText: name ? `没有名称包含「${name}」的部门` : can('create') ? '还没有部门，点击右上角「新增部门」添加' : '还没有部门' }}
        columns={[
          { title: '部门名称', dataIndex: 'name' },
          { title: '负责人', dataIndex: 'headUserName', width: 140, render: (v: string) => v || <Typography.Text type="secondary">未设置</Typography.Text> },
          { title: '联系电话', dataIndex: 'phone', width: 160, render: (v: string) => v || '—' },
          { title: '人数', dataIndex: 'userCount', width: 80, align: 'right' },
          { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
          {
            title: '操作',
            key: 'actions',
            width: 260,
            render: (_, r) => (
              <RowActions>
                <LinkAction fn="create" icon={<PlusOutlined />} onClick={() => setTarget({ parentId: r.id })}>
                  新增下级
                </LinkAction>
                <EditAction icon onClick={() => setTarget({ dept: { ...r, children: [] } })} />
                <DeleteAction
                  icon
                  title={`删除部门「${r.name}」？`}
                  description="有下级部门或人员的部门不能删除"
                  onConfirm={() => remove.mutateAsync(r.id)}
                  success={`已删除 ${r.name}`}
                />
              </RowActions>
            ),
          },
        ]}
      />
      <DeptDialog target={target} onClose={() => setTarget(null)} />
    </ListCard>
  );
}
