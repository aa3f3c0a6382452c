import { request } from '../../../lib/request';
import { useUserMutation } from './save-user';

export const deleteUser = (id: number) => request<null>({ url: '/user', method: 'DELETE', params: { id } });
export const useDeleteUser = () => useUserMutation(deleteUser);
