import type { AuthorityNode } from '@notaria/contracts';
import { Button, Empty, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { checkState, toggle } from '../authority-check';

interface Props {
  tree: readonly AuthorityNode[] | undefined;
  loading: boolean;
  held: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  disabled?: boolean;
}

const toData = (nodes: readonly AuthorityNode[], held: ReadonlySet<string>): DataNode[] =>
  nodes.map((n) => {
    const pageOnly = n.key.split(':').length === 2 && n.children.length > 0 && held.has(n.key) && !n.children.some((f) => held.has(f.key));
    return {
      key: n.key,
      title: pageOnly ? (
        <span>
          {n.title}
          <Tag style={{ marginInlineStart: 6 }} color="blue">
            仅查看
          </Tag>
        </span>
      ) : (
        n.title
      ),
      children: n.children.length ? toData(n.children, held) : undefined,
    };
  });

/** The registry's sections → pages → functions with tri-state checkboxes (rules in authority-check). */
export function AuthorityTree({ tree, loading, held, onChange, disabled }: Props) {
  const data = useMemo(() => toData(tree ?? [], held), [tree, held]);
  const state = useMemo(() => checkState(tree ?? [], held), [tree, held]);
  const sections = useMemo(() => (tree ?? []).map((s) => s.key), [tree]);
  if (loading) return <Spin />;
  if (!tree?.length) return <Empty description="权限树加载失败，请关闭后重试" />;
  const all = tree.flatMap((s) => s.children.flatMap((p) => [p.key, ...p.children.map((f) => f.key)]));
  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">已选 {held.size} 项</Typography.Text>
        <Button size="small" disabled={disabled} onClick={() => onChange(new Set(all))}>
          全选
        </Button>
        <Button size="small" disabled={disabled} onClick={() => onChange(new Set())}>
          清空
        </Button>
      </Space>
      <div style={{ maxHeight: 380, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }} data-testid="authority-tree">
        <Tree
          checkable
          checkStrictly
          selectable={false}
          disabled={disabled}
          defaultExpandedKeys={sections}
          treeData={data}
          checkedKeys={state}
          onCheck={(_, info) => onChange(toggle(tree, held, String(info.node.key)))}
        />
      </div>
    </div>
  );
}
