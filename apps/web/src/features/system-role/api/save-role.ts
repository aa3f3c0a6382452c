import { roleApi, type CreateRoleBody, type UpdateRoleBody } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { roleKeys } from './get-role-page';

export const createRole = (body: CreateRoleBody) => call(roleApi.create, { body });
export const updateRole = (body: UpdateRoleBody) => call(roleApi.update, { body });
export const deleteRole = (id: number) => call(roleApi.remove, { query: { id } });

export const useCreateRole = () => useRefreshingMutation(createRole, roleKeys.all);
export const useUpdateRole = () => useRefreshingMutation(updateRole, roleKeys.all);
export const useDeleteRole = () => useRefreshingMutation(deleteRole, roleKeys.all);
