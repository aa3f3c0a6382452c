import type { ItemNode } from '@notaria/contracts';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useItemTree } from '../api/items';

interface TreeOption {
  value: number;
  title: string;
  /** What the chosen item shows in the box: its category too, since 出生 is offered under 国内民事 and 涉外民事. */
  label: string;
  disableCheckbox?: boolean;
  children?: TreeOption[];
}

/** Only items are chosen: a category or group ticks its items, and an empty one cannot be ticked. */
const toOptions = (nodes: ItemNode[], category = ''): TreeOption[] =>
  nodes.map((n) => {
    const title = n.enabled ? n.name : `${n.name}（停用）`;
    return {
      value: n.id,
      title,
      label: category ? `${category}·${title}` : title,
      disableCheckbox: n.level !== 'ITEM' && n.children.length === 0,
      children: n.children.length ? toOptions(n.children, category || n.name) : undefined,
    };
  });

const idsOf = (options: TreeOption[]): number[] => options.flatMap((o) => [o.value, ...idsOf(o.children ?? [])]);

/** 适用事项: the items a template is for, picked from the office's item tree; none means the kind's default template. */
export function ItemPicker({
  value,
  onChange,
  id,
  disabled,
  names = {},
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
  disabled?: boolean;
  /** Names of chosen items the tree may not hold (a public template's items are the platform's), by id. */
  names?: Record<number, string>;
}) {
  const tree = useItemTree();
  const options = useMemo(() => {
    const own = toOptions(tree.data ?? []);
    const shown = new Set(idsOf(own));
    const others = (value ?? []).filter((v) => !shown.has(v)).map((v) => ({ value: v, title: names[v] ?? `事项 ${v}`, label: names[v] ?? `事项 ${v}` }));
    return [...own, ...others];
  }, [tree.data, value, names]);
  return (
    <TreeSelect<number[]>
      id={id}
      value={value}
      onChange={(ids) => onChange?.(ids ?? [])}
      treeData={options}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_CHILD}
      treeNodeFilterProp="title"
      treeNodeLabelProp="label"
      showSearch
      allowClear
      disabled={disabled}
      loading={tree.isPending}
      maxTagCount="responsive"
      placeholder="选择公证事项"
      style={{ width: '100%' }}
      listHeight={360}
    />
  );
}
