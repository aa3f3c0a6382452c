import type { UpdatePasswordBody } from '@notaria/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const updatePassword = (body: UpdatePasswordBody) =>
  request<null>({ url: '/auth/update-password', method: 'PUT', data: body });

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
