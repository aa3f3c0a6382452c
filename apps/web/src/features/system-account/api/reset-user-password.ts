import type { ResetPasswordBody } from '@notaria/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const resetUserPassword = (body: ResetPasswordBody) => request<null>({ url: '/user/reset-password', method: 'PUT', data: body });
export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword });
