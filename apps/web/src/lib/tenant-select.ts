import { tenantApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';

export const getTenantSelect = () => call(tenantApi.select);

export const tenantSelectKey = ['tenant', 'select'] as const;

export const useTenantSelect = (enabled = true) => useQuery({ queryKey: tenantSelectKey, queryFn: getTenantSelect, enabled, staleTime: 5 * 60_000 });
