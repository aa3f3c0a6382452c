import type { CreateRoleBody, RoleRow, UpdateRoleBody } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { roleKeys } from './get-role-page';

export const createRole = (body: CreateRoleBody) => request<RoleRow>({ url: '/role', method: 'POST', data: body });
export const updateRole = (body: UpdateRoleBody) => request<RoleRow>({ url: '/role', method: 'PUT', data: body });
export const deleteRole = (id: number) => request<null>({ url: '/role', method: 'DELETE', params: { id } });

/** Refreshes every role list on success; refusals are shown by the request layer. */
function useRoleMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }) });
}

export const useCreateRole = () => useRoleMutation(createRole);
export const useUpdateRole = () => useRoleMutation(updateRole);
export const useDeleteRole = () => useRoleMutation(deleteRole);
