import type { DeptNode } from '@notaria/contracts';
import { describe, expect, it } from 'vitest';
import { buildSheet } from '../../lib/export-xlsx';
import { DEPT_EXPORT_COLUMNS, flattenDepts } from './export-depts';

const dept = (id: number, name: string, children: DeptNode[] = [], extra: Partial<DeptNode> = {}): DeptNode => ({
  id,
  parentId: null,
  name,
  headUserId: null,
  headUserName: '',
  phone: '',
  sort: id,
  userCount: 0,
  createdAt: '2026-04-01T08:00:00.000Z',
  children,
  ...extra,
});

describe('dept export', () => {
  it('flattens the tree depth-first with the path from the root', () => {
    const tree = [dept(1, '主任室', [dept(2, '办公室', [dept(3, '档案组')]), dept(4, '财务室')]), dept(5, '民事公证部')];
    expect(flattenDepts(tree).map((d) => [d.id, d.path])).toEqual([
      [1, '主任室'],
      [2, '主任室 / 办公室'],
      [3, '主任室 / 办公室 / 档案组'],
      [4, '主任室 / 财务室'],
      [5, '民事公证部'],
    ]);
  });

  it('has the Chinese header and one row per department', () => {
    const rows = flattenDepts([dept(1, '主任室', [dept(2, '办公室', [], { headUserName: '张三', phone: '010-12345678', sort: 3, userCount: 7 })])]);
    const [header, , row] = buildSheet(rows, DEPT_EXPORT_COLUMNS);
    expect(header.map((c) => (c as { value: string }).value)).toEqual(['层级路径', '部门名称', '负责人', '电话', '排序', '用户数']);
    expect(row).toEqual(['主任室 / 办公室', '办公室', '张三', '010-12345678', 3, 7]);
  });
});
