import { userApi } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useUserMutation } from './save-user';

export const deleteUser = (id: number) => call(userApi.remove, { query: { id } });
export const useDeleteUser = () => useUserMutation(deleteUser);
