import { deptApi, type DeptOption } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';

export const getDeptSelect = () => call(deptApi.select);
export const useDeptSelect = (enabled = true) => useQuery({ queryKey: ['dept', 'select'], queryFn: getDeptSelect, enabled, staleTime: 60_000 });

export interface DeptTreeOption {
  value: number;
  title: string;
  children: DeptTreeOption[];
}

/** For antd TreeSelect. */
export const toDeptTreeOptions = (nodes: readonly DeptOption[]): DeptTreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toDeptTreeOptions(n.children ?? []) }));
