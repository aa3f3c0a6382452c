import { authApi, type UpdatePasswordBody } from '@notaria/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const updatePassword = (body: UpdatePasswordBody) => call(authApi.updatePassword, { body });

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
