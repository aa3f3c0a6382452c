import { authApi, type LoginBody } from '@notaria/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const login = (body: LoginBody) => call(authApi.login, { body });

export const useLogin = () => useMutation({ mutationFn: login });
