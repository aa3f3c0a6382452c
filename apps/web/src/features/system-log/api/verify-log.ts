import type { OperateLogVerify } from '@notaria/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Recomputes the office's hash chain on the server. */
export const verifyLog = () => request<OperateLogVerify>({ url: '/operate-log/verify' });

export const useVerifyLog = () => useMutation({ mutationFn: verifyLog });
