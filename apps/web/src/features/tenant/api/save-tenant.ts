import { tenantApi, type CreateTenantBody, type TenantStatusBody, type UpdateTenantBody } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { tenantKeys } from './get-tenant-page';

export const createTenant = (body: CreateTenantBody) => call(tenantApi.create, { body });
export const updateTenant = (body: UpdateTenantBody) => call(tenantApi.update, { body });
export const setTenantStatus = (body: TenantStatusBody) => call(tenantApi.setStatus, { body });
export const deleteTenant = (id: number) => call(tenantApi.remove, { query: { id } });

// The navbar organisation selector (`tenantSelectKey`) is under the same `['tenant']` prefix, so it refreshes too.
export const useCreateTenant = () => useRefreshingMutation(createTenant, tenantKeys.all);
export const useUpdateTenant = () => useRefreshingMutation(updateTenant, tenantKeys.all);
export const useSetTenantStatus = () => useRefreshingMutation(setTenantStatus, tenantKeys.all);
export const useDeleteTenant = () => useRefreshingMutation(deleteTenant, tenantKeys.all);
