import { ColumnHeightOutlined, VerticalAlignMiddleOutlined } from '@ant-design/icons';
import { ITEM_LEVELS, type ItemLevel, type ItemNode } from '@notaria/contracts';
import { Button, Input, Table, Tag } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
import { CreateButton } from '../../../components/list/create-button';
import { ListCard } from '../../../components/list/list-card';
import type { PageProps } from '../../../lib/routes';
import { useAccess } from '../../../components/access';
import { DeleteAction, EditAction, LinkAction, RowActions } from '../../../components/list/row-actions';
import { useDeleteItem } from '../api/delete-item';
import { useItemTree } from '../api/get-item-tree';
import { childLevel, ItemDialog, type ItemTarget } from '../components/item-dialog';
import styles from '../components/item.module.css';
import { feeSummary } from '../fee';

/** Rows for the tree table: leaves carry no `children`, so no expand icon is drawn for them. */
type TreeRow = Omit<ItemNode, 'children'> & { children?: TreeRow[] };
const toRows = (nodes: ItemNode[]): TreeRow[] => nodes.map(({ children, ...n }) => (children.length ? { ...n, children: toRows(children) } : n));
const allKeys = (rows: TreeRow[]): number[] => rows.flatMap((r) => (r.children ? [r.id, ...allKeys(r.children)] : []));

const LEVEL_COLOR: Record<ItemLevel, string> = { CATEGORY: 'blue', PARENT: 'cyan', ITEM: 'default' };

/** 公证事项: the category → group → item tree, searchable, with create child / edit / delete. */
export default function NotarizationItemPage(_props: PageProps) {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [target, setTarget] = useState<ItemTarget | null>(null);
  const { can } = useAccess();
  const list = useItemTree({ name: name || undefined });
  const { data, isPending } = list;
  const remove = useDeleteItem();
  const rows = useMemo(() => toRows(data ?? []), [data]);
  const keys = useMemo(() => allKeys(rows), [rows]);

  // Every load (and every search) shows the whole tree open.
  useEffect(() => setExpanded(keys), [keys]);

  return (
    <ListCard
      title="公证事项"
      query={list}
      wrap
      lead={
        <>
          <Input.Search
            placeholder="按名称查找，保留上级"
            allowClear
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              if (!e.target.value) setName('');
            }}
            onSearch={(v) => setName(v.trim())}
            style={{ width: 240 }}
            aria-label="事项名称"
          />
          <Button icon={<ColumnHeightOutlined />} onClick={() => setExpanded(keys)}>
            展开全部
          </Button>
          <Button icon={<VerticalAlignMiddleOutlined />} onClick={() => setExpanded([])}>
            折叠全部
          </Button>
        </>
      }
      tools={<CreateButton onClick={() => setTarget({ parent: null })}>新增类别</CreateButton>}
    >
      <Table<TreeRow>
        rowKey="id"
        size="middle"
        loading={isPending}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1190 }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (k) => setExpanded(k), indentSize: 20 }}
        locale={{
          emptyText: name
            ? `没有名称含“${name}”的事项，请换个关键字`
            : can('create')
              ? '还没有公证事项，点击右上角“新增类别”，再在类别下新增分组和事项'
              : '还没有公证事项，请联系管理员维护',
        }}
        columns={[
          {
            title: '名称',
            dataIndex: 'name',
            // Three levels of indentation, the level tag and an eight-character name on one line.
            width: 300,
            render: (v: string, r) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                <Tag className={styles.levelTag} color={LEVEL_COLOR[r.level as ItemLevel]}>
                  {ITEM_LEVELS[r.level as ItemLevel] ?? r.level}
                </Tag>
                {v}
              </span>
            ),
          },
          { title: '编码', dataIndex: 'code', width: 110 },
          { title: '证书类别', dataIndex: 'certificateCode', width: 80, render: (v: string, r) => (r.level === 'CATEGORY' ? v || '—' : '') },
          {
            title: '本人到场',
            dataIndex: 'personalAppearance',
            width: 80,
            render: (v: boolean, r) => (r.level === 'ITEM' ? v ? <Tag color="orange">须到场</Tag> : '—' : ''),
          },
          { title: '审批', dataIndex: 'approvalRequired', width: 70, render: (v: boolean, r) => (r.level === 'ITEM' ? (v ? '须审批' : '免审批') : '') },
          { title: '收费标准', dataIndex: 'fee', width: 200, render: (_, r) => (r.level === 'ITEM' ? feeSummary(r.fee) : '') },
          {
            title: '所需材料',
            dataIndex: 'materials',
            width: 80,
            render: (_, r) => (r.level === 'ITEM' ? (r.materials.length ? `${r.materials.length} 项` : '—') : ''),
          },
          { title: '状态', dataIndex: 'enabled', width: 70, render: (v: boolean) => (v ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          {
            title: '操作',
            width: 200,
            fixed: 'right',
            render: (_, r) => {
              const child = childLevel(r.level);
              return (
                <RowActions>
                  {child && (
                    <LinkAction fn="create" onClick={() => setTarget({ parent: r as ItemNode })}>
                      新增{child === 'PARENT' ? '分组' : '事项'}
                    </LinkAction>
                  )}
                  <EditAction onClick={() => setTarget({ row: r as ItemNode })} />
                  <DeleteAction
                    title={`删除${ITEM_LEVELS[r.level as ItemLevel] ?? ''}“${r.name}”？`}
                    description="已有业务使用的事项不能删除，可编辑为停用。"
                    disabledReason={r.children ? '请先删除其下的全部内容' : undefined}
                    onConfirm={() => remove.mutateAsync(r.id)}
                    success="已删除"
                  />
                </RowActions>
              );
            },
          },
        ]}
      />
      {target && <ItemDialog target={target} onClose={() => setTarget(null)} />}
    </ListCard>
  );
}
