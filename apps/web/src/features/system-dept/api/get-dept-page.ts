import type { DeptNode } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const deptKeys = {
  /** Every department query, including the pickers' `['dept', 'select']`. */
  all: ['dept'] as const,
  page: (name: string) => ['dept', 'page', name] as const,
};

export const getDeptPage = (name: string) => request<DeptNode[]>({ url: '/dept/page', params: { name: name || undefined } });
export const useDeptPage = (name: string) => useQuery({ queryKey: deptKeys.page(name), queryFn: () => getDeptPage(name) });
