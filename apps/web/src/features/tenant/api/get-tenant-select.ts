import type { TenantOption } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const getTenantSelect = () => request<TenantOption[]>({ url: '/tenant/select' });

export const tenantSelectKey = ['tenant', 'select'] as const;

export const useTenantSelect = (enabled = true) =>
  useQuery({ queryKey: tenantSelectKey, queryFn: getTenantSelect, enabled, staleTime: 5 * 60_000 });
