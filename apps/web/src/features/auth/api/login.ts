import { authApi, type LoginBody } from '@notaria/contracts';
import { call, type CallOptions } from '../../../lib/api';

export const login = (body: LoginBody, options?: CallOptions) => call(authApi.login, { body }, options);
