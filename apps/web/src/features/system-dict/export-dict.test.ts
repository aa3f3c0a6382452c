import type { DictNode } from '@notaria/contracts';
import { describe, expect, it } from 'vitest';
import { buildSheet } from '../../lib/export-xlsx';
import { DICT_ENTRY_EXPORT_COLUMNS, DICT_TREE_EXPORT_COLUMNS, flattenDictTree } from './export-dict';

const node = (id: number, key: string, name: string, parentKey: string | null, children: DictNode[] = [], over: Partial<DictNode> = {}): DictNode => ({
  id,
  key,
  parentKey,
  name,
  value: '',
  sort: id,
  enabled: true,
  remark: '',
  children,
  ...over,
});

describe('dictionary export', () => {
  it('has the Chinese header and one row per entry', () => {
    const [header, row] = buildSheet([node(3, 'idType.card', '身份证', 'idType', [], { value: '01', enabled: false })], DICT_ENTRY_EXPORT_COLUMNS);
    expect(header.map((c) => (c as { value: string }).value)).toEqual(['键', '名称', '值', '排序', '状态']);
    expect(row).toEqual(['idType.card', '身份证', '01', 3, '停用']);
  });

  it('flattens the tree depth-first with the path from the root', () => {
    const tree = [
      node(1, 'idType', '证件类型', null, [node(2, 'idType.card', '身份证', 'idType', [], { value: '01' }), node(3, 'idType.passport', '护照', 'idType')]),
      node(4, 'gender', '性别', null),
    ];
    const rows = flattenDictTree(tree);
    expect(rows.map((r) => r.path)).toEqual(['证件类型', '证件类型 / 身份证', '证件类型 / 护照', '性别']);
    const [header, , row] = buildSheet(rows, DICT_TREE_EXPORT_COLUMNS);
    expect(header.map((c) => (c as { value: string }).value)).toEqual(['层级路径', '键', '名称', '值', '排序', '状态']);
    expect(row).toEqual(['证件类型 / 身份证', 'idType.card', '身份证', '01', 2, '启用']);
  });
});
