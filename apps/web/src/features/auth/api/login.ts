import type { LoginBody, LoginResponse } from '@notaria/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const login = (body: LoginBody) => request<LoginResponse>({ url: '/auth/login', method: 'POST', data: body });

export const useLogin = () => useMutation({ mutationFn: login });
