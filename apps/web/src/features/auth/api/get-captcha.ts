import type { CaptchaResponse } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const getCaptcha = () => request<CaptchaResponse>({ url: '/auth/captcha', silent: true });

export const useCaptcha = () =>
  useQuery({ queryKey: ['auth', 'captcha'], queryFn: getCaptcha, staleTime: Infinity, gcTime: 0 });
