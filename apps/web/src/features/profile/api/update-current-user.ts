import { authApi, type UpdateProfileBody } from '@notaria/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const updateCurrentUser = (body: UpdateProfileBody) => call(authApi.updateProfile, { body });

export const useUpdateCurrentUser = () => useMutation({ mutationFn: updateCurrentUser });
