import { userApi, type UserActivatedBody } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useUserMutation } from './save-user';

export const setUserActivated = (body: UserActivatedBody) => call(userApi.setActivated, { body });
export const useSetUserActivated = () => useUserMutation(setUserActivated);
