import type { RoleOption } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const getRoleSelect = () => request<RoleOption[]>({ url: '/role/select' });
export const useRoleSelect = (enabled = true) => useQuery({ queryKey: ['role', 'select'], queryFn: getRoleSelect, enabled, staleTime: 60_000 });
