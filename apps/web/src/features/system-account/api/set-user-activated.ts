import type { UserActivatedBody, UserRow } from '@notaria/contracts';
import { request } from '../../../lib/request';
import { useUserMutation } from './save-user';

export const setUserActivated = (body: UserActivatedBody) => request<UserRow>({ url: '/user/activated', method: 'PUT', data: body });
export const useSetUserActivated = () => useUserMutation(setUserActivated);
