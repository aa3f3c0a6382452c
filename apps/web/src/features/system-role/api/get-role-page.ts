import { roleApi, type RolePageQuery, type RoleRow } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/export-xlsx';
import { call } from '../../../lib/api';

export const roleKeys = {
  /** Every role query, including the pickers' `['role', 'select']`. */
  all: ['role'] as const,
  page: (q: RolePageQuery) => ['role', 'page', q] as const,
  tree: ['role', 'authority-tree'] as const,
};

export const getRolePage = (q: RolePageQuery) => call(roleApi.page, { query: q });
export const useRolePage = (q: RolePageQuery) => useQuery({ queryKey: roleKeys.page(q), queryFn: () => getRolePage(q), placeholderData: keepPreviousData });

/** Every role matching the filter, page by page (the server's largest page is 500). */
export const getAllRoles = (filter: Omit<RolePageQuery, 'current' | 'size'>): Promise<RoleRow[]> =>
  fetchAllPages((current, size) => getRolePage({ ...filter, current, size }));
