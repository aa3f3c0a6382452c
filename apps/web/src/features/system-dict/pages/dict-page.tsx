import { DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { DictEntry, DictLazyNode, DictNode } from '@notaria/contracts';
import { Button, Card, Col, Empty, Input, Row, Space, Spin, Table, Tag, Tree, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { CreateButton } from '../../../components/list/create-button';
import type { PageProps } from '../../../lib/routes';
import { Access, useAccess } from '../../../components/access';
import { DeleteAction, EditAction, LinkAction, RowActions } from '../../../components/list/row-actions';
import { datedFileName, downloadXlsx } from '../../../lib/export-xlsx';
import { notify } from '../../../lib/notify';
import { useDeleteDict } from '../api/delete-dict';
import { useDictChildren } from '../api/get-dict-children';
import { useDictTree } from '../api/get-dict-tree';
import { DictDialog, type DictDialogState } from '../components/dict-dialog';
import { DICT_ENTRY_EXPORT_COLUMNS, DICT_TREE_EXPORT_COLUMNS, flattenDictTree } from '../export-dict';

interface TreeItem {
  key: string;
  title: ReactNode;
  children: TreeItem[];
}

const toTreeData = (nodes: DictNode[]): TreeItem[] =>
  nodes.map((n) => ({
    key: n.key,
    title: (
      <span data-testid={`dict-node-${n.key}`}>
        {n.name}
        {!n.enabled && <Tag style={{ marginLeft: 6 }}>停用</Tag>}
        <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
          {n.key}
        </Typography.Text>
      </span>
    ),
    children: toTreeData(n.children ?? []),
  }));

function findNode(nodes: DictNode[], key: string): DictNode | undefined {
  for (const n of nodes) {
    if (n.key === key) return n;
    const hit = findNode(n.children ?? [], key);
    if (hit) return hit;
  }
  return undefined;
}

const allKeys = (nodes: DictNode[]): string[] => nodes.flatMap((n) => (n.children?.length ? [n.key, ...allKeys(n.children)] : []));

/** 字典管理: the dictionary tree on the left, the selected dictionary's entries on the right. */
export default function DictPage(_props: PageProps) {
  const [name, setName] = useState('');
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DictDialogState>(null);
  const { can } = useAccess();
  const tree = useDictTree(name);
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const selected: DictEntry | undefined = selectedKey ? findNode(nodes, selectedKey) : undefined;
  const children = useDictChildren(selectedKey);
  const remove = useDeleteDict();
  const [exporting, setExporting] = useState(false);
  const exportable = selectedKey ? (children.data?.length ?? 0) > 0 : nodes.length > 0;

  /** The selected dictionary's entries, or with none selected the whole tree (as loaded) depth-first. */
  const exportList = async () => {
    setExporting(true);
    try {
      if (selectedKey) {
        const rows = children.data ?? [];
        await downloadXlsx(datedFileName(`字典-${selected?.name ?? selectedKey}`), rows, DICT_ENTRY_EXPORT_COLUMNS, '字典项');
        void notify.success(`已导出 ${rows.length} 个字典项`);
      } else {
        const rows = flattenDictTree(nodes);
        await downloadXlsx(datedFileName('字典'), rows, DICT_TREE_EXPORT_COLUMNS, '字典');
        void notify.success(`已导出 ${rows.length} 个字典项`);
      }
    } catch {
      void notify.error('导出失败，请重试');
    } finally {
      setExporting(false);
    }
  };

  const removeEntry = (e: DictEntry) =>
    remove.mutateAsync(e.id).then(() => {
      if (e.key === selectedKey) setSelectedKey(e.parentKey);
    });

  const select = (key: string) => {
    setSelectedKey(key);
    const parent = findNode(nodes, key)?.parentKey;
    if (parent && !expanded.includes(parent)) setExpanded([...expanded, parent]);
  };

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="360px">
        <Card
          title="字典"
          extra={
            <Access fn="create">
              <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setDialog({ parentKey: null })}>
                新增字典
              </Button>
            </Access>
          }
          styles={{ body: { paddingTop: 12 } }}
        >
          <Input.Search
            placeholder="按名称查找"
            allowClear
            aria-label="查找字典"
            onSearch={(v) => {
              setName(v.trim());
            }}
            style={{ marginBottom: 12 }}
          />
          <Spin spinning={tree.isPending}>
            {nodes.length === 0 && !tree.isPending ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={name ? `没有名称包含“${name}”的字典` : '还没有字典，点击“新增字典”创建'} />
            ) : (
              <Tree<TreeItem>
                blockNode
                showLine
                treeData={toTreeData(nodes)}
                selectedKeys={selectedKey ? [selectedKey] : []}
                expandedKeys={name ? allKeys(nodes) : expanded}
                onExpand={(keys) => setExpanded(keys.map(String))}
                onSelect={(keys) => keys.length && select(String(keys[0]))}
                style={{ maxHeight: 'calc(100vh - 300px)', overflow: 'auto' }}
              />
            )}
          </Spin>
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Card
          title={selected ? `${selected.name}（${selected.key}）` : '字典项'}
          extra={
            <Space>
              <Button icon={<DownloadOutlined />} loading={exporting} disabled={!exportable} onClick={() => void exportList()}>
                导出 Excel
              </Button>
              {selected && (
                <>
                  <Access fn="update">
                    <Button icon={<EditOutlined />} onClick={() => setDialog({ entry: selected })}>
                      编辑字典
                    </Button>
                  </Access>
                  <DeleteAction
                    plain
                    icon
                    title={`删除“${selected.name}”？`}
                    description="有下级字典项时不能删除，请先删除下级。"
                    onConfirm={() => removeEntry(selected)}
                    success={`已删除“${selected.name}”`}
                  >
                    删除字典
                  </DeleteAction>
                  <CreateButton onClick={() => setDialog({ parentKey: selected.key })}>新增字典项</CreateButton>
                </>
              )}
            </Space>
          }
        >
          {!selectedKey ? (
            <Empty description="请在左侧选择一个字典，查看和维护它的字典项" />
          ) : (
            <Table<DictLazyNode>
              rowKey="id"
              loading={children.isPending}
              dataSource={children.data ?? []}
              pagination={false}
              locale={{ emptyText: can('create') ? '该字典还没有字典项，点击“新增字典项”添加' : '该字典还没有字典项' }}
              columns={[
                { title: '名称', dataIndex: 'name' },
                { title: '值', dataIndex: 'value', width: 120, render: (v: string) => v || '—' },
                { title: '字典键', dataIndex: 'key', render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text> },
                { title: '排序', dataIndex: 'sort', width: 70, align: 'right' },
                { title: '状态', dataIndex: 'enabled', width: 80, render: (v: boolean) => (v ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
                { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '—' },
                {
                  title: '操作',
                  width: 190,
                  render: (_, r) => (
                    <RowActions>
                      {r.hasChildren && <LinkAction onClick={() => select(r.key)}>下级</LinkAction>}
                      <EditAction onClick={() => setDialog({ entry: r })} />
                      <DeleteAction
                        title={`删除“${r.name}”？`}
                        disabledReason={r.hasChildren ? '有下级字典项，请先删除下级' : undefined}
                        onConfirm={() => removeEntry(r)}
                        success={`已删除“${r.name}”`}
                      />
                    </RowActions>
                  ),
                },
              ]}
            />
          )}
        </Card>
      </Col>
      <DictDialog state={dialog} tree={nodes} onClose={() => setDialog(null)} />
    </Row>
  );
}
