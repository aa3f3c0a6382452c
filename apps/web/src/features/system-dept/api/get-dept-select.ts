import type { DeptOption } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const getDeptSelect = () => request<DeptOption[]>({ url: '/dept/select' });
export const useDeptSelect = (enabled = true) => useQuery({ queryKey: ['dept', 'select'], queryFn: getDeptSelect, enabled, staleTime: 60_000 });

export interface DeptTreeOption {
  value: number;
  title: string;
  children: DeptTreeOption[];
}

/** For antd TreeSelect. */
export const toDeptTreeOptions = (nodes: readonly DeptOption[]): DeptTreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toDeptTreeOptions(n.children ?? []) }));
