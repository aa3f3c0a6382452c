import type { DictEntry, DictNode } from '@notaria/contracts';
import type { ExportColumn } from '../../lib/export-xlsx';

/** A dictionary entry with the names from the root down to it, e.g. "证件类型 / 身份证". */
export type DictPathRow = DictEntry & { path: string };

/** The tree depth-first, each node before its children. */
export function flattenDictTree(nodes: DictNode[], parents: string[] = []): DictPathRow[] {
  return nodes.flatMap(({ children, ...n }) => {
    const path = [...parents, n.name];
    return [{ ...n, path: path.join(' / ') }, ...flattenDictTree(children ?? [], path)];
  });
}

/** The columns of one dictionary's entries. */
export const DICT_ENTRY_EXPORT_COLUMNS: ExportColumn<DictEntry>[] = [
  { title: '键', value: (e) => e.key, width: 20 },
  { title: '名称', value: (e) => e.name, width: 18 },
  { title: '值', value: (e) => e.value, width: 14 },
  { title: '排序', value: (e) => e.sort, width: 8 },
  { title: '状态', value: (e) => (e.enabled ? '启用' : '停用'), width: 8 },
];

/** The columns of the whole tree, flattened: the path first, then the entry's own. */
export const DICT_TREE_EXPORT_COLUMNS: ExportColumn<DictPathRow>[] = [{ title: '层级路径', value: (e) => e.path, width: 32 }, ...DICT_ENTRY_EXPORT_COLUMNS];
