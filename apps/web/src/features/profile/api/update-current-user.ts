import type { CurrentUser, UpdateProfileBody } from '@notaria/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const updateCurrentUser = (body: UpdateProfileBody) =>
  request<CurrentUser>({ url: '/auth/current-user', method: 'PUT', data: body });

export const useUpdateCurrentUser = () => useMutation({ mutationFn: updateCurrentUser });
