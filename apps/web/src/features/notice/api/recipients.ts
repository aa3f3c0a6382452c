import { deptApi, roleApi, userApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

// The pickers' lists come from system administration; when a list cannot be loaded the dialog
// falls back to entering numbers and says so, so these calls stay silent.
const options = { staleTime: 5 * 60_000, retry: false } as const;

export const useUserOptions = (enabled: boolean) =>
  useQuery({ queryKey: ['user', 'select'], queryFn: () => call(userApi.select, { query: {} }, { silent: true }), enabled, ...options });
export const useRoleOptions = (enabled: boolean) =>
  useQuery({ queryKey: ['role', 'select'], queryFn: () => call(roleApi.select, {}, { silent: true }), enabled, ...options });
export const useDeptOptions = (enabled: boolean) =>
  useQuery({ queryKey: ['dept', 'select'], queryFn: () => call(deptApi.select, {}, { silent: true }), enabled, ...options });
