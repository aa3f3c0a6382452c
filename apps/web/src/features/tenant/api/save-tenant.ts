import type { CreatedTenant, CreateTenantBody, TenantRow, TenantStatusBody, UpdateTenantBody } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { tenantKeys } from './get-tenant-page';

export const createTenant = (body: CreateTenantBody) => request<CreatedTenant>({ url: '/tenant', method: 'POST', data: body });
export const updateTenant = (body: UpdateTenantBody) => request<TenantRow>({ url: '/tenant', method: 'PUT', data: body });
export const setTenantStatus = (body: TenantStatusBody) => request<TenantRow>({ url: '/tenant/status', method: 'PUT', data: body });
export const deleteTenant = (id: number) => request<null>({ url: '/tenant', method: 'DELETE', params: { id } });

/**
 * Refreshes the tenant list and the navbar organisation selector (`tenantSelectKey`, under the
 * same `['tenant']` prefix) on success; refusals are shown by the request layer.
 */
function useTenantMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: tenantKeys.all }) });
}

export const useCreateTenant = () => useTenantMutation(createTenant);
export const useUpdateTenant = () => useTenantMutation(updateTenant);
export const useSetTenantStatus = () => useTenantMutation(setTenantStatus);
export const useDeleteTenant = () => useTenantMutation(deleteTenant);
