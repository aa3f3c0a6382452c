import { fetchAllPages } from '../../../lib/export-xlsx';
import { userApi, type UserPageQuery, type UserRow } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The search form's filters: the page query without paging. */
export type UserFilter = Omit<UserPageQuery, 'current' | 'size'>;

export const userKeys = {
  /** Every user query, including the pickers' `['user', 'select']`. */
  all: ['user'] as const,
  page: (q: UserPageQuery) => ['user', 'page', q] as const,
};

export const getUserPage = (q: UserPageQuery) => call(userApi.page, { query: q });

export const useUserPage = (q: UserPageQuery) => useQuery({ queryKey: userKeys.page(q), queryFn: () => getUserPage(q), placeholderData: keepPreviousData });

/** Every user matching the filter, page by page (the server's largest page is 500). */
export const getAllUsers = (filter: UserFilter): Promise<UserRow[]> => fetchAllPages((current, size) => getUserPage({ ...filter, current, size }));
