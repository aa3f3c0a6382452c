import type { CreateUserBody, UpdateUserBody, UserRow } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { userKeys } from './get-user-page';

export const createUser = (body: CreateUserBody) => request<UserRow>({ url: '/user', method: 'POST', data: body });
export const updateUser = (body: UpdateUserBody) => request<UserRow>({ url: '/user', method: 'PUT', data: body });

/**
 * A user mutation that refreshes every user list on success. Refusals are shown by the request
 * layer with the server's message, so there is no onError toast here.
 */
export function useUserMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }) });
}

export const useCreateUser = () => useUserMutation(createUser);
export const useUpdateUser = () => useUserMutation(updateUser);
