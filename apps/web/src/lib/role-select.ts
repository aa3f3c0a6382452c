import { roleApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';

export const getRoleSelect = () => call(roleApi.select);
export const useRoleSelect = (enabled = true) => useQuery({ queryKey: ['role', 'select'], queryFn: getRoleSelect, enabled, staleTime: 60_000 });
