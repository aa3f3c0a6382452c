import { deptApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const deptKeys = {
  /** Every department query, including the pickers' `['dept', 'select']`. */
  all: ['dept'] as const,
  page: (name: string) => ['dept', 'page', name] as const,
};

export const getDeptPage = (name: string) => call(deptApi.page, { query: { name: name || undefined } });
export const useDeptPage = (name: string) => useQuery({ queryKey: deptKeys.page(name), queryFn: () => getDeptPage(name) });
