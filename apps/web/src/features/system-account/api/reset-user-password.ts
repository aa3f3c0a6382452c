import { userApi, type ResetPasswordBody } from '@notaria/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const resetUserPassword = (body: ResetPasswordBody) => call(userApi.resetPassword, { body });
export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword });
