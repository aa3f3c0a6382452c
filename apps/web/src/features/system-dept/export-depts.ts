import type { DeptNode } from '@notaria/contracts';
import type { ExportColumn } from '../../lib/export-xlsx';

/** One department of the flattened tree with the names from the root down to it. */
export type DeptExportRow = Omit<DeptNode, 'children'> & { path: string };

/** The tree depth-first (parent before its children) with a `主任室 / 办公室` path. */
export function flattenDepts(nodes: readonly DeptNode[], parents: readonly string[] = []): DeptExportRow[] {
  return nodes.flatMap(({ children, ...n }) => {
    const names = [...parents, n.name];
    return [{ ...n, path: names.join(' / ') }, ...flattenDepts(children ?? [], names)];
  });
}

/** The columns of the department tree's .xlsx export. */
export const DEPT_EXPORT_COLUMNS: ExportColumn<DeptExportRow>[] = [
  { title: '层级路径', value: (d) => d.path, width: 32 },
  { title: '部门名称', value: (d) => d.name, width: 16 },
  { title: '负责人', value: (d) => d.headUserName, width: 10 },
  { title: '电话', value: (d) => d.phone, width: 16 },
  { title: '排序', value: (d) => d.sort, width: 8 },
  { title: '用户数', value: (d) => d.userCount, width: 8 },
];
