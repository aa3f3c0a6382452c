import type { UserOption } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Suggestions for the 操作人 filter; the filter still accepts any account typed in. */
export const getUserSelect = () => request<UserOption[]>({ url: '/user/select', silent: true });

export const useUserSelect = () => useQuery({ queryKey: ['user', 'select'], queryFn: getUserSelect, staleTime: 60_000, retry: false });
