import { authApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const getCaptcha = () => call(authApi.captcha, {}, { silent: true });

export const useCaptcha = () => useQuery({ queryKey: ['auth', 'captcha'], queryFn: getCaptcha, staleTime: Infinity, gcTime: 0 });
