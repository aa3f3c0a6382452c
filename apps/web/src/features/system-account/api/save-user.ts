import { userApi, type CreateUserBody, type UpdateUserBody } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { userKeys } from './get-user-page';

export const createUser = (body: CreateUserBody) => call(userApi.create, { body });
export const updateUser = (body: UpdateUserBody) => call(userApi.update, { body });

/** A user mutation: every user list refreshes once it succeeds. */
export const useUserMutation = <A, R>(fn: (arg: A) => Promise<R>) => useRefreshingMutation(fn, userKeys.all);

export const useCreateUser = () => useUserMutation(createUser);
export const useUpdateUser = () => useUserMutation(updateUser);
