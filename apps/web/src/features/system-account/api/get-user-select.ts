import type { UserOption, UserSelectQuery } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const getUserSelect = (q: UserSelectQuery = {}) => request<UserOption[]>({ url: '/user/select', params: { ...q } });

/** Active users of the office, for pickers (e.g. a department's head). */
export const useUserSelect = (enabled = true) =>
  useQuery({ queryKey: ['user', 'select'], queryFn: () => getUserSelect(), enabled, staleTime: 60_000 });
