import { authApi } from '@notaria/contracts';
import { call } from '../../../lib/api';

export const getCaptcha = () => call(authApi.captcha, {}, { silent: true });
