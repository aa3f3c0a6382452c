import type { CurrentUser, SwitchRoleBody } from '@notaria/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const switchRole = (body: SwitchRoleBody) =>
  request<CurrentUser>({ url: '/auth/active-role', method: 'PUT', data: body });

export const useSwitchRole = () => useMutation({ mutationFn: switchRole });
