import type { UserOption } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Active users of the office. */
export const getUserSelect = () => request<UserOption[]>({ url: '/user/select' });

export const useUserSelect = (enabled = true) => useQuery({ queryKey: ['user', 'select'], queryFn: getUserSelect, enabled, staleTime: 60_000 });
