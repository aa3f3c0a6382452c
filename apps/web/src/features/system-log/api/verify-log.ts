import { oplogApi } from '@notaria/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** Recomputes the office's hash chain on the server. */
export const verifyLog = () => call(oplogApi.verify);

export const useVerifyLog = () => useMutation({ mutationFn: verifyLog });
